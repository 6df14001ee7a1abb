import type { WebsiteRole } from '@sitewright/model';
import type { Queryable } from '../database/database.ts';
import { notBeingDeletedSql } from '../websites/being-deleted.ts';
import { acceptedEditorSql, memberRole } from './member-rule.ts';

/** Who asks: a user with their e-mail (an invite naming no user is theirs by e-mail). */
export interface MemberCaller {
  id: string;
  email: string;
}

/** A website with its owner and the caller's role on it (spec §6). */
export interface MemberAccess {
  websiteId: string;
  /** The published address, or null while a draft. */
  handle: string | null;
  /** The draft's `websiteSettings.businessName`, or null when it has none. */
  businessName: string | null;
  owner: { id: string; email: string; displayName: string | null };
  /** Owner, Editor (the member rule of `member-rule.ts`), or null: not a member. */
  role: WebsiteRole | null;
}

interface AccessRow {
  id: string;
  handle: string | null;
  business_name: string | null;
  owner_id: string;
  owner_email: string;
  owner_display_name: string | null;
  editor: boolean;
  [column: string]: unknown;
}

/**
 * The website, its owner and the caller's role, or undefined when there is no such website or it
 * is being deleted (it is gone for every reader from then on; an ownerless website, detached from a
 * deleted account, always is).
 * @param options.lock - `for update` of the website: every change to a website's editors holds it,
 * so two calls never decide on the same invites at once and the limits of spec §9 stay exact.
 */
export async function findMemberAccess(
  db: Queryable,
  websiteId: string,
  caller: MemberCaller,
  options: { lock?: boolean } = {},
): Promise<MemberAccess | undefined> {
  const { rows } = await db.query<AccessRow>(
    `select w.id, w.handle, w.draft -> 'websiteSettings' ->> 'businessName' as business_name,
       u.id as owner_id, u.email as owner_email, u.display_name as owner_display_name,
       ${acceptedEditorSql('w.id', '$2', '$3')} as editor
     from websites w join users u on u.id = w.user_id
     where w.id = $1 and ${notBeingDeletedSql('w.id')}${options.lock ? ' for update of w' : ''}`,
    [websiteId, caller.id, caller.email],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    websiteId: row.id,
    handle: row.handle,
    businessName: row.business_name,
    owner: { id: row.owner_id, email: row.owner_email, displayName: row.owner_display_name },
    role: memberRole(row.owner_id, caller.id, row.editor),
  };
}
