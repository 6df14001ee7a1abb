import { type ContactFormField, decidedLimits, fieldLimits, formLanguageOf } from '@sitewright/model';
import { wordsOf } from '../../page/page-words.ts';
import { formEndpoint } from '../../render/form-endpoint.ts';
import type { SectionProps } from '../../section-template.ts';
import { fieldLabel, formMessages, pageFormMessages, submitLabel, successMessage } from './form-copy.ts';
import { FieldError, FormStatus, Honeypot, messageAttributes, SubmitButton } from './form-parts.tsx';

const autoComplete: Partial<Record<ContactFormField['role'], string>> = { name: 'name', email: 'email' };

/**
 * One field with its label. EmailRequired fields are always an `<input type="email">` (a textarea
 * cannot check an address); Required and EmailRequired fields are `required`. The field's `name` is
 * its id, stable when the owner renames it; the api maps it back to the field's title.
 */
function Field({ field, id, label }: { field: ContactFormField; id: string; label: string }) {
  const email = field.validator === 'EmailRequired';
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.id,
    required: field.validator !== null,
    'aria-describedby': errorId,
    autoComplete: autoComplete[field.role],
  };
  return (
    <div className="sw-contact__field">
      <label htmlFor={id}>
        {label}
        {common.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {field.type === 'TextArea' && !email ? (
        <textarea {...common} rows={5} maxLength={decidedLimits.contactSubmissionValue} />
      ) : (
        <input
          {...common}
          type={email ? 'email' : 'text'}
          maxLength={email ? fieldLimits.email : decidedLimits.contactSubmissionValue}
          data-sw-validate={email ? 'email' : undefined}
        />
      )}
      <FieldError id={errorId} name={field.id} />
    </div>
  );
}

/**
 * The contact form (spec §3): its fields in order, labels and submit button in the form's language
 * (one of 7; `lang` is set when it is not the page's language; on a Portuguese or Dutch page, which
 * have no form language, the page's), the success message, and a honeypot. It posts
 * without JavaScript; the 'contact-form' script validates, sends it with fetch and shows the messages.
 */
export function ContactFormBlock({ section, ctx }: SectionProps<'Contact'>) {
  const { form } = section;
  // A page in a language the spec gives no form language (Portuguese, Dutch): the form is in the
  // page's language — its words as translated, the script's messages from the page's words.
  const inPageLanguage = formLanguageOf[ctx.language] === undefined;
  const messages = inPageLanguage ? pageFormMessages(ctx) : formMessages[form.language];
  const label = (field: ContactFormField) =>
    inPageLanguage ? field.title : fieldLabel(field, form.language);
  return (
    <form
      className="sw-contact__form"
      data-sw-form="contact"
      method="post"
      action={formEndpoint(ctx, 'contact')}
      lang={inPageLanguage || messages.lang === ctx.language ? undefined : messages.lang}
      {...messageAttributes(messages)}
    >
      {form.fields.map((field, index) => (
        <Field key={field.id} field={field} id={`${section.id}-field-${index + 1}`} label={label(field)} />
      ))}
      <Honeypot id={`${section.id}-hp`} label={wordsOf(ctx).honeypot} />
      <SubmitButton
        look={form.submitButton}
        label={inPageLanguage ? form.submitButton.label : submitLabel(form)}
      />
      <FormStatus success={inPageLanguage ? form.successMessage : successMessage(form)} />
    </form>
  );
}
