import type { WebsiteRole } from '@sitewright/model';
import { type NamedStatement, type Queryable, statement } from '@sitewright/store';
import { type AuthUser, type CallerCheck, type CallerColumns, callerColumns } from '../contract/index.ts';
import { draftToken } from './draft-json.ts';

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
  // A row without its website: a statement that joined the caller found no website.
  if (!row?.user_id) return null;
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

const headColumns = `w.id, w.user_id, w.draft_version, w.handle, w.created_at, w.modified_at,
  w.last_designed_at, w.last_published_at, w.last_modified_by, w.last_modified_by_at`;
const columns = `${headColumns}, w.draft`;

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

/** A website row without its draft, with the row version token of `draft-json.ts`. */
export type WebsiteHead = Omit<WebsiteRow, 'draft'> & { draft_token: string };

/**
 * {@link findMemberWebsite} with the draft and its row version token (read together, so the
 * token names exactly the draft read).
 */
export async function findMemberWebsiteWithToken(
  db: Queryable,
  websiteId: string,
  user: Pick<AuthUser, 'id' | 'email'>,
): Promise<{ row: WebsiteRow & { draft_token: string }; role: WebsiteRole } | null> {
  const { rows } = await db.query<WebsiteRow & { draft_token: string; editor: boolean }>(
    `select ${columns}, ${draftToken} as draft_token, ${acceptedEditor('$2', '$3')} as editor
     from websites w where w.id = $1 and ${notBeingDeleted}`,
    [websiteId, user.id, user.email],
  );
  return asMember(rows[0], user.id);
}

/**
 * The caller's website statements of the hot calls (`joinSession` routes): the session and user
 * checks of `authenticate` and the §6 rule of {@link findMemberWebsite}, in ONE statement. The
 * caller's row always comes back when the session exists; the website's columns are null when it
 * does not exist, is being deleted, or the caller is not a member.
 */
function callerWebsite(name: string, select: string): (check: CallerCheck) => NamedStatement {
  // One named statement per authenticator's caller SQL (there is one in a process).
  const made = new Map<string, NamedStatement>();
  return (check) => {
    let named = made.get(check.sql);
    if (!named) {
      named = statement(
        `${name}-${made.size}`,
        `with caller as (${check.sql})
         select ${callerColumns}, ${select}, ${acceptedEditor('c.caller_id', 'c.caller_email')} as editor
         from caller c left join websites w on w.id = $3 and ${notBeingDeleted}`,
      );
      made.set(check.sql, named);
    }
    return named;
  };
}
const getDraftStatement = callerWebsite(
  'website-get-draft',
  `${headColumns}, ${draftToken} as draft_token,
   case when ${draftToken} = $4::text then null else w.draft end as draft`,
);
const headStatement = callerWebsite('website-head', headColumns);

/** What a caller's website statement answers: the settled caller, and their website or null (404). */
export interface CallerWebsite<R> {
  user: AuthUser;
  member: { row: R; role: WebsiteRole } | null;
}

/**
 * get-draft's one statement: the caller (settled: 401 before anything else), and the website
 * without its draft when `keptToken` is still its row version (the kept JSON of `draft-json.ts`
 * is the document), else with it.
 */
export async function findCallerDraft(
  db: Queryable,
  caller: CallerCheck,
  websiteId: string,
  keptToken: string | null,
): Promise<CallerWebsite<WebsiteHead & { draft: Record<string, unknown> | null }>> {
  const { rows } = await db.query<
    CallerColumns & WebsiteHead & { draft: Record<string, unknown> | null; editor: boolean }
  >(getDraftStatement(caller), [...caller.params, websiteId, keptToken]);
  const user = caller.settle(rows[0]);
  return { user, member: asMember(rows[0], user.id) };
}

/**
 * The caller (settled) and the website without its draft (same §6 rule and null as
 * {@link findMemberWebsite}), in one statement: save-draft's membership and edit-control check.
 */
export async function findCallerWebsiteHead(
  db: Queryable,
  caller: CallerCheck,
  websiteId: string,
): Promise<CallerWebsite<Omit<WebsiteRow, 'draft'>>> {
  const { rows } = await db.query<CallerColumns & Omit<WebsiteRow, 'draft'> & { editor: boolean }>(
    headStatement(caller),
    [...caller.params, websiteId],
  );
  const user = caller.settle(rows[0]);
  return { user, member: asMember(rows[0], user.id) };
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
