import { describe, expect, it } from 'vitest';
import { customCodeAllowed, hideMadeWithBadge, validateCustomCode } from './custom-code.ts';

describe('spec §5 Code Embed and custom head code need a custom domain or a paid plan', () => {
  it.each([
    [{ hasCustomDomain: true, hasPaidPlan: false }, true],
    [{ hasCustomDomain: false, hasPaidPlan: true }, true],
    [{ hasCustomDomain: true, hasPaidPlan: true }, true],
    [{ hasCustomDomain: false, hasPaidPlan: false }, false],
  ])('%j → %s', (site, allowed) => {
    expect(customCodeAllowed(site)).toBe(allowed);
    expect(validateCustomCode(site).ok).toBe(allowed);
  });

  it('refuses with a message naming what is needed', () => {
    expect(validateCustomCode({ hasCustomDomain: false, hasPaidPlan: false })).toEqual({
      ok: false,
      message: 'Custom code needs a connected custom domain or a paid plan',
    });
  });
});

describe("spec §5 hiding the 'Made with' badge", () => {
  it("is refused with 'Not currently available'", () => {
    expect(hideMadeWithBadge()).toEqual({ ok: false, message: 'Not currently available' });
  });
});
