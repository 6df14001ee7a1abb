import type { LastModifiedBy, Website, WebsiteRole } from '@sitewright/model';
import { type Queryable, statement } from '../database/database.ts';
import { liveChannel } from '../live/live-events.ts';
import { liveEnvelopes } from '../live/live-notifications.ts';
import { acceptedEditorSql, memberRole, websiteMemberIdsSql } from '../members/member-rule.ts';
import { notBeingDeletedSql } from './being-deleted.ts';
import { holdsEditControl, takeControlOf } from './edit-control.ts';
import type { Member } from './member-websites.ts';
import type { WebsiteRecord } from './website-record.ts';

/**
 * Where a save stands for the caller, in one read: the stored version, the owner, the last
 * modifier (who holds edit control), whether the caller is an accepted editor, and the members
 * to tell when it applies. The draft itself is not read: a save does not need it.
 */
const saveStateStatement = statement(
  'website-save-state',
  `select w.user_id, w.draft_version, w.draft->'lastModifiedBy' as last_modified_by,
     ${acceptedEditorSql('w.id', '$2', '$3')} as editor,
     array(select id::text from (${websiteMemberIdsSql('w.id')}) members) as member_ids
   from websites w where w.id = $1 and ${notBeingDeletedSql('w.id')}`,
);

/**
 * The save, applied only when the row is still as the caller's decision read it (the version, the
 * owner and the last modifier: a compare-and-set, so the decision cannot go stale and no lock is
 * held between two round trips), with the members told in the same statement (NOTIFY is delivered
 * at its commit, only when a row was written). The fields the client does not own are kept from
 * the stored draft (`userId`, `handle`, `createdAt`, `lastPublishedAt`, `lastSharedAt`: the
 * publisher and the invite flow write them without a new version); `modifiedAt`, `lastDesignedAt`
 * and `lastModifiedBy` are set here.
 */
const saveStatement = statement(
  'website-save-draft',
  `with saved as (
     update websites w set
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
     where w.id = $1 and w.draft_version = $6 and w.user_id = $7
       and coalesce(w.draft->'lastModifiedBy', 'null'::jsonb) = $8::jsonb
       and ${notBeingDeletedSql('w.id')}
     returning w.draft_version as version)
   select saved.version,
     (select count(pg_notify($9, payload)) from unnest($10::text[]) payload) as told
   from saved`,
);

/** Where a save stands for its caller (see {@link readSaveState}). */
export interface SaveState {
  role: WebsiteRole;
  website: { ownerId: string; lastModifiedBy: LastModifiedBy | null };
  draftVersion: number;
  /** Who is told of the save. */
  memberIds: string[];
}

/**
 * The caller's role and what a save decides on, or null when the website does not exist, is being
 * deleted, or the caller is not a member (answered alike, as {@link findMemberWebsite} does).
 */
export async function readSaveState(
  db: Queryable,
  websiteId: string,
  user: Member,
): Promise<SaveState | null> {
  const { rows } = await db.query<{
    user_id: string;
    draft_version: number;
    last_modified_by: LastModifiedBy | null;
    editor: boolean;
    member_ids: string[];
  }>(saveStateStatement, [websiteId, user.id, user.email]);
  const row = rows[0];
  if (!row) return null;
  const role = memberRole(row.user_id, user.id, row.editor);
  if (!role) return null;
  return {
    role,
    website: { ownerId: row.user_id, lastModifiedBy: row.last_modified_by },
    draftVersion: row.draft_version,
    memberIds: row.member_ids,
  };
}

/** What a save came to. */
export type SaveResult =
  | { saved: true; version: number }
  | { saved: false; reason: 'gone' }
  | { saved: false; reason: 'edit-control' }
  | { saved: false; reason: 'stale'; currentVersion: number };

/** Reads taken before a save is refused as contended: each retry follows a concurrent change. */
const saveAttempts = 3;

/**
 * Saves a draft when the stored version is still `baseVersion` and the caller holds edit control
 * (spec §4, the model's rule: `edit-control.ts`), and tells every member (`draft-saved`). The
 * decision is made on `state` (from {@link readSaveState}; read again when not given) and the
 * write applies only if the row is still as read; when it changed meanwhile, the row is read
 * again and the decision made again. On refusal nothing is written and nobody is told.
 */
export async function saveDraft(
  db: Queryable,
  input: {
    websiteId: string;
    document: Website;
    baseVersion: number;
    user: Member;
    now: Date;
    state?: SaveState | null;
  },
): Promise<SaveResult> {
  const { websiteId, user } = input;
  let state = input.state === undefined ? await readSaveState(db, websiteId, user) : input.state;
  for (let attempt = 1; ; attempt++) {
    if (!state) return { saved: false, reason: 'gone' };
    if (!holdsEditControl(state.website, user.id)) return { saved: false, reason: 'edit-control' };
    if (state.draftVersion !== input.baseVersion)
      return { saved: false, reason: 'stale', currentVersion: state.draftVersion };
    const version = state.draftVersion + 1;
    const told = liveEnvelopes(state.memberIds, {
      kind: 'draft-saved',
      websiteId,
      version,
      byUserId: user.id,
    });
    const { rows } = await db.query<{ version: number }>(saveStatement, [
      websiteId,
      input.document,
      input.now.toISOString(),
      user.id,
      input.now,
      state.draftVersion,
      state.website.ownerId,
      JSON.stringify(state.website.lastModifiedBy),
      liveChannel,
      told,
    ]);
    if (rows[0]) return { saved: true, version: rows[0].version };
    if (attempt === saveAttempts) throw new Error(`save of website ${websiteId}: the row kept changing`);
    state = await readSaveState(db, websiteId, user);
  }
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
