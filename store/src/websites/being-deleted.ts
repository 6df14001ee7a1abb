import type { Queryable } from '../database/database.ts';

/**
 * A website is being deleted from the moment its owner's delete is recorded: it has an open
 * (`queued` or `running`) `delete` publish request. From then on it is gone for every reader and
 * every other request — lists, reads, saves, invites, domains, publishes, the owned-website count —
 * though the publisher removes its published copy and its row only later. A delete that failed
 * for good leaves the website as it was (an operator replays it).
 *
 * The one definition: every statement that must not see a website being deleted uses these
 * conditions. `websiteId` is an SQL expression (a column such as `w.id`, or a placeholder), never
 * a value.
 */
export const beingDeletedSql = (websiteId: string): string =>
  `exists (select 1 from publish_requests delete_request
    where delete_request.website_id = ${websiteId} and delete_request.kind = 'delete'
      and delete_request.state in ('queued', 'running'))`;

/** SQL condition: the website `websiteId` (an SQL expression) is not being deleted; see {@link beingDeletedSql}. */
export const notBeingDeletedSql = (websiteId: string): string => `not ${beingDeletedSql(websiteId)}`;

/** Whether the website is being deleted ({@link beingDeletedSql}); false for a website that does not exist. */
export async function isBeingDeleted(db: Queryable, websiteId: string): Promise<boolean> {
  const { rows } = await db.query<{ deleting: boolean }>(`select ${beingDeletedSql('$1')} as deleting`, [
    websiteId,
  ]);
  return rows[0]?.deleting === true;
}
