import type { LastModifiedBy, Website } from '@sitewright/model';
import { type Queryable, statement } from '../database/database.ts';
import { notBeingDeletedSql } from './being-deleted.ts';
import { holdsEditControl, takeControlOf } from './edit-control.ts';
import type { WebsiteRecord } from './website-record.ts';

/** The row a save decides on, held until the transaction ends. */
const lockForSave = statement(
  'website-save-draft-lock',
  `select w.user_id, w.draft_version, w.draft->'lastModifiedBy' as last_modified_by
   from websites w where w.id = $1 and ${notBeingDeletedSql('w.id')} for update of w`,
);

/**
 * The save. The fields the client does not own are kept from the stored draft (`userId`, `handle`,
 * `createdAt`, `lastPublishedAt`, `lastSharedAt`: the publisher and the invite flow write them
 * without a new version); `modifiedAt`, `lastDesignedAt` and `lastModifiedBy` are set here.
 */
const saveStatement = statement(
  'website-save-draft',
  `update websites w set
     draft = $2::jsonb || jsonb_build_object(
       'userId', w.user_id::text,
       'handle', w.draft->'handle',
       'createdAt', coalesce(w.draft->'createdAt', to_jsonb(w.created_at)),
       'lastPublishedAt', w.draft->'lastPublishedAt',
       'lastSharedAt', w.draft->'lastSharedAt',
       'modifiedAt', $3::text,
       'lastDesignedAt', $3::text,
       'lastModifiedBy', jsonb_build_object('userId', $4::text, 'timestamp', $3::text)),
     draft_version = w.draft_version + 1,
     modified_at = $5, last_designed_at = $5
   where w.id = $1
   returning w.draft_version as version`,
);

/** What a save came to. */
export type SaveResult =
  | { saved: true; version: number }
  | { saved: false; reason: 'gone' }
  | { saved: false; reason: 'edit-control' }
  | { saved: false; reason: 'stale'; currentVersion: number };

/**
 * Saves a draft when the stored version is still `baseVersion` and the caller holds edit control
 * (spec §4, the model's rule: `edit-control.ts`). Run it in a transaction: the row is read under
 * a lock, so neither check can go stale before the write. On refusal nothing is written.
 */
export async function saveDraft(
  tx: Queryable,
  input: { websiteId: string; document: Website; baseVersion: number; userId: string; now: Date },
): Promise<SaveResult> {
  const { rows } = await tx.query<{
    user_id: string;
    draft_version: number;
    last_modified_by: LastModifiedBy | null;
  }>(lockForSave, [input.websiteId]);
  const row = rows[0];
  if (!row) return { saved: false, reason: 'gone' };
  if (!holdsEditControl({ ownerId: row.user_id, lastModifiedBy: row.last_modified_by }, input.userId))
    return { saved: false, reason: 'edit-control' };
  if (row.draft_version !== input.baseVersion)
    return { saved: false, reason: 'stale', currentVersion: row.draft_version };
  const saved = await tx.query<{ version: number }>(saveStatement, [
    input.websiteId,
    input.document,
    input.now.toISOString(),
    input.userId,
    input.now,
  ]);
  return { saved: true, version: saved.rows[0]!.version };
}

/**
 * Spec §4: `userId` takes edit control of `website` (read under a lock in the caller's
 * transaction) — recorded as the last modifier, without a new version (the content did not
 * change). Returns the version the taker continues from and whose unsaved changes are lost.
 */
export async function recordEditControl(
  tx: Queryable,
  website: Pick<WebsiteRecord, 'id' | 'ownerId' | 'lastModifiedBy' | 'draftVersion'>,
  userId: string,
  now: Date,
): Promise<{ version: number; displacedUserId: string | null }> {
  const taken = takeControlOf(website, userId, now);
  await tx.query(
    `update websites set draft = jsonb_set(draft, '{lastModifiedBy}', $2::jsonb) where id = $1`,
    [website.id, taken.lastModifiedBy],
  );
  return { version: website.draftVersion, displacedUserId: taken.displacedUserId };
}
