import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  handleAvailabilityMessage,
  handleInputSchema,
  handleSchema,
  isValidHandle,
  normaliseHandle,
  validateHandle,
} from './handle.ts';

describe('spec §5 handle normalisation', () => {
  it.each([
    ['lower-cases', 'JoesPlumbing', 'joesplumbing'],
    ['removes spaces', 'joe s plumbing', 'joesplumbing'],
    ['removes non-alphanumerics', "joe's_plumbing!.com", 'joesplumbingcom'],
    ['keeps hyphens', 'joe-s-plumbing', 'joe-s-plumbing'],
    ['removes non-ASCII letters', 'café-zürich', 'caf-zrich'],
    ['truncates to 24', 'a'.repeat(30), 'a'.repeat(24)],
    ['truncates after removing', `${'ab '.repeat(20)}`, 'ab'.repeat(12)],
  ])('%s', (_rule, input, expected) => {
    expect(normaliseHandle(input)).toBe(expected);
  });
});

describe('spec §5 handle validity', () => {
  it.each([
    ['3 characters', 'abc', true],
    ['24 characters', 'a'.repeat(24), true],
    ['inner hyphens', 'joe-s-plumbing', true],
    ['digits only', '123', true],
    ['2 characters', 'ab', false],
    ['empty', '', false],
    ['25 characters', 'a'.repeat(25), false],
    ['starts with a hyphen', '-abc', false],
    ['ends with a hyphen', 'abc-', false],
    ['underscore', 'ab_c', false],
    ['space', 'ab c', false],
    ['not normalised (capitals)', 'ABC', false],
  ])('%s → %s', (_rule, handle, valid) => {
    expect(isValidHandle(handle)).toBe(valid);
  });

  it('accepts what normalises to a valid handle, returning the normalised form', () => {
    expect(validateHandle(' Joe’s Plumbing ')).toEqual({ ok: true, value: 'joesplumbing' });
  });

  it.each([['a!'], ['-ab'], ['ab-'], ['!!!'], ['']])('refuses %j with the spec message', (input) => {
    expect(validateHandle(input)).toEqual({
      ok: false,
      message: 'Required: 3 or more characters (alphanumeric and dashes only)',
    });
  });
});

describe('spec §4/§5 web-address availability messages', () => {
  it.each([
    ['available', 'Web address available'],
    ['unavailable', 'Web address unavailable'],
    ['checking', null],
  ] as const)('%s → %j', (state, message) => {
    expect(handleAvailabilityMessage(state)).toBe(message);
  });
});

describe('spec §5 handle schemas', () => {
  it('handleSchema accepts a valid handle unchanged', () => {
    expect(handleSchema.parse('my-site')).toBe('my-site');
  });
  it('handleSchema refuses an un-normalised handle instead of rewriting it', () => {
    const result = handleSchema.safeParse('My Site');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Required: 3 or more characters (alphanumeric and dashes only)',
    );
  });
  it('handleInputSchema normalises what the user typed', () => {
    expect(handleInputSchema.parse('My Site')).toBe('mysite');
  });
  it('handleInputSchema refuses input too short after normalisation', () => {
    expect(handleInputSchema.safeParse('a b').success).toBe(false);
  });
});

describe('spec §5 handle properties', () => {
  const anyText = fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme' }),
    fc.stringMatching(/^[A-Za-z0-9 _.-]*$/),
  );

  it('normalisation is idempotent', () => {
    fc.assert(fc.property(anyText, (s) => normaliseHandle(normaliseHandle(s)) === normaliseHandle(s)));
  });
  it('normalisation never yields more than 24 characters, all in [a-z0-9-]', () => {
    fc.assert(fc.property(anyText, (s) => /^[a-z0-9-]{0,24}$/.test(normaliseHandle(s))));
  });
  it('validation either accepts a valid handle or refuses with the spec message', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const result = validateHandle(s);
        return result.ok
          ? isValidHandle(result.value) && result.value === normaliseHandle(s)
          : result.message === 'Required: 3 or more characters (alphanumeric and dashes only)' &&
              !isValidHandle(normaliseHandle(s));
      }),
    );
  });
});
