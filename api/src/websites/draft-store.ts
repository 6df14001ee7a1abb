import { takeEditControl, type Website } from '@sitewright/model';
import { type Database, type Queryable, statement } from '@sitewright/store';
import type { AuthUser } from '../contract/index.ts';
import { type LiveEvent, liveChannel, notifyUsers } from '../live/notify.ts';
import { holdsEditControl, requireCapability, requireMember } from './website-access.ts';
import { memberIds, memberIdsSql, notBeingDeleted } from './website-rows.ts';

/** The save, and `notifyUsers`' NOTIFY to each member (`{"userId":…,"event":…}`) once it applied. */
const saveStatement = statement(
  'website-save-draft',
  `with saved as (
     update websites w set
       draft = $3::jsonb || jsonb_build_object(
         'userId', w.user_id::text,
         'handle', w.draft->'handle',
         'createdAt', coalesce(w.draft->'createdAt', to_jsonb(w.created_at)),
         'lastPublishedAt', w.draft->'lastPublishedAt',
         'lastSharedAt', w.draft->'lastSharedAt',
         'modifiedAt', $4::text,
         'lastDesignedAt', $4::text,
         'lastModifiedBy', jsonb_build_object('userId', $6::text, 'timestamp', $4::text)),
       draft_version = w.draft_version + 1,
       modified_at = $7, last_designed_at = $7, last_modified_by = $5, last_modified_by_at = $7
     where w.id = $1 and w.draft_version = $2 and coalesce(w.last_modified_by = $5, w.user_id = $5)
       and ${notBeingDeleted}
     returning w.draft_version as version),
   told as (
     select pg_notify($8::text, '{"userId":"' || m.id || '","event":' || $9::text || '}') as sent
     from saved, (${memberIdsSql('$1')}) m)
   select s.version, (select count(t.sent) from told t) as told from saved s`,
);

/** What a save came to. */
export type SaveResult =
  | { saved: true; version: number }
  | { saved: false; reason: 'gone' }
  | { saved: false; reason: 'edit-control' }
  | { saved: false; reason: 'stale'; currentVersion: number };

/**
 * Saves a draft in ONE statement that applies only when the stored version is still `baseVersion`
 * and the caller holds edit control (spec §4), so no check can go stale before the write. The
 * fields the client does not own are kept from the stored draft as it is at that moment (`userId`,
 * `handle`, `createdAt`, `lastPublishedAt`, `lastSharedAt`: the publisher and the invite flow
 * write them without a new version); `modifiedAt`, `lastDesignedAt` and `lastModifiedBy` are set
 * here. The same statement tells every member (`draft-saved`, the payload `notifyUsers` sends),
 * delivered when it commits. On refusal nothing is written, nobody is told, and the reason is
 * read back.
 */
export async function saveDraft(
  db: Queryable,
  input: { websiteId: string; document: Website; baseVersion: number; userId: string; now: Date },
): Promise<SaveResult> {
  // A save that applies makes exactly the next version.
  const event: LiveEvent = {
    kind: 'draft-saved',
    websiteId: input.websiteId,
    version: input.baseVersion + 1,
    byUserId: input.userId,
  };
  const { rows } = await db.query<{ version: number }>(saveStatement, [
    input.websiteId,
    input.baseVersion,
    input.document,
    input.now.toISOString(),
    input.userId,
    input.userId,
    input.now,
    liveChannel,
    JSON.stringify(event),
  ]);
  if (rows[0]) return { saved: true, version: rows[0].version };
  const current = await db.query<{ draft_version: number; user_id: string; last_modified_by: string | null }>(
    `select w.draft_version, w.user_id, w.last_modified_by from websites w where w.id = $1 and ${notBeingDeleted}`,
    [input.websiteId],
  );
  const row = current.rows[0];
  if (!row) return { saved: false, reason: 'gone' };
  if (!holdsEditControl(row, input.userId)) return { saved: false, reason: 'edit-control' };
  return { saved: false, reason: 'stale', currentVersion: row.draft_version };
}

/**
 * Spec §4: the caller takes edit control — recorded as the last modifier (column and document),
 * without a new version (the content did not change). The other members are told
 * (`edit-control-taken`) at COMMIT. Returns the version the taker continues from.
 */
export async function takeControl(
  db: Database,
  websiteId: string,
  user: Pick<AuthUser, 'id' | 'email'>,
  now: Date,
): Promise<{ version: number; displacedUserId: string | null }> {
  return db.transaction(async (tx) => {
    const member = await requireMember(tx, websiteId, user, true);
    requireCapability(member, 'takeEditControl');
    const { row } = member;
    const taken = takeEditControl(
      {
        userId: row.user_id,
        lastModifiedBy: row.last_modified_by ? { userId: row.last_modified_by, timestamp: 0 } : null,
      },
      user.id,
      now,
    );
    await tx.query(
      `update websites set last_modified_by = $2, last_modified_by_at = $3,
         draft = jsonb_set(draft, '{lastModifiedBy}', $4::jsonb) where id = $1`,
      [websiteId, user.id, now, taken.lastModifiedBy],
    );
    const others = (await memberIds(tx, websiteId)).filter((id) => id !== user.id);
    await notifyUsers(tx, others, { kind: 'edit-control-taken', websiteId, byUserId: user.id });
    return { version: row.draft_version, displacedUserId: taken.displacedUserId };
  });
}
