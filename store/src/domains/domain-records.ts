import type { DomainFailureReason, DomainPendingReason, DomainState } from '@sitewright/model';
import type { Queryable } from '../database/database.ts';

/** A custom domain as kept (`website_domains`, 0001 + 0006), keyed by its name. */
export interface DomainRecord {
  domainName: string;
  /** Who connected it (spec §3 userId): their claim on the name. */
  userId: string;
  /** The website it is attached to, or null (disconnected, or its website deleted). */
  websiteId: string | null;
  /** The handle it routes to: the attached website's published handle, mirrored by a trigger. */
  websiteName: string | null;
  state: DomainState;
  pendingReason: DomainPendingReason | null;
  failureReason: DomainFailureReason | null;
  /** The value of the `_sitewright.{domain}` TXT record that proves ownership (public, not a secret). */
  verificationToken: string;
  verifiedAt: Date | null;
  certificateRequestedAt: Date | null;
  /** The last website it was disconnected from, and whether spec §4's disconnect e-mail is owed. */
  disconnectedFrom: string | null;
  disconnectEmailDue: boolean;
  createdAt: Date;
  modifiedAt: Date;
}

type DomainRow = {
  domain_name: string;
  user_id: string;
  website_id: string | null;
  website_name: string | null;
  state: DomainState;
  pending_reason: DomainPendingReason | null;
  failure_reason: DomainFailureReason | null;
  verification_token: string;
  verified_at: Date | null;
  certificate_requested_at: Date | null;
  disconnected_from: string | null;
  disconnect_email_due: boolean;
  created_at: Date;
  modified_at: Date;
};

/** The columns every statement of this module answers, in {@link toDomainRecord}'s shape. */
export const domainColumns = `domain_name, user_id, website_id, website_name, state, pending_reason,
  failure_reason, verification_token, verified_at, certificate_requested_at, disconnected_from,
  disconnect_email_due, created_at, modified_at`;

export function toDomainRecord(row: DomainRow): DomainRecord {
  return {
    domainName: row.domain_name,
    userId: row.user_id,
    websiteId: row.website_id,
    websiteName: row.website_name,
    state: row.state,
    pendingReason: row.pending_reason,
    failureReason: row.failure_reason,
    verificationToken: row.verification_token,
    verifiedAt: row.verified_at,
    certificateRequestedAt: row.certificate_requested_at,
    disconnectedFrom: row.disconnected_from,
    disconnectEmailDue: row.disconnect_email_due,
    createdAt: row.created_at,
    modifiedAt: row.modified_at,
  };
}

/** Runs a statement answering {@link domainColumns} rows, as records. */
export async function queryDomains(
  db: Queryable,
  sql: string,
  params: readonly unknown[],
): Promise<DomainRecord[]> {
  const { rows } = await db.query<DomainRow>(sql, params);
  return rows.map(toDomainRecord);
}

/**
 * The domain named `domainName`, or null. `lock`: `for update`, inside a transaction that then
 * decides from it (connect, disconnect).
 */
export async function findDomain(
  db: Queryable,
  domainName: string,
  options: { lock?: boolean } = {},
): Promise<DomainRecord | null> {
  const [found] = await queryDomains(
    db,
    `select ${domainColumns} from website_domains where domain_name = $1${options.lock ? ' for update' : ''}`,
    [domainName],
  );
  return found ?? null;
}

/** The domains recorded under `userId` (who connected them), newest first. */
export function listDomainsOfUser(db: Queryable, userId: string): Promise<DomainRecord[]> {
  return queryDomains(
    db,
    `select ${domainColumns} from website_domains where user_id = $1 order by created_at desc, domain_name`,
    [userId],
  );
}

/** The domains attached to `websiteId` (at most one), newest first. */
export function listDomainsOfWebsite(db: Queryable, websiteId: string): Promise<DomainRecord[]> {
  return queryDomains(
    db,
    `select ${domainColumns} from website_domains where website_id = $1 order by created_at desc, domain_name`,
    [websiteId],
  );
}

/** Spec §4 'pending' (neither Connected nor Failed), least recently changed first: the checker's round. */
export function listPendingDomains(db: Queryable, limit: number): Promise<DomainRecord[]> {
  return queryDomains(
    db,
    `select ${domainColumns} from website_domains
      where state in ('PendingOwnershipVerification', 'OwnershipVerified', 'PendingCertificateActivation')
      order by modified_at limit $1`,
    [limit],
  );
}

/** The names of the domains routing to `handle` (any state): the edge keys a change of it may touch. */
export async function listDomainNamesRoutingTo(db: Queryable, handle: string): Promise<string[]> {
  const { rows } = await db.query<{ domain_name: string }>(
    'select domain_name from website_domains where website_name = $1 order by domain_name',
    [handle],
  );
  return rows.map((row) => row.domain_name);
}

/** The name of every domain recorded (any state): what the edge's `domain:` keys are checked against. */
export async function listDomainNames(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ domain_name: string }>(
    'select domain_name from website_domains order by domain_name',
  );
  return rows.map((row) => row.domain_name);
}

/** One entry of a domain's history (spec §3: Created, Updated, Deleted), with the state it recorded. */
export interface DomainHistoryEntry {
  type: 'Created' | 'Updated' | 'Deleted';
  state: DomainState;
  at: Date;
}

/** The domain's history in the order of its changes (kept after the domain and its user are gone). */
export async function listDomainHistory(db: Queryable, domainName: string): Promise<DomainHistoryEntry[]> {
  const { rows } = await db.query<{ type: DomainHistoryEntry['type']; state: DomainState; at: Date }>(
    `select type, snapshot->>'state' as state, at from website_domain_history
      where domain_name = $1 order by seq`,
    [domainName],
  );
  return rows.map((row) => ({ type: row.type, state: row.state, at: row.at }));
}
