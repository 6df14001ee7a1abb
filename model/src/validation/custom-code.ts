import { failure, type Result, success } from './result.ts';

/** Spec §5: the message shown when the user tries to hide the 'Made with' badge. */
export const madeWithBadgeMessage = 'Not currently available';

/** Refusal for custom code on a site without a custom domain or paid plan (wording ours). */
export const customCodeMessage = 'Custom code needs a connected custom domain or a paid plan';

export interface CustomCodeContext {
  hasCustomDomain: boolean;
  hasPaidPlan: boolean;
}

/**
 * Whether a site may use Code Embed sections and custom head code (spec §5): it needs a connected
 * custom domain or a paid plan. Published custom code is still only served on the site's own domain
 * (ARCHITECTURE "Security and data rules").
 */
export function customCodeAllowed(site: CustomCodeContext): boolean {
  return site.hasCustomDomain || site.hasPaidPlan;
}

/** `customCodeAllowed` as a result carrying the refusal message. */
export function validateCustomCode(site: CustomCodeContext): Result<true> {
  return customCodeAllowed(site) ? success(true) : failure(customCodeMessage);
}

/**
 * Hiding the 'Made with' badge (spec §5): not offered on any plan yet, so always refused with
 * 'Not currently available'.
 */
export function hideMadeWithBadge(): Result<never> {
  return failure(madeWithBadgeMessage);
}
