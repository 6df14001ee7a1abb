import type { Queryable } from '../database/database.ts';
import { toNumber } from './row-values.ts';

/**
 * The next number of the publish sequence (0002_publishing.sql): above every request recorded so
 * far. Every pointer, sitemap and published-copy write is ordered by it, so a late, older job can
 * never undo a newer one.
 */
export async function nextPublishSequence(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: unknown }>("select nextval('publish_sequence') as n");
  return toNumber(rows[0]?.n);
}
