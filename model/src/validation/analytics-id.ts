import { failure, type Result, success } from './result.ts';

/** Spec §5 "Analytics ID" lengths. */
export const analyticsIdLimits = { googleAnalytics: 12, tagManager: 16 } as const;

/**
 * Messages for a refused analytics ID. The spec gives no wording; these are ours.
 */
export const analyticsIdMessages = {
  invalid: 'Please enter a valid Google Analytics ID (G-XXXXXXXXXX)',
  tagManagerNeedsDomain: 'A Google Tag Manager ID (GTM-XXXXXXX) needs a connected custom domain',
} as const;

const googleAnalyticsPattern = /^G-[A-Z0-9]+$/;
const tagManagerPattern = /^GTM-[A-Z0-9]+$/;

/**
 * Checks the analytics ID of website settings (spec §5): a `G-…` ID of at most 12 characters, or, only
 * when the site has a connected custom domain, a `GTM-…` ID of at most 16. Trimmed and upper-cased
 * (Google prints them in capitals). Empty is allowed and means "no analytics".
 */
export function validateAnalyticsId(input: string, site: { hasCustomDomain: boolean }): Result<string> {
  const id = input.trim().toUpperCase();
  if (id === '') return success('');
  if (tagManagerPattern.test(id) && id.length <= analyticsIdLimits.tagManager) {
    return site.hasCustomDomain ? success(id) : failure(analyticsIdMessages.tagManagerNeedsDomain);
  }
  if (googleAnalyticsPattern.test(id) && id.length <= analyticsIdLimits.googleAnalytics) return success(id);
  return failure(analyticsIdMessages.invalid);
}

/** Whether an analytics ID is a Tag Manager one (cleared when the custom domain is disconnected, §4). */
export function isTagManagerId(id: string | null | undefined): boolean {
  return (id ?? '').trim().toUpperCase().startsWith('GTM');
}
