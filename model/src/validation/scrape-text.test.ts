import { describe, expect, it } from 'vitest';
import { capScrapeText } from './scrape-text.ts';

describe('spec §5 scrape text is capped at 7500 characters', () => {
  it.each([
    ['short text unchanged', 'hello', 'hello'],
    ['exactly 7500 unchanged', 'x'.repeat(7500), 'x'.repeat(7500)],
    ['7501 cut to 7500', 'x'.repeat(7501), 'x'.repeat(7500)],
    ['an emoji across the cut is dropped whole', `${'x'.repeat(7499)}😀tail`, 'x'.repeat(7499)],
  ])('%s', (_rule, input, expected) => {
    expect(capScrapeText(input)).toBe(expected);
  });

  it('takes another maximum', () => {
    expect(capScrapeText('abcdef', 3)).toBe('abc');
  });
});
