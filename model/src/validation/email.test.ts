import { describe, expect, it } from 'vitest';
import { contactEmailSchema, loginEmailSchema, validateContactEmail, validateLoginEmail } from './email.ts';

const at64 = `${'a'.repeat(64 - '@example.com'.length)}@example.com`;

describe('spec §5 contact form e-mail', () => {
  it.each([
    ['plain address', 'joe@example.com', 'joe@example.com'],
    ['trimmed', '  joe.smith+site@mail.example.co.uk ', 'joe.smith+site@mail.example.co.uk'],
    ['exactly 64 characters (spec §9)', at64, at64],
  ])('accepts: %s', (_rule, input, expected) => {
    expect(validateContactEmail(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['empty (the field is EmailRequired)', ''],
    ['no @', 'joe.example.com'],
    ['no dotted domain', 'joe@localhost'],
    ['two @', 'joe@@example.com'],
    ['space inside', 'jo e@example.com'],
    ['leading dot in local part', '.joe@example.com'],
    ['double dot', 'jo..e@example.com'],
    ['hyphen-edged label', 'joe@-example.com'],
    ['65 characters (spec §9)', `a${at64}`],
  ])('refuses: %s', (_rule, input) => {
    expect(validateContactEmail(input)).toEqual({ ok: false, message: 'Please enter a valid email address' });
  });
});

describe('spec §5 login e-mail', () => {
  it('accepts and lower-cases', () => {
    expect(validateLoginEmail(' Joe@Example.COM ')).toEqual({ ok: true, value: 'joe@example.com' });
  });
  it.each([['joe@'], ['@example.com'], [`b${at64}`]])(
    'refuses %j with the tooltip "Invalid email"',
    (input) => {
      expect(validateLoginEmail(input)).toEqual({ ok: false, message: 'Invalid email' });
    },
  );
  it('schemas carry the same rules', () => {
    expect(loginEmailSchema.parse('A@B.io')).toBe('a@b.io');
    expect(loginEmailSchema.safeParse('nope').error?.issues[0]?.message).toBe('Invalid email');
    expect(contactEmailSchema.safeParse('nope').error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    );
  });
});
