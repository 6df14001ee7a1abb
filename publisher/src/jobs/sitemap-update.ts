import { revalidateCacheControl } from '../object-store/content-headers.ts';
import type { ObjectStore } from '../object-store/object-store.ts';
import { bucketOf, indexName, type SitemapIteration, sitemapKey } from '../sitemap/bucket-of.ts';
import { planSitemapUpdate } from '../sitemap/sitemap-plan.ts';
import { robotsTxt } from '../sitemap/sitemap-xml.ts';
import { type PublishDatabase, toDate, toDateOrNull, toNumber } from './database.ts';

/** One job's change to the shared sitemap, ordered by the request's sequence. */
export type SitemapJobChange =
  | { type: 'upsert'; handle: string; lastmod: Date; indexed: boolean; sequence: number }
  | { type: 'remove'; handle: string; sequence: number };

/** The key of the shared origin's robots.txt (served at `/robots.txt`). */
export const robotsKey = 'sitemaps/robots.txt';

/**
 * Applies one change to the sitemap (spec §3: v1, 16 buckets): rewrites only the handle's bucket
 * and the index, in the store and in `sitemap_entries`/`sitemap_buckets`. Every sitemap change
 * holds the iteration's row lock, so plans are serialised (the index lists every bucket, so two
 * changes in different buckets must not interleave either); the files are written under the lock.
 * A change older than the handle's last one (by sequence) changes nothing.
 * @returns the keys rewritten or removed (for the CDN).
 */
export async function updateSitemap(
  db: PublishDatabase,
  store: ObjectStore,
  sitesUrl: string,
  change: SitemapJobChange,
  now: Date,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const it = await tx.query<{ version: number; bucket_count: number }>(
      'select version, bucket_count from sitemap_iterations order by version desc limit 1 for update',
    );
    const row = it.rows[0];
    if (!row) throw new Error('No sitemap iteration configured');
    const iteration: SitemapIteration = {
      version: toNumber(row.version),
      bucketCount: toNumber(row.bucket_count),
    };
    const last = await tx.query<{ sequence: unknown }>(
      'select sequence from sitemap_entries where version = $1 and handle = $2',
      [iteration.version, change.handle],
    );
    if (last.rows[0] && toNumber(last.rows[0].sequence) >= change.sequence) return [];

    const bucket = bucketOf(change.handle, iteration.bucketCount);
    const entries = await tx.query<{ handle: string; lastmod: unknown }>(
      'select handle, lastmod from sitemap_entries where version = $1 and bucket = $2 and indexed',
      [iteration.version, bucket],
    );
    const buckets = await tx.query<{ bucket: number; modified_at: unknown }>(
      'select bucket, modified_at from sitemap_buckets where version = $1',
      [iteration.version],
    );
    const bucketLastmods: (Date | null)[] = Array.from({ length: iteration.bucketCount }, () => null);
    for (const b of buckets.rows) bucketLastmods[toNumber(b.bucket)] = toDateOrNull(b.modified_at);
    const plan = planSitemapUpdate({
      change:
        change.type === 'upsert'
          ? { type: 'upsert', handle: change.handle, lastmod: change.lastmod, indexed: change.indexed }
          : { type: 'remove', handle: change.handle },
      bucketEntries: entries.rows.map((e) => ({ handle: e.handle, lastmod: toDate(e.lastmod) })),
      bucketLastmods,
      sitesBaseUrl: sitesUrl,
      now,
      iteration,
    });

    for (const file of plan.files) {
      if (file.body === null) await store.delete(file.key);
      else await store.put(file.key, file.body, { cacheControl: revalidateCacheControl });
    }
    if (plan.files.some((f) => f.key === sitemapKey(indexName(iteration)) && f.body !== null)) {
      await store.put(robotsKey, robotsTxt(sitesUrl, indexName(iteration)), {
        cacheControl: revalidateCacheControl,
      });
    }

    const indexed = change.type === 'upsert' && change.indexed;
    const lastmod = change.type === 'upsert' ? change.lastmod : now;
    await tx.query(
      `insert into sitemap_entries (version, handle, bucket, lastmod, indexed, sequence)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (version, handle) do update set bucket = excluded.bucket, lastmod = excluded.lastmod,
         indexed = excluded.indexed, sequence = excluded.sequence`,
      [iteration.version, change.handle, bucket, lastmod, indexed, change.sequence],
    );
    const modified = plan.bucketLastmods[bucket] ?? null;
    if (modified === null) {
      await tx.query('delete from sitemap_buckets where version = $1 and bucket = $2', [
        iteration.version,
        bucket,
      ]);
    } else {
      await tx.query(
        `insert into sitemap_buckets (version, bucket, modified_at) values ($1, $2, $3)
         on conflict (version, bucket) do update set modified_at = excluded.modified_at`,
        [iteration.version, bucket, modified],
      );
    }
    return plan.files.map((f) => f.key);
  });
}
