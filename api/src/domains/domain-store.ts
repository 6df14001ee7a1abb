import { type DomainView, domainPendingStages, isDomainPending } from '@sitewright/model';
import {
  changeDomainIfUnchanged,
  type Database,
  type DomainChange,
  type DomainRecord,
  type Queryable,
} from '@sitewright/store';
import { notifyUsers } from '../live/notify.ts';
import { websiteMemberIds } from './website-member.ts';

/** `_sitewright.{domain}`: where the ownership TXT record lives. */
export const verificationHost = (domainName: string) => `_sitewright.${domainName}`;

/** The domain as the calls answer it; `cnameTarget` is the host its CNAME record points at. */
export function toDomainView(row: DomainRecord, cnameTarget: string): DomainView {
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
      { type: 'CNAME', host: row.domainName, value: cnameTarget, purpose: 'traffic' },
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
