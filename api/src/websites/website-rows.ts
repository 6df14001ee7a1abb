import type { WebsiteRole } from '@sitewright/model';
import type { Queryable } from '@sitewright/store';
import type { AuthUser } from '../contract/index.ts';

/**
 * The statements on `websites` the routes share. A website with an open delete request is gone
 * for every reader from the moment the delete is recorded (the publisher removes the row later).
 */

/** `websites` as the routes read it. */
export type WebsiteRow = {
  id: string;
  user_id: string;
  draft: Record<string, unknown>;
  draft_version: number;
  handle: string | null;
  created_at: Date;
  modified_at: Date;
  last_designed_at: Date | null;
  last_published_at: Date | null;
  last_modified_by: string | null;
  last_modified_by_at: Date | null;
};

/** A website and the caller's role on it (spec §6). */
export interface MemberWebsite {
  row: WebsiteRow;
  role: WebsiteRole;
}

/** Spec §6: the owner, an accepted editor, or nobody (null). */
function asMember<R extends { user_id: string; editor: boolean }>(
  row: R | undefined,
  userId: string,
): { row: R; role: WebsiteRole } | null {
  if (!row) return null;
  if (row.user_id === userId) return { row, role: 'Owner' };
  return row.editor ? { row, role: 'Editor' } : null;
}

/** SQL: the website is not being deleted. `w` is the websites alias. */
export const notBeingDeleted = `not exists (select 1 from publish_requests r where r.website_id = w.id
  and r.kind = 'delete' and r.state in ('queued', 'running'))`;

/**
 * SQL: the user (id and e-mail parameters) holds an accepted invite to `w` (spec §6 Editor). An
 * invite that names a user grants only that user; one that does not yet, the invited e-mail's.
 */
export const acceptedEditor = (userId: string, email: string) =>
  `exists (select 1 from invites i where i.website_id = w.id and i.accepted
    and coalesce(i.invited_user_id = ${userId}, i.invited_user_email = ${email}))`;

const columns = `w.id, w.user_id, w.draft_version, w.handle, w.created_at, w.modified_at,
  w.last_designed_at, w.last_published_at, w.last_modified_by, w.last_modified_by_at, w.draft`;

/**
 * The website and the caller's role, or null when it does not exist, is being deleted, or the
 * caller is neither its owner nor an accepted editor (the routes answer all three with 404).
 * @param lock - `for update`: inside a transaction, holds the row until it ends.
 */
export async function findMemberWebsite(
  db: Queryable,
  websiteId: string,
  user: Pick<AuthUser, 'id' | 'email'>,
  lock = false,
): Promise<MemberWebsite | null> {
  const { rows } = await db.query<WebsiteRow & { editor: boolean }>(
    `select ${columns}, ${acceptedEditor('$2', '$3')} as editor from websites w
     where w.id = $1 and ${notBeingDeleted}${lock ? ' for update of w' : ''}`,
    [websiteId, user.id, user.email],
  );
  return asMember(rows[0], user.id);
}

/** Every website the user owns or edits, with the role (not yet sorted). */
export async function listMemberWebsites(
  db: Queryable,
  user: Pick<AuthUser, 'id' | 'email'>,
): Promise<MemberWebsite[]> {
  const { rows } = await db.query<WebsiteRow & { owner: boolean }>(
    `select ${columns}, w.user_id = $1 as owner from websites w
     where (w.user_id = $1 or ${acceptedEditor('$1', '$2')}) and ${notBeingDeleted}`,
    [user.id, user.email],
  );
  return rows.map((row) => ({ row, role: row.owner ? 'Owner' : 'Editor' }));
}

/** How many websites the user owns (those being deleted no longer count). */
export async function countOwnedWebsites(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from websites w where w.user_id = $1 and ${notBeingDeleted}`,
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/**
 * SQL: the ids (`id`, text) of the owner and the accepted editors of website `websiteId` (a
 * parameter): who hears about its changes. The same audience as the SQL function
 * `website_member_ids` of migration 0007.
 */
export const memberIdsSql = (websiteId: string) =>
  `select user_id::text as id from websites where id = ${websiteId}
   union
   select coalesce(i.invited_user_id, u.id)::text from invites i
     left join users u on i.invited_user_id is null and u.email = i.invited_user_email
   where i.website_id = ${websiteId} and i.accepted and coalesce(i.invited_user_id, u.id) is not null`;

/** The owner and the accepted editors of a website: who hears about its changes. */
export async function memberIds(db: Queryable, websiteId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(memberIdsSql('$1'), [websiteId]);
  return rows.map((r) => r.id);
}
