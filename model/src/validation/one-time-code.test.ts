import { describe, expect, it } from 'vitest';
import { validateOneTimeCode } from './one-time-code.ts';

describe('spec §5 one-time code: 6 characters (decision: digits only)', () => {
  it.each([
    ['6 digits', '123456', '123456'],
    ['leading zeros kept', '000123', '000123'],
    ['pasted with a space', '123 456', '123456'],
    ['surrounding whitespace', ' 654321\n', '654321'],
  ])('accepts: %s', (_rule, input, expected) => {
    expect(validateOneTimeCode(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['5 digits', '12345'],
    ['7 digits', '1234567'],
    ['letters', 'abc123'],
    ['non-ASCII digits', '١٢٣٤٥٦'],
    ['empty', ''],
  ])('refuses: %s', (_rule, input) => {
    expect(validateOneTimeCode(input)).toEqual({ ok: false, message: 'Please enter the 6-digit code' });
  });
});
