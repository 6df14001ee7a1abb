import type { Queryable } from '../database/database.ts';

/**
 * Spec §4 ownership transfer: the website's custom domain goes with it, so the new owner can manage
 * it (spec §6). Only a domain the former owner connected moves; an editor's stays theirs.
 */
export async function transferDomainsOfWebsite(
  db: Queryable,
  input: { websiteId: string; fromUserId: string; toUserId: string },
): Promise<void> {
  await db.query('update website_domains set user_id = $3 where website_id = $1 and user_id = $2', [
    input.websiteId,
    input.fromUserId,
    input.toUserId,
  ]);
}

/**
 * Spec §4 account deletion removes the user's websites "and their addresses": every domain the
 * user connected and every domain attached to one of `websiteIds` (their websites).
 */
export async function deleteDomainsOfAccount(
  db: Queryable,
  input: { userId: string; websiteIds: readonly string[] },
): Promise<void> {
  await db.query('delete from website_domains where user_id = $1 or website_id = any($2::text[])', [
    input.userId,
    input.websiteIds,
  ]);
}
