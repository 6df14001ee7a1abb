import type { CreationStage } from '@sitewright/model';
import type { Queryable } from '@sitewright/store';

/** The one Postgres NOTIFY channel live updates travel on (LISTEN/NOTIFY; PGlite supports it too). */
export const liveChannel = 'sitewright_live';

/**
 * What changed, for whom. The Server-Sent Events stream of each signed-in user forwards the events
 * addressed to them, so lost edit control, a revoked invite or a domain state change shows without
 * a reload.
 */
export type LiveEvent =
  | { kind: 'draft-saved'; websiteId: string; version: number; byUserId: string }
  | { kind: 'edit-control-taken'; websiteId: string; byUserId: string }
  | { kind: 'website-deleted'; websiteId: string }
  | { kind: 'website-published'; websiteId: string; handle: string }
  | { kind: 'invite-changed'; websiteId: string; inviteId: string }
  | { kind: 'invite-revoked'; websiteId: string }
  | { kind: 'domain-changed'; domainName: string; state: string }
  | { kind: 'creation-progress'; creationId: string; seq: number; progress: CreationProgress };

/**
 * One step of a website creation (spec §2 progress view), as `GET /api/websites/creation/{id}/events`
 * streams it: the stages of the model's `creationStages` in order, 'taking longer' notices, then
 * `done` (the new website's id) or `error` (spec §8 'There was a problem creating your website').
 */
export type CreationProgress =
  | { type: 'stage'; stage: CreationStage; label: string; index: number; total: number }
  | { type: 'notice'; stage: CreationStage; outcome: 'takingLongerThanExpected' }
  | { type: 'done'; websiteId: string }
  | { type: 'error'; code: string; message: string };

/**
 * Sends `event` to each user in `userIds`, inside the caller's transaction when given one (NOTIFY
 * is delivered at commit, so listeners never see a change that was rolled back).
 */
export async function notifyUsers(
  db: Queryable,
  userIds: readonly string[],
  event: LiveEvent,
): Promise<void> {
  for (const userId of new Set(userIds)) {
    // NOTIFY payloads are limited to 8000 bytes; events carry ids only, never documents.
    await db.query('select pg_notify($1, $2)', [liveChannel, JSON.stringify({ userId, event })]);
  }
}
