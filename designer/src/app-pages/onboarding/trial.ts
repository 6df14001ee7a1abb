import { type RouteAnswer, trialCalls } from '@sitewright/model';
import { ApiError } from '../../api/post-json.ts';
import { callRoute } from '../designer/websites-api.ts';

/**
 * Trying before signing up (docs/decisions/trial.md). The api knows the visitor by an httpOnly
 * cookie this code never sees; what the browser keeps here is only which website the trial made
 * and until when (not a secret: the cookie is), so the designer opens it without an account and
 * claims it once the visitor has signed in.
 */
export const trialKey = 'sitewright.trialWebsite';

export interface TrialMarker {
  websiteId: string;
  expiresAt: string;
}

/** The trial this browser made, unless it has expired. */
export function readTrial(now = Date.now()): TrialMarker | null {
  try {
    const kept = JSON.parse(window.localStorage.getItem(trialKey) ?? 'null') as TrialMarker | null;
    if (!kept || typeof kept.websiteId !== 'string' || !(Date.parse(kept.expiresAt) > now)) return null;
    return kept;
  } catch {
    return null;
  }
}

export function keepTrial(marker: TrialMarker | null): void {
  try {
    if (marker) window.localStorage.setItem(trialKey, JSON.stringify(marker));
    else window.localStorage.removeItem(trialKey);
  } catch {
    // storage unavailable: the trial is still claimable from `GET /api/trial` on this browser
  }
}

export type ClaimOutcome =
  | { kind: 'claimed'; websiteId: string }
  | { kind: 'none' }
  | { kind: 'refused'; message: string };

/**
 * After signing in: makes this browser's trial website the user's (`POST /api/trial/claim`).
 * Nothing to claim (already claimed, expired) forgets the marker; a refusal (the §9 website
 * limit) keeps it, so the trial can still be claimed until it expires.
 */
export async function claimTrial(): Promise<ClaimOutcome> {
  if (!readTrial()) return { kind: 'none' };
  try {
    const claimed: RouteAnswer<typeof trialCalls.claimTrial> = await callRoute(trialCalls.claimTrial, {});
    keepTrial(null);
    return { kind: 'claimed', websiteId: claimed.websiteId };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'trial-not-found') {
      keepTrial(null);
      return { kind: 'none' };
    }
    if (error instanceof ApiError && error.code === 'website-limit-exceeded') {
      return { kind: 'refused', message: error.message };
    }
    throw error;
  }
}
