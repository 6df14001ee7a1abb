import type { Queryable } from '../database/database.ts';
import { toDate, toDateOrNull, toNumber } from './row-values.ts';

/**
 * What the shared sitemap holds (spec §3: v1, 16 buckets), as `sitemap_iterations`,
 * `sitemap_entries` and `sitemap_buckets` record it. The publisher plans each change and writes
 * the files; these functions read and record the rows, inside the transaction that holds the
 * iteration's lock.
 */

/** The sitemap iteration in use: its version and how many buckets it has. */
export interface SitemapIterationRow {
  version: number;
  bucketCount: number;
}

/**
 * Locks the newest sitemap iteration (until the transaction ends) and answers it. Every sitemap
 * change holds this lock, so changes are planned one at a time: the index lists every bucket, so
 * two changes in different buckets must not interleave either. Throws when none is configured.
 */
export async function lockSitemapIteration(tx: Queryable): Promise<SitemapIterationRow> {
  const { rows } = await tx.query<{ version: unknown; bucket_count: unknown }>(
    'select version, bucket_count from sitemap_iterations order by version desc limit 1 for update',
  );
  const row = rows[0];
  if (!row) throw new Error('No sitemap iteration configured');
  return { version: toNumber(row.version), bucketCount: toNumber(row.bucket_count) };
}

/** The sequence of the last change recorded for `handle` in the iteration, or null. */
export async function sitemapEntrySequence(
  tx: Queryable,
  version: number,
  handle: string,
): Promise<number | null> {
  const { rows } = await tx.query<{ sequence: unknown }>(
    'select sequence from sitemap_entries where version = $1 and handle = $2',
    [version, handle],
  );
  return rows[0] ? toNumber(rows[0].sequence) : null;
}

/** The indexed entries of one bucket: the URLs its file lists. */
export async function indexedSitemapEntries(
  tx: Queryable,
  version: number,
  bucket: number,
): Promise<{ handle: string; lastmod: Date }[]> {
  const { rows } = await tx.query<{ handle: string; lastmod: unknown }>(
    'select handle, lastmod from sitemap_entries where version = $1 and bucket = $2 and indexed',
    [version, bucket],
  );
  return rows.map((row) => ({ handle: row.handle, lastmod: toDate(row.lastmod) }));
}

/** Each bucket's last modification (null: the bucket has no file), indexed by bucket number. */
export async function sitemapBucketLastmods(
  tx: Queryable,
  iteration: SitemapIterationRow,
): Promise<(Date | null)[]> {
  const { rows } = await tx.query<{ bucket: unknown; modified_at: unknown }>(
    'select bucket, modified_at from sitemap_buckets where version = $1',
    [iteration.version],
  );
  const lastmods: (Date | null)[] = Array.from({ length: iteration.bucketCount }, () => null);
  for (const row of rows) lastmods[toNumber(row.bucket)] = toDateOrNull(row.modified_at);
  return lastmods;
}

/** One handle's entry as a change leaves it. */
export interface SitemapEntryRow {
  version: number;
  handle: string;
  bucket: number;
  lastmod: Date;
  /** Listed in its bucket's file (false: removed, or published without search indexing). */
  indexed: boolean;
  /** The sequence of the change, so an older one arriving later changes nothing. */
  sequence: number;
}

/** Records a handle's entry after a change, and its bucket's last modification (null: no file). */
export async function saveSitemapChange(
  tx: Queryable,
  entry: SitemapEntryRow,
  bucketModifiedAt: Date | null,
): Promise<void> {
  await tx.query(
    `insert into sitemap_entries (version, handle, bucket, lastmod, indexed, sequence)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (version, handle) do update set bucket = excluded.bucket, lastmod = excluded.lastmod,
       indexed = excluded.indexed, sequence = excluded.sequence`,
    [entry.version, entry.handle, entry.bucket, entry.lastmod, entry.indexed, entry.sequence],
  );
  if (bucketModifiedAt === null) {
    await tx.query('delete from sitemap_buckets where version = $1 and bucket = $2', [
      entry.version,
      entry.bucket,
    ]);
  } else {
    await tx.query(
      `insert into sitemap_buckets (version, bucket, modified_at) values ($1, $2, $3)
       on conflict (version, bucket) do update set modified_at = excluded.modified_at`,
      [entry.version, entry.bucket, bucketModifiedAt],
    );
  }
}
