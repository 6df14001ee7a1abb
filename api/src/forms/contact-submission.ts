import { type ContactForm, decidedLimits, emailMessages, validateContactEmail } from '@sitewright/model';

/** Messages of the server-side checks (the visitor script shows the form's own first). */
export const submissionMessages = {
  required: 'Please fill in this field',
  email: emailMessages.contactForm,
  tooLong: `Please use at most ${decidedLimits.contactSubmissionValue} characters`,
  invalid: 'Please check the highlighted fields.',
} as const;

/** What a visitor sent, checked: title → answer, or the message per field name. */
export type SubmissionCheck =
  | { ok: true; fields: Record<string, string> }
  | { ok: false; fieldErrors: Record<string, string> };

/** Trims, unifies line breaks and drops control characters (Postgres text cannot hold NUL). */
export function cleanValue(raw: unknown): string | null {
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string') return null;
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\t\n]/gu, '') // control characters but tab and line feed
    .trim();
}

/**
 * Checks a contact submission against the PUBLISHED form (spec §3, §5, §9): each field by its id
 * (the input's name), required fields filled, e-mail fields valid ('Please enter a valid email
 * address'), every value at most 5000 characters. Other names in the body are ignored. Stored
 * keyed by the field's title, as exported; a repeated title gets ` (2)`.
 */
export function checkContactSubmission(form: ContactForm, body: Record<string, unknown>): SubmissionCheck {
  const fields: Record<string, string> = {};
  const fieldErrors: Record<string, string> = {};
  for (const field of form.fields) {
    const value = cleanValue(body[field.id]);
    if (value === null) {
      fieldErrors[field.id] = submissionMessages.invalid;
      continue;
    }
    const required = field.validator !== null;
    if (value.length > decidedLimits.contactSubmissionValue)
      fieldErrors[field.id] = submissionMessages.tooLong;
    else if (required && value === '') fieldErrors[field.id] = submissionMessages.required;
    else if (value !== '' && (field.validator === 'EmailRequired' || field.role === 'email')) {
      if (!validateContactEmail(value).ok) fieldErrors[field.id] = submissionMessages.email;
    }
    let title = field.title;
    for (let n = 2; title in fields; n++) title = `${field.title} (${n})`;
    fields[title] = value;
  }
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: true, fields };
}
