import type { Queryable } from '../database/database.ts';
import {
  openRequestStates,
  type PublishOutcome,
  type PublishRequest,
  type PublishState,
  publishRequestFromRow,
} from './publish-request.ts';

/**
 * The processor's, the sweeper's and operators' statements on `publish_requests`. Every state
 * change also sets `updated_at`, which the sweeper reads to find requests nobody is working on.
 */

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Request ids are uuids; anything else cannot be one (and would make Postgres raise). */
export function isPublishRequestId(id: string): boolean {
  return uuidPattern.test(id);
}

/** One request with its snapshot, or null. */
export async function findPublishRequest(db: Queryable, id: string): Promise<PublishRequest | null> {
  if (!isPublishRequestId(id)) return null;
  const { rows } = await db.query('select * from publish_requests where id = $1', [id]);
  return rows[0] ? publishRequestFromRow(rows[0]) : null;
}

/**
 * Starts an attempt: `running`, one more attempt. Returns null when the request is gone (its
 * website was deleted) or already succeeded (a duplicate delivery), so the job ends quietly.
 */
export async function startAttempt(db: Queryable, id: string): Promise<PublishRequest | null> {
  const { rows } = await db.query(
    `update publish_requests set state = 'running', attempts = attempts + 1, updated_at = now()
     where id = $1 and state <> 'succeeded' returning *`,
    [id],
  );
  return rows[0] ? publishRequestFromRow(rows[0]) : null;
}

/** Records a failed attempt; the request waits (`queued`) for its retry, or for the runner to give up. */
export async function recordAttemptError(db: Queryable, id: string, message: string): Promise<void> {
  await db.query(
    `update publish_requests set state = 'queued', last_error = $2, updated_at = now()
     where id = $1 and state = 'running'`,
    [id, message],
  );
}

/** The runner gave up (attempts used, or a permanent error): `failed`, with the error kept. */
export async function markRequestFailed(db: Queryable, id: string, message: string): Promise<void> {
  await db.query(
    `update publish_requests set state = 'failed', last_error = $2, updated_at = now(), finished_at = now()
     where id = $1 and state in ${openRequestStates}`,
    [id, message],
  );
}

/** Done: `succeeded` with what it did (and the build it made live, when it did). */
export async function markRequestSucceeded(
  db: Queryable,
  id: string,
  outcome: PublishOutcome,
  buildId: string | null = null,
): Promise<void> {
  await db.query(
    `update publish_requests set state = 'succeeded', outcome = $2, build_id = coalesce($3, build_id),
       last_error = null, updated_at = now(), finished_at = now()
     where id = $1`,
    [id, outcome, buildId],
  );
}

/** Requests nobody seems to work on: `queued` for longer than `queuedMs`, `running` for longer than `runningMs`. */
export async function findWaitingRequests(
  db: Queryable,
  options: { queuedMs: number; runningMs: number; limit?: number },
): Promise<PublishRequest[]> {
  const { rows } = await db.query(
    `select * from publish_requests
     where (state = 'queued' and updated_at < now() - $1::double precision * interval '1 millisecond')
        or (state = 'running' and updated_at < now() - $2::double precision * interval '1 millisecond')
     order by sequence limit $3::integer`,
    [options.queuedMs, options.runningMs, options.limit ?? 500],
  );
  return rows.map(publishRequestFromRow);
}

/** The job of an open request is gone from the queue as if it had run: give it a new job id. */
export async function bumpGeneration(db: Queryable, request: PublishRequest): Promise<PublishRequest | null> {
  const { rows } = await db.query(
    `update publish_requests set generation = generation + 1, updated_at = now()
     where id = $1 and generation = $2 and state in ${openRequestStates} returning *`,
    [request.id, request.generation],
  );
  return rows[0] ? publishRequestFromRow(rows[0]) : null;
}

/** Operators: the latest requests, newest first, optionally of one state. */
export async function listPublishRequests(
  db: Queryable,
  options: { state?: PublishState; limit?: number } = {},
): Promise<PublishRequest[]> {
  const { rows } = await db.query(
    `select * from publish_requests where ($1::text is null or state = $1)
     order by created_at desc, sequence desc limit $2::integer`,
    [options.state ?? null, options.limit ?? 50],
  );
  return rows.map(publishRequestFromRow);
}

/** Operators: a failed request back to `queued` with a new generation (its own job id). */
export async function resetForReplay(db: Queryable, id: string): Promise<PublishRequest | null> {
  const { rows } = await db.query(
    `update publish_requests set state = 'queued', generation = generation + 1,
       updated_at = now(), finished_at = null
     where id = $1 and state = 'failed' returning *`,
    [id],
  );
  return rows[0] ? publishRequestFromRow(rows[0]) : null;
}

/** Where a request is, without reading its snapshot (for polling), or null when it is gone. */
export async function publishRequestState(db: Queryable, id: string): Promise<PublishState | null> {
  if (!isPublishRequestId(id)) return null;
  const { rows } = await db.query<{ state: PublishState }>(
    'select state from publish_requests where id = $1',
    [id],
  );
  return rows[0]?.state ?? null;
}
