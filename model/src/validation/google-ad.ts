import { fieldLimits } from '../limits/index.ts';
import { failure, type Result, success } from './result.ts';

/** Messages of the Google ad creator; the spec gives only the limits, the wording is ours. */
export const googleAdMessages = {
  headline: `Headline must be at most ${fieldLimits.googleAdHeadline} characters`,
  description: `Description must be at most ${fieldLimits.googleAdDescription} characters`,
} as const;

/** A Google ad of the free ad creator (spec §5); `googleAd` in `entities/ai-prompt.ts` parses one. */
export interface GoogleAd {
  headline: string;
  description: string;
}

/**
 * Checks a Google ad (spec §5): headline at most 30 characters, description at most 90, both trimmed.
 * Characters are counted as Unicode code points, as Google Ads counts them.
 */
export function validateGoogleAd(ad: GoogleAd): Result<GoogleAd> {
  const headline = ad.headline.trim();
  const description = ad.description.trim();
  if ([...headline].length > fieldLimits.googleAdHeadline) return failure(googleAdMessages.headline);
  if ([...description].length > fieldLimits.googleAdDescription) return failure(googleAdMessages.description);
  return success({ headline, description });
}
