import { defaultContactForm } from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { checkContactSubmission, cleanValue } from './contact-submission.ts';

describe('contact submissions (spec §3, §5, §9)', () => {
  const form = defaultContactForm();

  it('keeps answers by field title, trimmed, line breaks unified, control characters dropped', () => {
    expect(
      checkContactSubmission(form, {
        'field-name': '  Ana\u0000 ',
        'field-email': 'ana@example.com',
        'field-message': 'one\r\ntwo\tthree',
      }),
    ).toEqual({ ok: true, fields: { Name: 'Ana', Email: 'ana@example.com', Message: 'one\ntwo\tthree' } });
  });

  it('refuses a repeated field (an array) and names every problem', () => {
    expect(checkContactSubmission(form, { 'field-name': ['a', 'b'], 'field-email': ' ' })).toEqual({
      ok: false,
      fieldErrors: {
        'field-name': 'Please check the highlighted fields.',
        'field-email': 'Please fill in this field',
        'field-message': 'Please fill in this field',
      },
    });
  });

  it('numbers repeated titles', () => {
    const twice = {
      ...form,
      fields: [...form.fields, { ...form.fields[0]!, id: 'field-name-2', validator: null }],
    };
    const checked = checkContactSubmission(twice, {
      'field-name': 'A',
      'field-email': 'a@example.com',
      'field-message': 'm',
      'field-name-2': 'B',
    });
    expect(checked).toMatchObject({ ok: true, fields: { Name: 'A', 'Name (2)': 'B' } });
  });

  it('reads absent values as empty and refuses non-strings', () => {
    expect(cleanValue(undefined)).toBe('');
    expect(cleanValue(3)).toBeNull();
  });
});
