import type { DomainFailureReason, DomainState } from '../entities/index.ts';
import { errorMessage } from '../errors/index.ts';
import { durations } from '../limits/index.ts';
import { isTagManagerId } from '../validation/analytics-id.ts';
import { failure, type Result, success } from '../validation/result.ts';
import { type Instant, toMillis } from './time.ts';

/** Spec §4: a domain is 'pending' when its state is neither Connected nor Failed. */
export function isDomainPending(state: DomainState): boolean {
  return state !== 'Connected' && state !== 'Failed';
}

/** Spec §4: deleting a domain is only allowed while PendingOwnershipVerification. */
export function domainDeleteAllowed(state: DomainState): boolean {
  return state === 'PendingOwnershipVerification';
}

/**
 * Deleting a domain as a result (spec §4, §8): refused with 'Website domain not owned.' for another
 * user's domain, and 'Website domain cannot be deleted once ownership is verified.' past the first state.
 */
export function validateDomainDelete(
  domain: { userId: string; state: DomainState },
  userId: string,
): Result<true> {
  if (domain.userId !== userId) return failure(errorMessage('domain-not-owned'));
  if (!domainDeleteAllowed(domain.state)) return failure(errorMessage('domain-delete-after-verification'));
  return success(true);
}

/** The fields of a website domain (spec §3) these transitions read and write. */
export interface DomainRecord {
  userId: string;
  state: DomainState;
  websiteName?: string | null;
  failureReason?: DomainFailureReason | null;
  createdAt: Instant;
  modifiedAt: Instant;
}

/**
 * Spec §4: reconnecting an owned domain that is Failed sets it to PendingOwnershipVerification and
 * resets its creation time (to `now`) and failure reason (to `null`); `modifiedAt` becomes `now` too.
 * Another user's domain is refused with 'Website domain not owned.'; a domain that is not Failed
 * (pending or connected) is refused with the contact-support message of spec §8.
 */
export function reconnectDomain<D extends DomainRecord>(domain: D, userId: string, now: Date): Result<D> {
  if (domain.userId !== userId) return failure(errorMessage('domain-not-owned'));
  if (domain.state !== 'Failed') return failure(errorMessage('domain-contact-support'));
  const at = now.toISOString();
  return success({
    ...domain,
    state: 'PendingOwnershipVerification',
    createdAt: at,
    modifiedAt: at,
    failureReason: null,
  });
}

/** Everything a disconnect changes (spec §4). */
export interface DisconnectResult<D> {
  /** The domain with its website name cleared. */
  domain: D;
  /** The site's analytics ID afterwards: a GTM ID is cleared (`''`), a G- ID kept. */
  analyticsId: string;
  /** Send the disconnect e-mail (the domain was last modified more than 7 days before `now`). */
  sendDisconnectEmail: boolean;
}

/**
 * Spec §4 "Disconnecting": clears the domain's website name; clears the site's analytics ID if it starts
 * with GTM (Tag Manager needs the site's own origin); asks for the disconnect e-mail when the domain was
 * last modified more than 7 days ago. Only the owner may disconnect (`may(role, 'disconnectDomains')`).
 */
export function disconnectDomain<D extends DomainRecord>(
  domain: D,
  site: { analyticsId?: string | null },
  now: Date,
): DisconnectResult<D> {
  const lastModified = toMillis(domain.modifiedAt);
  return {
    domain: { ...domain, websiteName: null, modifiedAt: now.toISOString() },
    analyticsId: isTagManagerId(site.analyticsId) ? '' : (site.analyticsId ?? ''),
    sendDisconnectEmail: now.getTime() - lastModified > durations.domainDisconnectEmailAfter,
  };
}
