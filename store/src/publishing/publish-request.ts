import { type PublishKind, type PublishOutcome, type PublishState, publishKinds } from '@sitewright/model';
import type { Row } from '../database/database.ts';
import { toDate, toDateOrNull, toNumber, toTextOrNull } from './row-values.ts';

// The kinds, states and outcomes are the api's contract too, so they are defined in model.
export { type PublishKind, type PublishOutcome, type PublishState, publishKinds };

/** One row of the outbox (`publish_requests`). */
export interface PublishRequest {
  id: string;
  websiteId: string;
  kind: PublishKind;
  /** The address it publishes to (publish, rename), or the published one when it was recorded. */
  handle: string | null;
  previousHandle: string | null;
  draftVersion: number;
  /** The draft snapshot taken when the request was recorded (publish and rename); null when not read. */
  document: unknown;
  state: PublishState;
  attempts: number;
  lastError: string | null;
  requestedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** From the `publish_sequence`: orders every pointer, sitemap and published-copy write. */
  sequence: number;
  /** Bumped by each replay, so the replay gets a job id of its own. */
  generation: number;
  buildId: string | null;
  outcome: PublishOutcome | null;
  finishedAt: Date | null;
}

/** A recorded request, and whether this call created it (false: an open one was returned). */
export interface RecordedRequest {
  /** Without its snapshot (`document` is null): the row keeps it for the processor. */
  request: PublishRequest;
  created: boolean;
}

/**
 * Every column of `publish_requests` but `document`: what the outbox reads back. A snapshot is the
 * whole draft (up to a megabyte of JSON at the field limits); only the processor needs it.
 */
export const requestColumnsWithoutDocument =
  'id, website_id, kind, handle, previous_handle, draft_version, state, attempts, last_error, requested_by, ' +
  'created_at, updated_at, sequence, generation, build_id, outcome, finished_at';

/** Maps a `publish_requests` row (`document` null when not selected). */
export function publishRequestFromRow(row: Row): PublishRequest {
  return {
    id: String(row.id),
    websiteId: String(row.website_id),
    kind: String(row.kind) as PublishKind,
    handle: toTextOrNull(row.handle),
    previousHandle: toTextOrNull(row.previous_handle),
    draftVersion: toNumber(row.draft_version),
    document: row.document ?? null,
    state: String(row.state) as PublishState,
    attempts: toNumber(row.attempts),
    lastError: toTextOrNull(row.last_error),
    requestedBy: toTextOrNull(row.requested_by),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    sequence: toNumber(row.sequence),
    generation: toNumber(row.generation),
    buildId: toTextOrNull(row.build_id),
    outcome: toTextOrNull(row.outcome) as PublishOutcome | null,
    finishedAt: toDateOrNull(row.finished_at),
  };
}

/** The open states: a request waiting for its job (also between retries) or being processed. */
export const openRequestStates = "('queued', 'running')";
