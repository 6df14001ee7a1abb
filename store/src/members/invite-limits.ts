import { durations } from '@sitewright/model';
import type { Queryable } from '../database/database.ts';
import { notBeingDeletedSql } from '../websites/being-deleted.ts';
import { inviteForUserSql } from './member-rule.ts';

/**
 * What the limits of spec §9 count: a website's invitations ("Accepted invites: 20", Pending and
 * Accepted ones) and its editors, and the websites shared with a user ("Shared websites: 5").
 * Callers hold the website's row lock (and, when accepting, the user's: the users aggregate's `lockUser`)
 * so two changes never pass a limit together.
 */

/** The invites that use up the website's invitations: Accepted and still-Pending ones (Expired ones do not). */
export async function countActiveInvites(db: Queryable, websiteId: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int8 as n from invites where website_id = $1 and (accepted or created_at >= $2)',
    [websiteId, new Date(now.getTime() - durations.inviteValidity)],
  );
  return rows[0]?.n ?? 0;
}

/** The website's editors: its accepted invites. */
export async function countEditors(db: Queryable, websiteId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int8 as n from invites where website_id = $1 and accepted',
    [websiteId],
  );
  return rows[0]?.n ?? 0;
}

/**
 * SQL expression: how many websites are shared with the user (`userId`, `email`): websites they
 * edit (the member rule's accepted invites), do not own, and that are not being deleted.
 */
const sharedWebsitesSql = (userId: string, email: string) =>
  `(select count(*)::int8 from invites shared_invite
     join websites shared_website on shared_website.id = shared_invite.website_id
    where shared_invite.accepted and ${inviteForUserSql('shared_invite', userId, email)}
      and shared_website.user_id is distinct from ${userId}
      and ${notBeingDeletedSql('shared_website.id')})`;

/** How many websites are shared with the user (spec §9 "Shared websites: 5"). */
export async function countSharedWebsites(
  db: Queryable,
  user: { id: string; email: string },
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select ${sharedWebsitesSql('$1::uuid', '$2')} as n`, [
    user.id,
    user.email,
  ]);
  return rows[0]?.n ?? 0;
}

/**
 * How many websites are shared with the account holding `email`, or undefined when nobody has
 * that e-mail yet (an invitation to a new person).
 */
export async function countSharedWebsitesOfEmail(db: Queryable, email: string): Promise<number | undefined> {
  const { rows } = await db.query<{ n: number }>(
    `select ${sharedWebsitesSql('u.id', 'u.email')} as n from users u where u.email = $1`,
    [email],
  );
  return rows[0]?.n;
}
