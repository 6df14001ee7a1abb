import { z } from 'zod';
import { fieldLimits } from '../limits/index.ts';
import { timestamp } from './common.ts';

/**
 * Spec §3 "Sitemap": an iteration has a version and a bucket count; the default is version 1
 * with 16 buckets (`sitemapIteration.parse({})`). Its type and the naming and hashing rules
 * (`SitemapIteration`, `sitemapIndexName`, `sitemapBucket`, `sitemapBucketName`) live in
 * `states/sitemap.ts`; this schema parses an iteration read from configuration or storage.
 */
export const sitemapIteration = z.object({
  version: z.number().int().min(1).default(1),
  bucketCount: z.number().int().min(1).max(4096).default(16),
});

/** One stored sitemap bucket file (`v1-a`): the published handles that hash into it. */
export const sitemapBucketFile = z.object({
  name: z.string().regex(/^v\d+-[0-9a-f]+$/, 'Bucket names are v{version}-{bucket in hex}'),
  entries: z.array(
    z.object({
      handle: z.string().min(1).max(fieldLimits.handle),
      lastModified: timestamp,
    }),
  ),
});
export type SitemapBucketFile = z.infer<typeof sitemapBucketFile>;
