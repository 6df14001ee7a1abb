import { disconnectDomain, may } from '@sitewright/model';
import {
  type Database,
  type DomainRecord,
  detachDomain,
  findDomain,
  lockDraftAnalyticsId,
  replaceDraftAnalyticsId,
} from '@sitewright/store';
import type { AuthUser } from '../contract/authenticator.ts';
import { notifyUsers } from '../live/notify.ts';
import { domainRefusals } from './domain-errors.ts';
import { websiteMemberIds, websiteMembership } from './website-member.ts';

/** What a disconnect did (spec §4). */
export interface DisconnectOutcome {
  row: DomainRecord;
  websiteId: string;
  /** The client now calls `POST /api/entri/email-service/send-disconnect-email` (spec §7). */
  sendDisconnectEmail: boolean;
  /** The draft's Tag Manager ID was cleared (it needs the site's own origin). */
  analyticsIdCleared: boolean;
}

/**
 * Disconnects a domain from its website (spec §4, §6: the website's owner only): the domain keeps
 * its owner and state but serves nothing (website name and website cleared); a `GTM-` analytics ID
 * is cleared from the draft (a new draft version, so an open designer's stale save is refused, not
 * merged); the disconnect e-mail is owed when the domain was last modified over 7 days ago.
 */
export async function disconnectFromWebsite(
  db: Database,
  domainName: string,
  user: Pick<AuthUser, 'id' | 'email'>,
  now: Date,
): Promise<DisconnectOutcome> {
  const found = await findDomain(db, domainName);
  if (!found) throw domainRefusals.notOwned();
  const member = found.websiteId ? await websiteMembership(db, found.websiteId, user) : null;
  if (!member) {
    // Only the domain's own user learns that it is not attached anywhere. Attached to a website the
    // caller is not (or no longer) a member of, it is not theirs, whoever connected it (§6).
    if (found.websiteId === null && found.userId === user.id) throw domainRefusals.disconnectFailed(409);
    throw domainRefusals.notOwned();
  }
  if (!may(member.role, 'disconnectDomains')) throw domainRefusals.disconnectFailed(403);
  const websiteId = member.websiteId;
  return db.transaction(async (tx) => {
    const analyticsId = await lockDraftAnalyticsId(tx, websiteId);
    const row = await findDomain(tx, domainName, { lock: true });
    if (!row || row.websiteId !== websiteId || analyticsId === null)
      throw domainRefusals.disconnectFailed(409);
    const decided = disconnectDomain(row, { analyticsId }, now);
    const updated = await detachDomain(tx, {
      domainName,
      websiteId,
      disconnectEmailDue: decided.sendDisconnectEmail,
      now,
    });
    const analyticsIdCleared = decided.analyticsId !== analyticsId;
    if (analyticsIdCleared) {
      const version = await replaceDraftAnalyticsId(tx, websiteId, decided.analyticsId, now);
      await notifyUsers(tx, await websiteMemberIds(tx, websiteId), {
        kind: 'draft-saved',
        websiteId,
        version,
        byUserId: user.id,
      });
    }
    await notifyUsers(tx, [updated.userId, ...(await websiteMemberIds(tx, websiteId))], {
      kind: 'domain-changed',
      domainName,
      state: updated.state,
    });
    return { row: updated, websiteId, sendDisconnectEmail: decided.sendDisconnectEmail, analyticsIdCleared };
  });
}
