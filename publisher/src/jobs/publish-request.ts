import { type SqlRow, toDate, toDateOrNull, toNumber } from './database.ts';

/** What a publish request asks for (the `publish_requests.kind` column). */
export const publishKinds = ['publish', 'unpublish', 'rename', 'delete', 'rollback'] as const;
export type PublishKind = (typeof publishKinds)[number];

/** Where a request is: waiting (also between retries), being processed, done, or given up. */
export type PublishState = 'queued' | 'running' | 'succeeded' | 'failed';

/**
 * What a succeeded request did: `live` (its build is what visitors get), `superseded` (a newer
 * request of the same website won; nothing of this one is live), `unpublished`.
 * A deleted website's requests go with it.
 */
export type PublishOutcome = 'live' | 'superseded' | 'unpublished';

/** One row of the outbox (`publish_requests`), as the publisher reads it. */
export interface PublishRequest {
  id: string;
  websiteId: string;
  kind: PublishKind;
  /** The address it publishes to (publish, rename), or the published one when it was recorded. */
  handle: string | null;
  previousHandle: string | null;
  draftVersion: number;
  /** The draft snapshot taken when the request was recorded (publish and rename). */
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

/** What a queue needs to know about a request. */
export interface PublishJobRef {
  requestId: string;
  kind: PublishKind;
  generation: number;
}

/** The data of a queued job: only the request id; the outbox row is the source of truth. */
export interface PublishJobData {
  requestId: string;
}

/**
 * The queue's job id of a request: `publish-{requestId}-{generation}`. BullMQ ignores an `add`
 * whose id exists while that job exists, which collapses repeated enqueues of one request (the
 * sweeper's included); a newer draft version is a new request, so it gets a new id, and a replay
 * bumps the generation so a failed job still kept by the queue does not swallow it.
 */
export function publishJobId(ref: Pick<PublishJobRef, 'requestId' | 'generation'>): string {
  return `publish-${ref.requestId}-${ref.generation}`;
}

/** The queue's reference of a request. */
export function jobRefOf(request: PublishRequest): PublishJobRef {
  return { requestId: request.id, kind: request.kind, generation: request.generation };
}

const str = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/**
 * Every column of `publish_requests` but `document`: what the outbox reads back. A snapshot is the
 * whole draft (up to a megabyte of JSON at the field limits); only the processor needs it.
 */
export const requestColumnsWithoutDocument =
  'id, website_id, kind, handle, previous_handle, draft_version, state, attempts, last_error, requested_by, ' +
  'created_at, updated_at, sequence, generation, build_id, outcome, finished_at';

/** Maps a `select * from publish_requests` row (`document` null when not selected). */
export function publishRequestFromRow(row: SqlRow): PublishRequest {
  return {
    id: String(row.id),
    websiteId: String(row.website_id),
    kind: String(row.kind) as PublishKind,
    handle: str(row.handle),
    previousHandle: str(row.previous_handle),
    draftVersion: toNumber(row.draft_version),
    document: row.document ?? null,
    state: String(row.state) as PublishState,
    attempts: toNumber(row.attempts),
    lastError: str(row.last_error),
    requestedBy: str(row.requested_by),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    sequence: toNumber(row.sequence),
    generation: toNumber(row.generation),
    buildId: str(row.build_id),
    outcome: str(row.outcome) as PublishOutcome | null,
    finishedAt: toDateOrNull(row.finished_at),
  };
}
