import type { Website } from '@sitewright/model';

/**
 * The drafts this process saved lately, as the save parsed them, keyed by website and draft
 * version: what an in-process publish job renders without reading back the snapshot its request
 * took (issue 15, the embedded default: on PGlite the read of a megabyte snapshot and its parse
 * cost 10–20 ms on the api's main thread between the click and the served page).
 *
 * Why a job may use it: a request snapshots the draft at its `draft_version` (the outbox copies
 * `websites.draft` under the row lock), and every change of a draft's content — a save, a
 * restored version, a generated page, the analytics id a domain change rewrites — makes a new
 * version; the fields written without one (`lastModifiedBy`, `lastSharedAt`, `userId`, the
 * published address and time) are never rendered. So the draft saved at version v renders as the
 * snapshot of version v does. The published copy is still the stored snapshot (copied inside the
 * database), and a job whose version is not here reads the snapshot back as before. Only the
 * process that runs the jobs keeps one (the in-process runner's api); BullMQ workers read the
 * snapshot from the database.
 */
export interface SavedDrafts {
  /** `draft` was saved as `draftVersion` of `websiteId` (after the save applied). */
  remember(websiteId: string, draftVersion: number, draft: Website): void;
  /** The draft saved as `draftVersion` of `websiteId`, if this process saved it lately. */
  find(websiteId: string, draftVersion: number): Website | undefined;
  /** Websites remembered now. */
  readonly size: number;
}

/**
 * A {@link SavedDrafts} holding the latest saved version of at most `maxWebsites` websites (the
 * least recently saved or published forgotten first): a site at the field limits is a few
 * megabytes in memory.
 */
export function createSavedDrafts(maxWebsites = 8): SavedDrafts {
  const drafts = new Map<string, { version: number; draft: Website }>();
  return {
    remember(websiteId, draftVersion, draft) {
      const known = drafts.get(websiteId);
      // Saves can finish out of order: an older version never replaces a newer one.
      if (known !== undefined && known.version > draftVersion) return;
      drafts.delete(websiteId);
      drafts.set(websiteId, { version: draftVersion, draft });
      while (drafts.size > Math.max(1, maxWebsites)) drafts.delete(drafts.keys().next().value as string);
    },
    find(websiteId, draftVersion) {
      const known = drafts.get(websiteId);
      if (known === undefined || known.version !== draftVersion) return undefined;
      drafts.delete(websiteId);
      drafts.set(websiteId, known);
      return known.draft;
    },
    get size() {
      return drafts.size;
    },
  };
}
