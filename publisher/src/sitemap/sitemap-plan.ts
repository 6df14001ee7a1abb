import {
  bucketName,
  bucketOf,
  defaultSitemapIteration,
  indexName,
  type SitemapIteration,
  sitemapKey,
} from './bucket-of.ts';
import { bucketXml, indexXml, type SitemapEntry } from './sitemap-xml.ts';

/**
 * A change to the shared sitemap. Publishing upserts; indexing off, unpublishing and deleting
 * remove; a rename is a remove of the old handle and an upsert of the new one (two plans).
 */
export type SitemapChange =
  | { type: 'upsert'; handle: string; lastmod: Date; indexed: boolean; language?: string | null }
  | { type: 'remove'; handle: string };

export interface SitemapPlanInput {
  change: SitemapChange;
  /** The current entries of the handle's bucket (read back from its file, or kept in a table). */
  bucketEntries: readonly SitemapEntry[];
  /** The last change of every bucket, by bucket number; `null` for an empty bucket (it has no file). */
  bucketLastmods: readonly (Date | null)[];
  /** The shared sites origin, e.g. `https://sites.example.com` (never a request's Host). */
  sitesBaseUrl: string;
  /** The time written as the bucket's lastmod in the index. */
  now: Date;
  /** @defaultValue version 1, 16 buckets (spec §3) */
  iteration?: SitemapIteration;
}

/** A file to write, or to delete when `body` is `null` (an empty bucket, or an index with none). */
export interface SitemapFile {
  key: string;
  name: string;
  body: string | null;
}

export interface SitemapPlan {
  bucket: number;
  /** The bucket's entries after the change. */
  entries: SitemapEntry[];
  /** Every bucket's last change after the change. */
  bucketLastmods: (Date | null)[];
  /** Only the files to rewrite: the handle's bucket and the index, or nothing if nothing changed. */
  files: SitemapFile[];
}

const sameEntries = (a: readonly SitemapEntry[], b: readonly SitemapEntry[]) =>
  a.length === b.length &&
  a.every(
    (e, i) =>
      e.handle === b[i]?.handle &&
      e.lastmod.getTime() === b[i]?.lastmod.getTime() &&
      (e.language ?? null) === (b[i]?.language ?? null),
  );

const byHandle = (a: SitemapEntry, b: SitemapEntry) =>
  a.handle < b.handle ? -1 : a.handle > b.handle ? 1 : 0;

/**
 * Applies one change to the handle's bucket and says which files to rewrite: its bucket (or its
 * deletion when it became empty) and the index (whose lastmod of that bucket moved). A change that
 * changes nothing (removing an absent site, re-adding an identical one) rewrites nothing.
 *
 * Callers must serialise plans per bucket (e.g. a row lock on the bucket's row): two plans built
 * from the same `bucketEntries` would each drop the other's change.
 */
export function planSitemapUpdate(input: SitemapPlanInput): SitemapPlan {
  const iteration = input.iteration ?? defaultSitemapIteration;
  if (input.bucketLastmods.length !== iteration.bucketCount) {
    throw new RangeError(
      `Expected ${iteration.bucketCount} bucket dates, got ${input.bucketLastmods.length}`,
    );
  }
  const { change } = input;
  const bucket = bucketOf(change.handle, iteration.bucketCount);
  const before = [...input.bucketEntries].sort(byHandle);
  const entries = before.filter((e) => e.handle !== change.handle);
  if (change.type === 'upsert' && change.indexed) {
    entries.push({
      handle: change.handle,
      lastmod: change.lastmod,
      ...(change.language ? { language: change.language } : {}),
    });
    entries.sort(byHandle);
  }
  const bucketLastmods = [...input.bucketLastmods];
  if (sameEntries(before, entries)) return { bucket, entries, bucketLastmods, files: [] };

  bucketLastmods[bucket] = entries.length > 0 ? input.now : null;
  const name = bucketName(bucket, iteration);
  const listed = bucketLastmods.flatMap((lastmod, b) =>
    lastmod === null ? [] : [{ name: bucketName(b, iteration), lastmod }],
  );
  const index = indexName(iteration);
  const files: SitemapFile[] = [
    { key: sitemapKey(name), name, body: entries.length > 0 ? bucketXml(entries, input.sitesBaseUrl) : null },
    {
      key: sitemapKey(index),
      name: index,
      body: listed.length > 0 ? indexXml(listed, input.sitesBaseUrl) : null,
    },
  ];
  return { bucket, entries, bucketLastmods, files };
}
