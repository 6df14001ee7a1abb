import { accountDeletionReason, errorMessage, fieldLimits } from '@sitewright/model';
import type { ListedWebsite } from '../app-pages/designer/websites-api.ts';
import type { AccountSettings } from './account-api.ts';

/** Spec §3 account deletion feedback reasons, in the spec's order. */
export const deletionReasons = accountDeletionReason.options;

/** Spec §4/§9: the free text of stage 1 is at most 1000 characters. */
export const deletionFeedbackMax = fieldLimits.accountDeletionFeedback;

/** Spec §8 "Other": the message of the website-limit-reached modal. */
export const websiteLimitMessage = errorMessage('website-limit-exceeded');

/** Spec §2 user menu: the user's own websites and the websites shared with them, each in list order. */
export function groupWebsites(websites: readonly ListedWebsite[]): {
  owned: ListedWebsite[];
  shared: ListedWebsite[];
} {
  return {
    owned: websites.filter((w) => w.role === 'Owner'),
    shared: websites.filter((w) => w.role !== 'Owner'),
  };
}

/** Spec §5 "Creating a website" requires the count of owned websites to be below the limit. */
export function atWebsiteLimit(counts: AccountSettings['counts']): boolean {
  return counts.ownedWebsites >= counts.ownedWebsiteLimit;
}

/** How an account signs in, in words (spec §3 User provider). */
export function signInMethodLabel(provider: AccountSettings['provider']): string {
  if (provider === 'google') return 'Google';
  if (provider === 'password') return 'E-mail and password';
  return 'E-mailed link or one-time code';
}

/**
 * Spec §4 "Session storage keeps … the account-deleted flag. A local flag records that the website
 * limit was reached." Decision: these keys; storage refused (privacy mode) is ignored.
 */
export const accountFlags = {
  accountDeleted: 'sitewright.accountDeleted',
  websiteLimitReached: 'sitewright.websiteLimitReached',
} as const;

export function setFlag(storage: 'session' | 'local', key: string, on: boolean): void {
  try {
    const store = storage === 'session' ? window.sessionStorage : window.localStorage;
    if (on) store.setItem(key, 'true');
    else store.removeItem(key);
  } catch {
    // storage refused: the flag is a convenience only
  }
}
