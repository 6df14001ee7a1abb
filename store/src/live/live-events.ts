import type { CreationStage } from '@sitewright/model';

/** The one Postgres NOTIFY channel live updates travel on (PGlite has LISTEN/NOTIFY too). */
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
  | { kind: 'leads-changed'; websiteId: string }
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
 * The payload of one notification: the event and the user it is for. The database writes the same
 * shape for `website-published` (trigger of migration 0007), so this is its one reader.
 */
export interface LiveEnvelope {
  userId: string;
  event: LiveEvent;
}

/** Reads a payload of {@link liveChannel}; null when it is not a live envelope. */
export function parseLiveEnvelope(payload: string): LiveEnvelope | null {
  try {
    const value = JSON.parse(payload) as Partial<LiveEnvelope> | null;
    if (typeof value?.userId !== 'string' || typeof value.event?.kind !== 'string') return null;
    return value as LiveEnvelope;
  } catch {
    return null;
  }
}
