import { domainPendingStages, entityId, isDomainPending, websiteDomain } from '@sitewright/model';
import {
  changeDomainIfUnchanged,
  type Database,
  type DomainChange,
  type DomainRecord,
  type Queryable,
} from '@sitewright/store';
import { z } from 'zod';
import { notifyUsers } from '../live/notify.ts';
import { websiteMemberIds } from './website-member.ts';

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

/** The domain as the calls answer it. */
export function toDomainView(row: DomainRecord, sitesUrl: string): DomainView {
  return {
    domainName: row.domainName,
    userId: row.userId,
    websiteId: row.websiteId,
    websiteName: row.websiteName,
    state: row.state,
    pendingReason: row.pendingReason,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
    pending: isDomainPending(row.state),
    stages: domainPendingStages(row.state),
    records: [
      {
        type: 'TXT',
        host: verificationHost(row.domainName),
        value: row.verificationToken,
        purpose: 'ownership',
      },
      { type: 'CNAME', host: row.domainName, value: new URL(sitesUrl).hostname, purpose: 'traffic' },
    ],
  };
}

/**
 * Tells who may see the domain (`domainAccess`): the members of its website, or its user when it
 * is attached to nothing. A removed editor who connected it hears nothing more about it.
 */
export async function notifyDomainChanged(
  tx: Queryable,
  row: Pick<DomainRecord, 'domainName' | 'userId' | 'websiteId'> & { state: string },
): Promise<void> {
  const audience = row.websiteId ? await websiteMemberIds(tx, row.websiteId) : [row.userId];
  await notifyUsers(tx, audience, {
    kind: 'domain-changed',
    domainName: row.domainName,
    state: row.state,
  });
}

/**
 * Applies `change` unless the domain moved since `row` was read (`changeDomainIfUnchanged`), and
 * tells its users `domain-changed` in the same transaction. Null when the row moved on.
 */
export async function applyDomainChange(
  db: Database,
  row: DomainRecord,
  change: DomainChange,
  now: Date,
): Promise<DomainRecord | null> {
  return db.transaction(async (tx) => {
    const updated = await changeDomainIfUnchanged(tx, row, change, now);
    if (updated) await notifyDomainChanged(tx, updated);
    return updated;
  });
}
