import { describe, expect, it } from 'vitest';
import { defaultContactForm } from '../default-sections.ts';
import { formLanguage } from '../enums.ts';
import { contactForm } from './contact.ts';
import { contactFormCopy } from './contact-form-copy.ts';

describe('contact form (spec §3 "Contact form field")', () => {
  it.each(formLanguage.options)('starts valid in %s, with copy inside the §9 limits', (language) => {
    const copy = contactFormCopy[language];
    for (const title of [copy.name, copy.email, copy.message]) {
      expect(title.length).toBeLessThanOrEqual(40);
    }
    expect(copy.submit.length).toBeLessThanOrEqual(28);
    expect(copy.success.length).toBeLessThanOrEqual(128);
    expect(contactForm.safeParse(defaultContactForm(language)).success).toBe(true);
  });

  it.each(['name', 'email', 'message'] as const)('requires the %s field to be present', (role) => {
    // spec §3 "Name, email and message are required"
    const form = defaultContactForm();
    const result = contactForm.safeParse({ ...form, fields: form.fields.filter((f) => f.role !== role) });
    expect(result.error?.issues.map((i) => i.message)).toContain(
      `The contact form needs exactly one ${role} field`,
    );
  });

  it('refuses a second email field', () => {
    const form = defaultContactForm();
    const result = contactForm.safeParse({
      ...form,
      fields: [...form.fields, { ...form.fields[1]!, id: 'again' }],
    });
    expect(result.success).toBe(false);
  });

  it.each([
    ['name', null],
    ['email', 'Required'],
    ['message', null],
  ] as const)('keeps the %s field validated', (role, validator) => {
    const form = defaultContactForm();
    const fields = form.fields.map((f) => (f.role === role ? { ...f, validator } : f));
    const index = fields.findIndex((f) => f.role === role);
    const result = contactForm.safeParse({ ...form, fields });
    expect(result.error?.issues[0]?.path).toEqual(['fields', index, 'validator']);
  });

  it('accepts optional extra fields and refuses an empty title', () => {
    const form = defaultContactForm();
    const extra = { id: 'f4', role: 'custom', type: 'Text', validator: null, title: 'Company' } as const;
    expect(contactForm.safeParse({ ...form, fields: [...form.fields, extra] }).success).toBe(true);
    expect(
      contactForm.safeParse({ ...form, fields: [...form.fields, { ...extra, title: '' }] }).success,
    ).toBe(false);
  });
});
