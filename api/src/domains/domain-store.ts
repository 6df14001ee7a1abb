import {
  type DomainFailureReason,
  type DomainPendingReason,
  type DomainState,
  domainPendingStages,
  entityId,
  isDomainPending,
  websiteDomain,
} from '@sitewright/model';
import type { Database, Queryable } from '@sitewright/store';
import { z } from 'zod';
import { notifyUsers } from '../live/notify.ts';
import { websiteMemberIds } from './website-member.ts';

/** A `website_domains` row (0001 + 0006). */
export type DomainRow = {
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

/** The DNS records the owner creates at their DNS provider. */
export const dnsRecord = z.object({
  type: z.enum(['TXT', 'CNAME']),
  /** The full record name. */
  host: z.string(),
  value: z.string(),
  purpose: z.enum(['ownership', 'traffic']),
});

/** A domain as the calls answer it: the §3 entity, its website, the §4 pending stages and the DNS records. */
export const domainView = websiteDomain.safeExtend({
  websiteId: entityId.nullable(),
  /** Spec §4: neither Connected nor Failed. */
  pending: z.boolean(),
  /** Spec §4 "Pending UI stages"; null for Failed (re-configure and support instead). */
  stages: z
    .array(
      z.object({
        id: z.enum(['connectionInitiated', 'dnsVerified', 'certificate']),
        label: z.string(),
        status: z.enum(['notStarted', 'waiting', 'inProgress', 'completed']),
        note: z.string().optional(),
      }),
    )
    .nullable(),
  records: z.array(dnsRecord),
});
export type DomainView = z.infer<typeof domainView>;

/** `_sitewright.{domain}`: where the ownership TXT record lives. */
export const verificationHost = (domainName: string) => `_sitewright.${domainName}`;

/** The row as the calls answer it. */
export function toDomainView(row: DomainRow, sitesUrl: string): DomainView {
  return {
    domainName: row.domain_name,
    userId: row.user_id,
    websiteId: row.website_id,
    websiteName: row.website_name,
    state: row.state,
    pendingReason: row.pending_reason,
    failureReason: row.failure_reason,
    createdAt: row.created_at.toISOString(),
    modifiedAt: row.modified_at.toISOString(),
    pending: isDomainPending(row.state),
    stages: domainPendingStages(row.state),
    records: [
      {
        type: 'TXT',
        host: verificationHost(row.domain_name),
        value: row.verification_token,
        purpose: 'ownership',
      },
      { type: 'CNAME', host: row.domain_name, value: new URL(sitesUrl).hostname, purpose: 'traffic' },
    ],
  };
}

export async function findDomain(db: Queryable, domainName: string): Promise<DomainRow | null> {
  const { rows } = await db.query<DomainRow>('select * from website_domains where domain_name = $1', [
    domainName,
  ]);
  return rows[0] ?? null;
}

/** A move of the state machine: the new state and reasons, and the stage times it records. */
export interface DomainChange {
  state: DomainState;
  pendingReason: DomainPendingReason | null;
  failureReason: DomainFailureReason | null;
  verifiedAt?: Date;
  certificateRequestedAt?: Date;
}

/**
 * Tells who may see the domain (`domainAccess`): the members of its website, or its user when it
 * is attached to nothing. A removed editor who connected it hears nothing more about it.
 */
export async function notifyDomainChanged(tx: Queryable, row: DomainRow): Promise<void> {
  const audience = row.website_id ? await websiteMemberIds(tx, row.website_id) : [row.user_id];
  await notifyUsers(tx, audience, {
    kind: 'domain-changed',
    domainName: row.domain_name,
    state: row.state,
  });
}

/**
 * Applies `change` to the domain only if nobody changed it since `row` was read (same state and
 * modification time): a check and the periodic checker may race. Null when the row moved on.
 * The history trigger records the Updated row; the users hear `domain-changed`.
 */
export async function applyDomainChange(
  db: Database,
  row: DomainRow,
  change: DomainChange,
  now: Date,
): Promise<DomainRow | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<DomainRow>(
      `update website_domains
          set state = $3, pending_reason = $4, failure_reason = $5,
              verified_at = coalesce($6, verified_at),
              certificate_requested_at = coalesce($7, certificate_requested_at),
              modified_at = $8
        where domain_name = $1 and state = $2 and date_trunc('milliseconds', modified_at) = $9
        returning *`,
      [
        row.domain_name,
        row.state,
        change.state,
        change.pendingReason,
        change.failureReason,
        change.verifiedAt ?? null,
        change.certificateRequestedAt ?? null,
        now,
        row.modified_at,
      ],
    );
    const updated = rows[0];
    if (updated) await notifyDomainChanged(tx, updated);
    return updated ?? null;
  });
}
