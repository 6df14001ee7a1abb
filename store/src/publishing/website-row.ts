import type { Queryable } from '../database/database.ts';
import { toNumber } from './row-values.ts';

/**
 * The website row as publishing uses it: the lock that serialises every publishing write of one
 * website, and `websites.publish_sequence`, the sequence of the newest request applied to it.
 */

/** Locks the website's row (until the transaction ends); false when the website is gone. */
export async function lockWebsiteForPublishing(tx: Queryable, websiteId: string): Promise<boolean> {
  const { rows } = await tx.query('select 1 from websites where id = $1 for update', [websiteId]);
  return rows.length > 0;
}

/** The sequence of the newest request applied to the website, or null when the website is gone. */
async function appliedSequence(db: Queryable, websiteId: string, lock: boolean): Promise<number | null> {
  const { rows } = await db.query<{ publish_sequence: unknown }>(
    lock
      ? 'select publish_sequence from websites where id = $1 for update'
      : 'select publish_sequence from websites where id = $1',
    [websiteId],
  );
  return rows[0] ? toNumber(rows[0].publish_sequence) : null;
}

/**
 * The one definition of "superseded": a request at `sequence` is moot once a request of the same
 * website at or after it was applied (`publish_sequence`), so building it would be wasted and
 * writing it would roll the site back. Store-internal (not exported by the index).
 */
export function supersedes(applied: number, sequence: number): boolean {
  return applied >= sequence;
}

/**
 * Whether a newer request of the website was applied already (checked before building). False when
 * the website is gone: the job then finds out by itself.
 */
export async function isRequestSuperseded(
  db: Queryable,
  websiteId: string,
  sequence: number,
): Promise<boolean> {
  const applied = await appliedSequence(db, websiteId, false);
  return applied !== null && supersedes(applied, sequence);
}

/**
 * Locks the website; true when a request at `sequence` is still the newest applied to it (nothing
 * newer was applied first). False also when the website is gone.
 */
export async function lockIfCurrent(tx: Queryable, websiteId: string, sequence: number): Promise<boolean> {
  const applied = await appliedSequence(tx, websiteId, true);
  return applied !== null && !supersedes(applied, sequence);
}

/**
 * The last step of a delete job (spec §4 "Delete website"): the website row goes, and with it
 * (foreign keys) its published copy, its claims and its requests. Runs only once every address it
 * held was retired.
 */
export async function finishWebsiteDeletion(db: Queryable, websiteId: string): Promise<void> {
  await db.query('delete from websites where id = $1', [websiteId]);
}
