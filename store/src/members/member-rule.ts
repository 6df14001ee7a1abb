import { type WebsiteRole, websiteRole } from '@sitewright/model';
import type { Queryable } from '../database/database.ts';

/**
 * Who is a member of a website (spec §6), the one definition every statement uses: the owner (the
 * user whose id is the website's `user_id`) or an editor, the user of an ACCEPTED invite. An invite
 * that names a user (`invited_user_id`, set when it is accepted) grants only that user, whatever
 * e-mail they have now; one that names no user yet (carried over with its e-mail alone) grants the
 * user holding the invited e-mail. Pending and expired invites grant nothing.
 *
 * The SQL function `website_member_ids` (migrations 0007, 0009; the audience of the
 * `website-published` trigger) states the same rule in the database; `member-rule.test.ts` proves
 * they agree. Arguments are SQL expressions (placeholders such as `$2`, or columns), never values.
 */

/**
 * SQL condition: the invites row `invite` (an alias) is for the user (`userId`, `email`): it names
 * them, or names nobody and was sent to their e-mail. Written as an OR so the indexes on
 * `invited_user_id` and `invited_user_email` serve "which invites are this user's".
 */
export const inviteForUserSql = (invite: string, userId: string, email: string): string =>
  `(${invite}.invited_user_id = ${userId}
    or (${invite}.invited_user_id is null and ${invite}.invited_user_email = ${email}))`;

/** SQL condition: the user (`userId`, `email`) holds an accepted invite to the website `websiteId`. */
export const acceptedEditorSql = (websiteId: string, userId: string, email: string): string =>
  `exists (select 1 from invites editor_invite
    where editor_invite.website_id = ${websiteId} and editor_invite.accepted
      and ${inviteForUserSql('editor_invite', userId, email)})`;

/**
 * The caller's role from a row read with {@link acceptedEditorSql} (spec §6, the model's
 * `websiteRole`): every lookup that answers a role derives it here. `ownerId` is null for a website
 * detached from a deleted account.
 */
export function memberRole(
  ownerId: string | null,
  callerId: string,
  acceptedEditor: boolean,
): WebsiteRole | null {
  return websiteRole({ userId: ownerId ?? '' }, callerId, acceptedEditor ? { accepted: true } : null);
}

/** SQL condition: the user (`userId`, `email`) is the owner or an editor of the websites row `website` (an alias). */
export const websiteMemberSql = (website: string, userId: string, email: string): string =>
  `(${website}.user_id = ${userId} or ${acceptedEditorSql(`${website}.id`, userId, email)})`;

/**
 * SQL query: the ids (uuid column `id`) of the members of the website `websiteId`. A website
 * detached from a deleted account (0005) has no owner; an invite naming no user whose e-mail has no
 * account yet names nobody.
 */
export const websiteMemberIdsSql = (websiteId: string): string =>
  `select user_id as id from websites where id = ${websiteId} and user_id is not null
   union
   select coalesce(editor_invite.invited_user_id, holder.id) from invites editor_invite
     left join users holder
       on editor_invite.invited_user_id is null and holder.email = editor_invite.invited_user_email
    where editor_invite.website_id = ${websiteId} and editor_invite.accepted
      and coalesce(editor_invite.invited_user_id, holder.id) is not null`;

/** The user ids of a website's members: who is told when something about it changes. */
export async function websiteMemberIds(db: Queryable, websiteId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `select id::text as id from (${websiteMemberIdsSql('$1')}) members`,
    [websiteId],
  );
  return rows.map((row) => row.id);
}

/**
 * The user an invite is for: the user it names, or, while it names nobody, the account holding
 * its e-mail (undefined when there is none yet).
 */
export async function inviteeId(
  db: Queryable,
  invite: { invitedUserId: string | null; invitedUserEmail: string },
): Promise<string | undefined> {
  if (invite.invitedUserId) return invite.invitedUserId;
  const { rows } = await db.query<{ id: string }>('select id from users where email = $1', [
    invite.invitedUserEmail,
  ]);
  return rows[0]?.id;
}
