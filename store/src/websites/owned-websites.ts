import type { Queryable } from '../database/database.ts';

/**
 * Every website `ownerId` owns — being deleted or not — held under a lock until the transaction
 * ends, in id order (two deletions lock in the same order): what an account deletion hands to the
 * publisher.
 */
export async function lockOwnedWebsites(
  tx: Queryable,
  ownerId: string,
): Promise<{ id: string; handle: string | null }[]> {
  const { rows } = await tx.query<{ id: string; handle: string | null }>(
    'select id, handle from websites where user_id = $1 order by id for update',
    [ownerId],
  );
  return rows;
}

/**
 * Detaches a website from its owner's account (migration 0005: `user_id` may be null), so its
 * delete job outlives the account. A detached website has no owner and no members.
 */
export async function detachWebsite(tx: Queryable, websiteId: string): Promise<void> {
  await tx.query('update websites set user_id = null where id = $1', [websiteId]);
}
