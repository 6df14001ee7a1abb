import { isBuildFileKey } from '../object-store/keys.ts';

/** What one job wrote or removed in the object store. */
export interface StoreChange {
  /** Keys of the handle's site files written or removed (its pages, styles, scripts). */
  siteKeys: readonly string[];
  /** Keys of the sitemap files rewritten or removed (`sitemaps/v1-{hex}.xml`, `sitemaps/v1-index.xml`). */
  sitemapKeys: readonly string[];
}

/**
 * Exactly the CDN paths whose cached bytes are now wrong, sorted and without duplicates.
 *
 * The edge function rewrites a visitor's URL to the object key (`/{handle}/` →
 * `/sites/{handle}/{buildId}/index.html`) before CloudFront looks in its cache, so the cache key is
 * the object key. A handle's pages live under a new, immutable build prefix each publish: their
 * cache keys are new, nothing cached under them can be stale, and they are left out. Switching,
 * unpublishing or renaming changes only the pointer the function reads, which is never cached.
 * What is overwritten in place — the sitemap bucket and the index, or any site key outside a build
 * prefix — is invalidated under its cache path, `/` + key.
 */
export function changedPaths(change: StoreChange): string[] {
  const paths = new Set<string>();
  for (const key of change.siteKeys) if (!isBuildFileKey(key)) paths.add(`/${key}`);
  for (const key of change.sitemapKeys) paths.add(`/${key}`);
  return [...paths].sort();
}
