import { describe, expect, it } from 'vitest';
import { validateGoogleAd } from './google-ad.ts';

describe('spec §5 Google ad: headline ≤ 30, description ≤ 90', () => {
  it.each([
    ['both at the limit', 'h'.repeat(30), 'd'.repeat(90)],
    ['short', 'Fast plumbing in Austin', 'Licensed plumbers, same-day service.'],
    ['emoji count as one character', `${'h'.repeat(29)}🔧`, 'd'],
  ])('accepts: %s', (_rule, headline, description) => {
    expect(validateGoogleAd({ headline, description }).ok).toBe(true);
  });

  it('trims both fields', () => {
    expect(validateGoogleAd({ headline: ' Hi ', description: ' There ' })).toEqual({
      ok: true,
      value: { headline: 'Hi', description: 'There' },
    });
  });

  it.each([
    ['headline of 31', 'h'.repeat(31), 'd', 'Headline must be at most 30 characters'],
    ['description of 91', 'h', 'd'.repeat(91), 'Description must be at most 90 characters'],
  ])('refuses: %s', (_rule, headline, description, message) => {
    expect(validateGoogleAd({ headline, description })).toEqual({ ok: false, message });
  });
});
