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

export function websiteRecordOf(row: WebsiteRow): WebsiteRecord {
  return {
    id: row.id,
    ownerId: row.user_id,
    draft: row.draft,
    draftVersion: row.draft_version,
    handle: row.handle,
    createdAt: row.created_at,
    modifiedAt: row.modified_at,
    lastDesignedAt: row.last_designed_at,
    lastPublishedAt: row.last_published_at,
    lastModifiedBy: row.draft.lastModifiedBy ?? null,
  };
}
