import { randomBytes } from 'node:crypto';
import type { DomainFailureReason, DomainPendingReason, DomainState } from '@sitewright/model';
import type { Queryable } from '../database/database.ts';
import { type DomainRecord, domainColumns, queryDomains } from './domain-records.ts';

/**
 * Every write of `website_domains`. The decisions (who may, which transition, spec §4 and §8) are
 * the caller's; these statements only apply them, each guarded so that a decision made on a row
 * that moved meanwhile changes nothing. The history trigger (0001) records every change.
 */

/** A move of the state machine: the new state and reasons, and the stage times it records. */
export interface DomainChange {
  state: DomainState;
  pendingReason: DomainPendingReason | null;
  failureReason: DomainFailureReason | null;
  verifiedAt?: Date;
  certificateRequestedAt?: Date;
}

/**
 * Applies `change` only if nobody changed the domain since `domain` was read (same state and
 * modification time, to the millisecond both backends keep): a check and the periodic checker may
 * race. Null when the row moved on.
 */
export async function changeDomainIfUnchanged(
  db: Queryable,
  domain: Pick<DomainRecord, 'domainName' | 'state' | 'modifiedAt'>,
  change: DomainChange,
  now: Date,
): Promise<DomainRecord | null> {
  const [updated] = await queryDomains(
    db,
    `update website_domains
        set state = $3, pending_reason = $4, failure_reason = $5,
            verified_at = coalesce($6, verified_at),
            certificate_requested_at = coalesce($7, certificate_requested_at),
            modified_at = $8
      where domain_name = $1 and state = $2 and date_trunc('milliseconds', modified_at) = $9
      returning ${domainColumns}`,
    [
      domain.domainName,
      domain.state,
      change.state,
      change.pendingReason,
      change.failureReason,
      change.verifiedAt ?? null,
      change.certificateRequestedAt ?? null,
      now,
      domain.modifiedAt,
    ],
  );
  return updated ?? null;
}

/** 128 random bits, hex: the value of the `_sitewright.{domain}` TXT record. */
const newVerificationToken = () => randomBytes(16).toString('hex');

/** A domain being connected to a website (spec §4: it starts PendingOwnershipVerification). */
export interface DomainConnection {
  domainName: string;
  websiteId: string;
  /** The website's published handle (a domain is connected to published websites only). */
  handle: string;
  userId: string;
  now: Date;
}

/** Records a new domain attached to a website, with a fresh ownership token. */
export async function createDomain(db: Queryable, connection: DomainConnection): Promise<DomainRecord> {
  const [created] = await queryDomains(
    db,
    `insert into website_domains
       (domain_name, website_id, website_name, user_id, verification_token, created_at, modified_at)
     values ($1, $2, $3, $4, $5, $6, $6) returning ${domainColumns}`,
    [
      connection.domainName,
      connection.websiteId,
      connection.handle,
      connection.userId,
      newVerificationToken(),
      connection.now,
    ],
  );
  return created!;
}

/**
 * Attaches an existing domain of the user to a website again, starting over as a new connection
 * (PendingOwnershipVerification, new creation time, no disconnect e-mail owed). Its ownership token
 * is kept: the TXT record the owner already made still proves the name is theirs.
 */
export async function reattachDomain(db: Queryable, connection: DomainConnection): Promise<DomainRecord> {
  const [attached] = await queryDomains(
    db,
    `update website_domains
        set website_id = $2, website_name = $3, user_id = $4, state = 'PendingOwnershipVerification',
            pending_reason = null, failure_reason = null, verified_at = null, certificate_requested_at = null,
            disconnect_email_due = false, created_at = $5, modified_at = $5
      where domain_name = $1 returning ${domainColumns}`,
    [connection.domainName, connection.websiteId, connection.handle, connection.userId, connection.now],
  );
  return attached!;
}

/** Whether another domain than `domainName` is attached to the website (one per website). */
export async function websiteHasOtherDomain(
  db: Queryable,
  websiteId: string,
  domainName: string,
): Promise<boolean> {
  const { rows } = await db.query(
    'select 1 from website_domains where website_id = $1 and domain_name <> $2',
    [websiteId, domainName],
  );
  return rows.length > 0;
}

/**
 * The website's published handle under its row lock (null: not published; undefined: no such
 * website). The lock serialises connects to one website, which may hold one domain.
 */
export async function lockWebsiteForDomain(
  db: Queryable,
  websiteId: string,
): Promise<string | null | undefined> {
  const { rows } = await db.query<{ handle: string | null }>(
    'select handle from websites where id = $1 for update',
    [websiteId],
  );
  return rows[0]?.handle;
}

/** Deletes a domain outright (an abandoned claim, or a test's clean-up). */
export async function deleteDomain(db: Queryable, domainName: string): Promise<void> {
  await db.query('delete from website_domains where domain_name = $1', [domainName]);
}

/**
 * Deletes the domain if it is still PendingOwnershipVerification (spec §4: only then may it be
 * deleted). False when it moved on meanwhile (or is gone).
 */
export async function deletePendingDomain(db: Queryable, domainName: string): Promise<boolean> {
  const deleted = await db.query(
    `delete from website_domains where domain_name = $1 and state = 'PendingOwnershipVerification'`,
    [domainName],
  );
  return deleted.rowCount > 0;
}

/**
 * Spec §4 reconnect: a Failed domain goes back to PendingOwnershipVerification with a new creation
 * time and no reasons. Null when it is not Failed (any more).
 */
export async function restartFailedDomain(
  db: Queryable,
  domainName: string,
  now: Date,
): Promise<DomainRecord | null> {
  const [restarted] = await queryDomains(
    db,
    `update website_domains set state = 'PendingOwnershipVerification', pending_reason = null,
            failure_reason = null, verified_at = null, certificate_requested_at = null,
            created_at = $2, modified_at = $2
      where domain_name = $1 and state = 'Failed' returning ${domainColumns}`,
    [domainName, now],
  );
  return restarted ?? null;
}
