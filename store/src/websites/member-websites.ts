import type { WebsiteRole } from '@sitewright/model';
import { type Queryable, statement } from '../database/database.ts';
import { acceptedEditorSql, memberRole, websiteMemberSql } from '../members/member-rule.ts';
import { notBeingDeletedSql } from './being-deleted.ts';
import { type WebsiteRecord, type WebsiteRow, websiteColumns, websiteRecordOf } from './website-record.ts';

/** A website and the caller's role on it (spec §6). */
export interface MemberWebsite {
  website: WebsiteRecord;
  role: WebsiteRole;
}

/** The member a lookup is for: the user's id and e-mail (an invite not yet naming a user grants its e-mail). */
export type Member = { id: string; email: string };

const memberWebsiteSql = `select ${websiteColumns}, ${acceptedEditorSql('w.id', '$2', '$3')} as editor
  from websites w where w.id = $1 and ${notBeingDeletedSql('w.id')}`;
// Named: every get-draft runs it, so Postgres parses and plans it once per connection.
const memberWebsite = statement('member-website', memberWebsiteSql);
const memberWebsiteLocked = statement('member-website-locked', `${memberWebsiteSql} for update of w`);

/**
 * The website and the caller's role, or null when it does not exist, is being deleted, or the
 * caller is not a member (the routes answer all three alike, so ids are not confirmed to strangers).
 * @param options.lock - `for update`: inside a transaction, holds the row until it ends.
 */
export async function findMemberWebsite(
  db: Queryable,
  websiteId: string,
  user: Member,
  options: { lock?: boolean } = {},
): Promise<MemberWebsite | null> {
  const { rows } = await db.query<WebsiteRow & { editor: boolean }>(
    options.lock ? memberWebsiteLocked : memberWebsite,
    [websiteId, user.id, user.email],
  );
  const row = rows[0];
  const role = row && memberRole(row.user_id, user.id, row.editor);
  return role ? { website: websiteRecordOf(row), role } : null;
}

/** Every website the user owns or edits, with the role (not sorted); those being deleted are gone. */
export async function listMemberWebsites(db: Queryable, user: Member): Promise<MemberWebsite[]> {
  const { rows } = await db.query<WebsiteRow>(
    `select ${websiteColumns} from websites w
     where ${websiteMemberSql('w', '$1', '$2')} and ${notBeingDeletedSql('w.id')}`,
    [user.id, user.email],
  );
  return rows.map((row) => ({
    website: websiteRecordOf(row),
    // The statement lists members only: not the owner, so an editor.
    role: memberRole(row.user_id, user.id, true)!,
  }));
}

/** How many websites the user owns (spec §9 limit); those being deleted no longer count. */
export async function countOwnedWebsites(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from websites w where w.user_id = $1 and ${notBeingDeletedSql('w.id')}`,
    [userId],
  );
  return rows[0]?.n ?? 0;
}
