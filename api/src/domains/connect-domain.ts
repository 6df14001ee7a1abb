import {
  createDomain,
  type Database,
  type DomainRecord,
  deleteDomain,
  findDomain,
  isUniqueViolation,
  lockWebsiteForDomain,
  reattachDomain,
  websiteHasOtherDomain,
} from '@sitewright/store';
import type { AuthUser } from '../contract/authenticator.ts';
import { domainRefusals } from './domain-errors.ts';
import { type DomainServices, isReservedDomain } from './domain-services.ts';
import { notifyDomainChanged } from './domain-store.ts';
import { websiteMembership } from './website-member.ts';

/** What a connect did: a new (or newly attached) domain, or the one already attached to the site. */
export interface ConnectOutcome {
  row: DomainRecord;
  created: boolean;
}

export interface ConnectInput {
  domainName: string;
  websiteId: string;
  user: Pick<AuthUser, 'id' | 'email'>;
  now: Date;
}

/**
 * Connects `domainName` to a website the caller owns or edits (spec §4: it starts
 * PendingOwnershipVerification; the owner then creates the DNS records). The domain name is the
 * key: another account's domain is refused with the contact-support message (spec §8), unless that
 * claim expired without ever being verified (Failed / OwnershipVerificationExpired), which must
 * not block the real owner. The caller's own domain is attached again after a disconnect.
 */
export async function connectDomain(
  db: Database,
  services: DomainServices,
  input: ConnectInput,
): Promise<ConnectOutcome> {
  if (isReservedDomain(input.domainName, services.reservedHosts)) throw domainRefusals.reserved();
  const member = await websiteMembership(db, input.websiteId, input.user);
  if (!member) throw domainRefusals.websiteNotFound();
  try {
    return await db.transaction(async (tx) => {
      // The website's row lock serialises connects to one website (one domain each).
      const handle = await lockWebsiteForDomain(tx, input.websiteId);
      if (handle === undefined) throw domainRefusals.websiteNotFound();
      if (handle === null) throw domainRefusals.notPublished();
      if (await websiteHasOtherDomain(tx, input.websiteId, input.domainName))
        throw domainRefusals.websiteHasDomain();
      const existing = await findDomain(tx, input.domainName, { lock: true });
      const connection = {
        domainName: input.domainName,
        websiteId: input.websiteId,
        handle,
        userId: input.user.id,
        now: input.now,
      };
      let outcome: ConnectOutcome;
      if (!existing) {
        outcome = { row: await createDomain(tx, connection), created: true };
      } else if (existing.userId !== input.user.id) {
        const abandoned =
          existing.state === 'Failed' && existing.failureReason === 'OwnershipVerificationExpired';
        if (!abandoned) throw domainRefusals.contactSupport();
        await deleteDomain(tx, input.domainName);
        outcome = { row: await createDomain(tx, connection), created: true };
      } else if (existing.websiteId === input.websiteId) {
        return { row: existing, created: false };
      } else if (existing.websiteId !== null) {
        throw domainRefusals.domainInUse();
      } else {
        outcome = { row: await reattachDomain(tx, connection), created: true };
      }
      await notifyDomainChanged(tx, outcome.row);
      return outcome;
    });
  } catch (error) {
    // Two connects racing for one name or one website: the constraints decide, as the checks above would.
    if (isUniqueViolation(error, 'website_domains_pkey')) throw domainRefusals.contactSupport();
    if (isUniqueViolation(error, 'website_domains_one_per_website_idx'))
      throw domainRefusals.websiteHasDomain();
    throw error;
  }
}
