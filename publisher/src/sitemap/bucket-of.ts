/**
 * Spec §3 Sitemap: a sitemap iteration has a version and a bucket count (default version 1 with 16
 * buckets); a page goes into bucket hash(name) mod bucketCount; buckets are `v{version}-{hex}` and
 * the index `v{version}-index`.
 *
 * TODO(dedupe): `model/src/states` is getting its own sitemap bucketing helper; once it lands,
 * import it from `@sitewright/model` and delete this copy (both must agree on FNV-1a 32-bit).
 */
export interface SitemapIteration {
  version: number;
  bucketCount: number;
}

/** Spec §3: version 1, 16 buckets. */
export const defaultSitemapIteration: SitemapIteration = { version: 1, bucketCount: 16 };

const encoder = new TextEncoder();

/** FNV-1a, 32 bits, over the UTF-8 bytes of `text`. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of encoder.encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The bucket of a handle: FNV-1a 32-bit of the handle, modulo `bucketCount`. */
export function bucketOf(handle: string, bucketCount: number = defaultSitemapIteration.bucketCount): number {
  if (!Number.isInteger(bucketCount) || bucketCount < 1)
    throw new RangeError(`Bad bucket count ${bucketCount}`);
  return fnv1a32(handle) % bucketCount;
}

/** `v1-a` for bucket 10 of version 1 (hex, not padded, as spec §3 names them). */
export function bucketName(bucket: number, iteration: SitemapIteration = defaultSitemapIteration): string {
  return `v${iteration.version}-${bucket.toString(16)}`;
}

/** `v1-index`. */
export function indexName(iteration: SitemapIteration = defaultSitemapIteration): string {
  return `v${iteration.version}-index`;
}

/** Object key of a sitemap file: `sitemaps/{name}.xml`. Served on the shared origin as `/{name}.xml`. */
export function sitemapKey(name: string): string {
  return `sitemaps/${name}.xml`;
}
