import type { LastModifiedBy, Website } from '@sitewright/model';

/**
 * A website as the store answers it: the row's columns in camelCase and the draft document.
 * Decision: drafts are parsed with the model's schema where they enter (creation, save), so a
 * read does not parse them again (a full parse costs ~0.7 ms, a third of a get-draft).
 */
export interface WebsiteRecord {
  id: string;
  /** The owner's user id (the column is the truth; the draft's `userId` follows it). */
  ownerId: string;
  draft: Website;
  draftVersion: number;
  handle: string | null;
  createdAt: Date;
  modifiedAt: Date;
  lastDesignedAt: Date | null;
  /** When it was last published (the column; the draft's `lastPublishedAt` is this one). */
  lastPublishedAt: Date | null;
  /**
   * The last modifier (spec §3 `lastModifiedBy`): who holds edit control, see `edit-control.ts`.
   * Stored once, in the draft (migration 0011); this is the draft's field.
   */
  lastModifiedBy: LastModifiedBy | null;
}

/** The columns of {@link WebsiteRow} from the `websites` row aliased `w`. */
export const websiteColumns = `w.id, w.user_id, w.draft, w.draft_version, w.handle, w.created_at,
  w.modified_at, w.last_designed_at, w.last_published_at`;

/** A `websites` row as {@link websiteColumns} selects it. */
export type WebsiteRow = {
  id: string;
  user_id: string;
  draft: Website;
  draft_version: number;
  handle: string | null;
  created_at: Date;
  modified_at: Date;
  last_designed_at: Date | null;
  last_published_at: Date | null;
};

/**
 * The draft with the website's published address and last-published time from their columns
 * (`websites.handle`, `last_published_at`), the one place the publisher writes them: a publish
 * does not rewrite the stored draft (up to a megabyte of jsonb) for two fields, so the stored
 * draft's own `handle` and `lastPublishedAt` are whatever they were when it was saved. A draft
 * that lacks a field stays without it while its column is null (rows the tests write by hand).
 */
function draftWithPublishingColumns(row: WebsiteRow): Website {
  const draft = row.draft;
  const lastPublishedAt = row.last_published_at === null ? null : toDate(row.last_published_at).toISOString();
  const handleKnown = Object.hasOwn(draft, 'handle') || row.handle !== null;
  const publishedKnown = Object.hasOwn(draft, 'lastPublishedAt') || lastPublishedAt !== null;
  if (
    (!handleKnown || draft.handle === row.handle) &&
    (!publishedKnown || draft.lastPublishedAt === lastPublishedAt)
  )
    return draft;
  return {
    ...draft,
    ...(handleKnown ? { handle: row.handle } : {}),
    ...(publishedKnown ? { lastPublishedAt } : {}),
  };
}

const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

export function websiteRecordOf(row: WebsiteRow): WebsiteRecord {
  return {
    id: row.id,
    ownerId: row.user_id,
    draft: draftWithPublishingColumns(row),
    draftVersion: row.draft_version,
    handle: row.handle,
    createdAt: row.created_at,
    modifiedAt: row.modified_at,
    lastDesignedAt: row.last_designed_at,
    lastPublishedAt: row.last_published_at,
    lastModifiedBy: row.draft.lastModifiedBy ?? null,
  };
}
