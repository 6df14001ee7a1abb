/** Spec §3 "Sitemap": an iteration has a version and a bucket count (`sitemapIteration` parses one). */
export interface SitemapIteration {
  version: number;
  bucketCount: number;
}

/** Spec §3: the default iteration is version 1 with 16 buckets. */
export const defaultSitemapIteration: SitemapIteration = { version: 1, bucketCount: 16 };

/**
 * FNV-1a, 32-bit, over the UTF-8 bytes of `text` (offset basis 2166136261, prime 16777619), as an
 * unsigned integer. Chosen for sitemap buckets because it is tiny, has no dependencies and is identical
 * in every JavaScript runtime, so the api, the publisher and operators' scripts agree on every bucket.
 */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The sitemap index file name, `v{version}-index` (spec §3).
 * @defaultValue iteration = version 1, 16 buckets → 'v1-index'
 */
export function sitemapIndexName(iteration: SitemapIteration = defaultSitemapIteration): string {
  return `v${iteration.version}-index`;
}

/**
 * The bucket number of a page (spec §3): `fnv1a32(name) mod bucketCount`.
 * @defaultValue iteration = version 1, 16 buckets
 */
export function sitemapBucket(name: string, iteration: SitemapIteration = defaultSitemapIteration): number {
  if (!Number.isInteger(iteration.bucketCount) || iteration.bucketCount < 1) {
    throw new RangeError(`bucketCount must be a positive integer, got ${iteration.bucketCount}`);
  }
  return fnv1a32(name) % iteration.bucketCount;
}

/**
 * The bucket file name of a page, `v{version}-{bucket in lower-case hex}` (spec §3), e.g. 'v1-a'.
 * @defaultValue iteration = version 1, 16 buckets
 */
export function sitemapBucketName(
  name: string,
  iteration: SitemapIteration = defaultSitemapIteration,
): string {
  return `v${iteration.version}-${sitemapBucket(name, iteration).toString(16)}`;
}

/** Every bucket file name of an iteration, in bucket order ('v1-0' … 'v1-f' by default). */
export function sitemapBucketNames(iteration: SitemapIteration = defaultSitemapIteration): string[] {
  return Array.from(
    { length: iteration.bucketCount },
    (_, bucket) => `v${iteration.version}-${bucket.toString(16)}`,
  );
}
