import {
  type Database,
  indexedSitemapEntries,
  lockSitemapIteration,
  saveSitemapChange,
  sitemapBucketLastmods,
  sitemapEntrySequence,
} from '@sitewright/store';
import { revalidateCacheControl } from '../object-store/content-headers.ts';
import type { ObjectStore } from '../object-store/object-store.ts';
import { bucketOf, indexName, type SitemapIteration, sitemapKey } from '../sitemap/bucket-of.ts';
import { planSitemapUpdate } from '../sitemap/sitemap-plan.ts';
import { robotsTxt } from '../sitemap/sitemap-xml.ts';

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
  db: Pick<Database, 'transaction'>,
  store: ObjectStore,
  sitesUrl: string,
  change: SitemapJobChange,
  now: Date,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const iteration: SitemapIteration = await lockSitemapIteration(tx);
    const last = await sitemapEntrySequence(tx, iteration.version, change.handle);
    if (last !== null && last >= change.sequence) return [];

    const bucket = bucketOf(change.handle, iteration.bucketCount);
    const entries = await indexedSitemapEntries(tx, iteration.version, bucket);
    const bucketLastmods = await sitemapBucketLastmods(tx, iteration);
    const plan = planSitemapUpdate({
      change:
        change.type === 'upsert'
          ? { type: 'upsert', handle: change.handle, lastmod: change.lastmod, indexed: change.indexed }
          : { type: 'remove', handle: change.handle },
      bucketEntries: entries,
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
    await saveSitemapChange(
      tx,
      {
        version: iteration.version,
        handle: change.handle,
        bucket,
        lastmod,
        indexed,
        sequence: change.sequence,
      },
      plan.bucketLastmods[bucket] ?? null,
    );
    return plan.files.map((f) => f.key);
  });
}
