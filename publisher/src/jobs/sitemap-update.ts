import { recordSitemapChange } from '@sitewright/store';
import { fnv1a32 } from '../sitemap/bucket-of.ts';
import type { PublisherDeps } from './publisher-deps.ts';

/** One job's change to the sitemap, ordered by the request's sequence. */
export type SitemapJobChange =
  | {
      type: 'upsert';
      handle: string;
      lastmod: Date;
      indexed: boolean;
      sequence: number;
      /** The live build's second language (its page `/{handle}/es/` listed too), or null. */
      language: string | null;
    }
  | { type: 'remove'; handle: string; sequence: number };

/**
 * Records one job's change to the sitemap (spec §3) — no storage call: the handle's entry in every
 * live iteration (with the live build's second language, whose page is listed beside the first) and
 * its bucket marked dirty, in one short transaction (`recordSitemapChange`). The sitemap writer
 * (`sitemap/sitemap-writer.ts`) renders and writes the bucket, the index and robots.txt later, in
 * batches, and invalidates them at the CDN. A change older than the handle's last one (by sequence)
 * changes nothing.
 */
export async function recordSitemap(
  db: PublisherDeps['db'],
  change: SitemapJobChange,
  now: Date,
): Promise<void> {
  const upsert = change.type === 'upsert';
  await db.transaction((tx) =>
    recordSitemapChange(tx, {
      handle: change.handle,
      hash: fnv1a32(change.handle),
      lastmod: upsert ? change.lastmod : now,
      indexed: upsert && change.indexed,
      sequence: change.sequence,
      language: upsert ? change.language : null,
    }),
  );
}
