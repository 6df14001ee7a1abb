import { type WebsiteRole, websiteRole } from '@sitewright/model';
import type { Queryable } from '@sitewright/store';
import type { AuthUser } from '../contract/authenticator.ts';

/** A website as the domain, upload and export calls see it, with the caller's role on it. */
export interface WebsiteMembership {
  websiteId: string;
  /** The owner (spec §6: the user whose id is the website's userId). */
  ownerId: string;
  /** The published address, or null while a draft. */
  handle: string | null;
  role: WebsiteRole;
}

/**
 * The caller's role on a website (spec §6): Owner, or Editor through an ACCEPTED invite naming them
 * (by user id, or by e-mail while the invite has no user id yet). A pending invitee, a revoked
 * editor (their invite is gone), another user, an unknown website and one being deleted (its delete
 * request is recorded) all get `null`.
 */
export async function websiteMembership(
  db: Queryable,
  websiteId: string,
  user: Pick<AuthUser, 'id' | 'email'>,
): Promise<WebsiteMembership | null> {
  const { rows } = await db.query<{ id: string; user_id: string; handle: string | null; editor: boolean }>(
    `select w.id, w.user_id, w.handle, ${acceptedEditorOf('w', '$2', '$3')} as editor
       from websites w
      where w.id = $1 and ${notBeingDeleted('w')}`,
    [websiteId, user.id, user.email],
  );
  const row = rows[0];
  if (!row) return null;
  const role = websiteRole({ userId: row.user_id }, user.id, row.editor ? { accepted: true } : null);
  return role ? { websiteId: row.id, ownerId: row.user_id, handle: row.handle, role } : null;
}

/** SQL: the user (`userId`, `email`: placeholders) holds an accepted invite to the website `w`. */
const acceptedEditorOf = (w: string, userId: string, email: string) =>
  `exists (select 1 from invites i
            where i.website_id = ${w}.id and i.accepted
              and (i.invited_user_id = ${userId}
                   or (i.invited_user_id is null and i.invited_user_email = ${email})))`;

/** SQL: no delete request of the website `w` is open (from then on it is gone for every reader). */
const notBeingDeleted = (w: string) =>
  `not exists (select 1 from publish_requests r where r.website_id = ${w}.id
                and r.kind = 'delete' and r.state in ('queued', 'running'))`;

/**
 * SQL condition, the same rule as {@link websiteMembership}: the user (`userId`, `email`:
 * placeholders such as `$1`) is NOW the owner or an accepted editor of the website whose id is the
 * expression `websiteId`.
 */
export function isWebsiteMemberSql(websiteId: string, userId: string, email: string): string {
  return `exists (select 1 from websites w
                   where w.id = ${websiteId} and ${notBeingDeleted('w')}
                     and (w.user_id = ${userId} or ${acceptedEditorOf('w', userId, email)}))`;
}

/** Every member of a website (owner and accepted editors): whom a live event about it goes to. */
export async function websiteMemberIds(db: Queryable, websiteId: string): Promise<string[]> {
  // website_member_ids (migration 0007) is also the audience of the `website-published` trigger.
  const { rows } = await db.query<{ id: string }>('select website_member_ids($1)::text as id', [websiteId]);
  return rows.map((r) => r.id);
}
