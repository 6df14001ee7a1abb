import {
  defaultSitemapIteration,
  type SitemapIteration,
  sitemapBucket,
  sitemapIndexName,
} from '@sitewright/model';

/**
 * Spec §3 Sitemap, as the publisher names its files. The hash and the bucketing are the model's
 * (`sitemapBucket`: FNV-1a 32-bit over the UTF-8 bytes, modulo the bucket count); this file only
 * adds the publisher's object keys.
 */
export { defaultSitemapIteration, fnv1a32, type SitemapIteration } from '@sitewright/model';

/** The bucket of a handle: FNV-1a 32-bit of the handle, modulo `bucketCount`. */
export function bucketOf(handle: string, bucketCount: number = defaultSitemapIteration.bucketCount): number {
  return sitemapBucket(handle, { version: defaultSitemapIteration.version, bucketCount });
}

/** `v1-a` for bucket 10 of version 1 (hex, not padded, as spec §3 names them). */
export function bucketName(bucket: number, iteration: SitemapIteration = defaultSitemapIteration): string {
  return `v${iteration.version}-${bucket.toString(16)}`;
}

/** `v1-index`. */
export function indexName(iteration: SitemapIteration = defaultSitemapIteration): string {
  return sitemapIndexName(iteration);
}

/** Object key of a sitemap file: `sitemaps/{name}.xml`. Served on the shared origin as `/{name}.xml`. */
export function sitemapKey(name: string): string {
  return `sitemaps/${name}.xml`;
}
