import { disconnectDomain, may } from '@sitewright/model';
import type { Database } from '@sitewright/store';
import type { AuthUser } from '../contract/authenticator.ts';
import { notifyUsers } from '../live/notify.ts';
import { domainRefusals } from './domain-errors.ts';
import { type DomainRow, findDomain } from './domain-store.ts';
import { websiteMemberIds, websiteMembership } from './website-member.ts';

/** What a disconnect did (spec §4). */
export interface DisconnectOutcome {
  row: DomainRow;
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
  const member = found.website_id ? await websiteMembership(db, found.website_id, user) : null;
  if (!member) {
    // Only the domain's own user learns that it is not attached anywhere. Attached to a website the
    // caller is not (or no longer) a member of, it is not theirs, whoever connected it (§6).
    if (found.website_id === null && found.user_id === user.id) throw domainRefusals.disconnectFailed(409);
    throw domainRefusals.notOwned();
  }
  if (!may(member.role, 'disconnectDomains')) throw domainRefusals.disconnectFailed(403);
  const websiteId = member.websiteId;
  return db.transaction(async (tx) => {
    const site = await tx.query<{ draft: { websiteSettings?: { gaMeasurementId?: string } } }>(
      'select draft from websites where id = $1 for update',
      [websiteId],
    );
    const row = (
      await tx.query<DomainRow>('select * from website_domains where domain_name = $1 for update', [
        domainName,
      ])
    ).rows[0];
    if (!row || row.website_id !== websiteId || !site.rows[0]) throw domainRefusals.disconnectFailed(409);
    const analyticsId = site.rows[0].draft.websiteSettings?.gaMeasurementId ?? '';
    const decided = disconnectDomain(
      { userId: row.user_id, state: row.state, createdAt: row.created_at, modifiedAt: row.modified_at },
      { analyticsId },
      now,
    );
    const { rows } = await tx.query<DomainRow>(
      `update website_domains set website_name = null, website_id = null, disconnected_from = $2,
              disconnect_email_due = $3, modified_at = $4
        where domain_name = $1 returning *`,
      [domainName, websiteId, decided.sendDisconnectEmail, now],
    );
    const updated = rows[0]!;
    const analyticsIdCleared = decided.analyticsId !== analyticsId;
    if (analyticsIdCleared) {
      const draft = await tx.query<{ draft_version: number }>(
        `update websites
            set draft = jsonb_set(draft, '{websiteSettings,gaMeasurementId}', to_jsonb($2::text)),
                draft_version = draft_version + 1, modified_at = $3
          where id = $1 returning draft_version`,
        [websiteId, decided.analyticsId, now],
      );
      await notifyUsers(tx, await websiteMemberIds(tx, websiteId), {
        kind: 'draft-saved',
        websiteId,
        version: draft.rows[0]!.draft_version,
        byUserId: user.id,
      });
    }
    await notifyUsers(tx, [updated.user_id, ...(await websiteMemberIds(tx, websiteId))], {
      kind: 'domain-changed',
      domainName,
      state: updated.state,
    });
    return { row: updated, websiteId, sendDisconnectEmail: decided.sendDisconnectEmail, analyticsIdCleared };
  });
}
