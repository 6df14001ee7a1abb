import type { Website } from '@sitewright/model';
import type { Queryable } from '../database/database.ts';

/**
 * Holds the owner's user row until the transaction ends, so two creations (or an ownership move)
 * for one owner run one after the other and the owned-website limit (spec §9) cannot be passed by
 * running them at once.
 */
export async function lockWebsiteOwner(tx: Queryable, ownerId: string): Promise<void> {
  await tx.query('select id from users where id = $1 for update', [ownerId]);
}

/** Stores a new website: its first draft, version 1, no address yet. */
export async function insertNewWebsite(
  db: Queryable,
  website: { id: string; ownerId: string; document: Website },
): Promise<void> {
  await db.query(
    `insert into websites (id, user_id, draft, draft_version, handle, created_at, modified_at)
     values ($1, $2, $3, 1, null, $4, $4)`,
    [website.id, website.ownerId, website.document, new Date(website.document.createdAt)],
  );
}
