import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '@sitewright/store';
import { isUniqueViolation } from '@sitewright/store';
import type { AuthUser } from '../contract/authenticator.ts';
import { domainRefusals } from './domain-errors.ts';
import { type DomainServices, isReservedDomain } from './domain-services.ts';
import { type DomainRow, notifyDomainChanged } from './domain-store.ts';
import { websiteMembership } from './website-member.ts';

/** What a connect did: a new (or newly attached) domain, or the one already attached to the site. */
export interface ConnectOutcome {
  row: DomainRow;
  created: boolean;
}

/** 128 random bits, hex: the value of the `_sitewright.{domain}` TXT record. */
export const newVerificationToken = () => randomBytes(16).toString('hex');

const attach = `set website_id = $2, website_name = $3, user_id = $4, state = 'PendingOwnershipVerification',
  pending_reason = null, failure_reason = null, verified_at = null, certificate_requested_at = null,
  disconnect_email_due = false, created_at = $5, modified_at = $5`;

async function insertDomain(tx: Queryable, input: ConnectInput, handle: string): Promise<DomainRow> {
  const { rows } = await tx.query<DomainRow>(
    `insert into website_domains
       (domain_name, website_id, website_name, user_id, verification_token, created_at, modified_at)
     values ($1, $2, $3, $4, $5, $6, $6) returning *`,
    [input.domainName, input.websiteId, handle, input.user.id, newVerificationToken(), input.now],
  );
  return rows[0]!;
}

async function reattach(tx: Queryable, input: ConnectInput, handle: string): Promise<DomainRow> {
  const { rows } = await tx.query<DomainRow>(
    `update website_domains ${attach} where domain_name = $1 returning *`,
    [input.domainName, input.websiteId, handle, input.user.id, input.now],
  );
  return rows[0]!;
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
      const site = await tx.query<{ handle: string | null }>(
        'select handle from websites where id = $1 for update',
        [input.websiteId],
      );
      const handle = site.rows[0]?.handle;
      if (handle === undefined) throw domainRefusals.websiteNotFound();
      if (handle === null) throw domainRefusals.notPublished();
      const other = await tx.query(
        'select 1 from website_domains where website_id = $1 and domain_name <> $2',
        [input.websiteId, input.domainName],
      );
      if (other.rows.length > 0) throw domainRefusals.websiteHasDomain();
      const found = await tx.query<DomainRow>(
        'select * from website_domains where domain_name = $1 for update',
        [input.domainName],
      );
      const existing = found.rows[0];
      let outcome: ConnectOutcome;
      if (!existing) {
        outcome = { row: await insertDomain(tx, input, handle), created: true };
      } else if (existing.user_id !== input.user.id) {
        const abandoned =
          existing.state === 'Failed' && existing.failure_reason === 'OwnershipVerificationExpired';
        if (!abandoned) throw domainRefusals.contactSupport();
        await tx.query('delete from website_domains where domain_name = $1', [input.domainName]);
        outcome = { row: await insertDomain(tx, input, handle), created: true };
      } else if (existing.website_id === input.websiteId) {
        return { row: existing, created: false };
      } else if (existing.website_id !== null) {
        throw domainRefusals.domainInUse();
      } else {
        outcome = { row: await reattach(tx, input, handle), created: true };
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
