import type { PublishDatabase, Queryable } from './database.ts';
import { NothingToRollBack, WebsiteNotFound } from './errors.ts';
import { claimHandle, normaliseRequestedHandle, releaseUnusedClaims } from './handle-claims.ts';
import {
  jobRefOf,
  type PublishKind,
  type PublishRequest,
  publishRequestFromRow,
  requestColumnsWithoutDocument,
} from './publish-request.ts';
import type { PublishQueue } from './queue.ts';

/**
 * The outbox (ARCHITECTURE "Publishing" 1): a request is recorded in the transaction that locks the
 * website and claims the handle; only after COMMIT is its job enqueued, in the background: the
 * committed row is the promise, so a caller (an HTTP answer) never waits for Redis. If the process
 * dies in between, or the queue is unreachable, the sweeper enqueues it later: nothing is lost.
 */

/** A recorded request, and whether this call created it (false: an open one was returned). */
export interface RecordedRequest {
  /** Without its snapshot (`document` is null): the row keeps it for the processor. */
  request: PublishRequest;
  created: boolean;
}

/** A recorded request whose enqueue was started, not awaited. */
export interface EnqueuedRequest extends RecordedRequest {
  /**
   * Settles when the enqueue did (never rejects: a failure goes to `onEnqueueError`). Only for
   * callers that must know the job is in the queue (tests, the CLI); an answer never waits for it.
   */
  enqueued: Promise<void>;
}

/** Options of the request functions. */
export interface OutboxOptions {
  /** Told when the enqueue after COMMIT fails (the sweeper retries it). @defaultValue ignore */
  onEnqueueError?: (error: unknown, request: PublishRequest) => void;
}

interface LockedWebsite {
  id: string;
  draft_version: number;
  published_handle: string | null;
  previous_build_id: string | null;
}

async function lockWebsite(tx: Queryable, websiteId: string): Promise<LockedWebsite> {
  const { rows } = await tx.query<{ id: string; draft_version: number }>(
    'select id, draft_version from websites where id = $1 for update',
    [websiteId],
  );
  const website = rows[0];
  if (!website) throw new WebsiteNotFound(websiteId);
  const deleting = await tx.query(
    `select 1 from publish_requests where website_id = $1 and kind = 'delete' and state in ('queued', 'running')`,
    [websiteId],
  );
  if (deleting.rows.length > 0) throw new WebsiteNotFound(websiteId);
  const published = await tx.query<{ handle: string; previous_build_id: string | null }>(
    'select handle, previous_build_id from published_sites where website_id = $1',
    [websiteId],
  );
  return {
    ...website,
    published_handle: published.rows[0]?.handle ?? null,
    previous_build_id: published.rows[0]?.previous_build_id ?? null,
  };
}

interface NewRequest {
  websiteId: string;
  kind: PublishKind;
  handle: string | null;
  previousHandle: string | null;
  draftVersion: number;
  /** Snapshot the website's draft (publish, rename): copied inside the database, never sent back and forth. */
  snapshot: boolean;
  requestedBy: string | null;
}

/**
 * The request that already covers this click, or a new row: an open request of the same website,
 * version, kind and address, or that website's latest request when it succeeded for exactly this
 * version and address (the site is live as asked: clicking Publish again rebuilds nothing). The
 * caller holds the website's row lock, so the draft copied is the one at `draftVersion`.
 */
async function openOrInsert(tx: Queryable, input: NewRequest): Promise<RecordedRequest> {
  const open = await tx.query(
    `select ${requestColumnsWithoutDocument} from publish_requests where website_id = $1 and draft_version = $2 and kind = $3
       and coalesce(handle, '') = coalesce($4::text, '')
       and (state in ('queued', 'running')
         or (state = 'succeeded' and sequence = (select max(sequence) from publish_requests where website_id = $1)))
     order by sequence desc limit 1`,
    [input.websiteId, input.draftVersion, input.kind, input.handle],
  );
  if (open.rows[0]) return { request: publishRequestFromRow(open.rows[0]), created: false };
  const { rows } = await tx.query(
    `insert into publish_requests (website_id, kind, handle, previous_handle, draft_version, document, requested_by)
     select $1, $2, $3, $4, $5, case when $6::boolean then draft end, $7 from websites where id = $1
     returning ${requestColumnsWithoutDocument}`,
    [
      input.websiteId,
      input.kind,
      input.handle,
      input.previousHandle,
      input.draftVersion,
      input.snapshot,
      input.requestedBy,
    ],
  );
  return { request: publishRequestFromRow(rows[0]!), created: true };
}

/**
 * Starts the enqueue of a committed request without waiting for it. Enqueued again even when the
 * request already existed: the job id makes it a no-op while the job exists, and it heals a request
 * whose first enqueue was lost. One process's adds reach Redis in the order they were started (one
 * connection), so a website's requests are queued in their order, as when they were awaited.
 */
export function enqueueAfterCommit<T extends RecordedRequest>(
  queue: PublishQueue | null,
  recorded: T,
  options: OutboxOptions,
): T & EnqueuedRequest {
  const enqueued = queue
    ? queue.enqueue(jobRefOf(recorded.request)).catch((error: unknown) => {
        options.onEnqueueError?.(error, recorded.request);
      })
    : Promise.resolve();
  return { ...recorded, enqueued };
}

/** Input of {@link requestPublish}. */
export interface PublishInput {
  websiteId: string;
  /** What the user typed; normalised and checked by spec §5. */
  handle: string;
  requestedBy?: string | null;
}

/**
 * Publishes the website's current draft at `handle` (a rename when it is published elsewhere).
 * In ONE transaction: locks the website, claims the handle (throws `HandleUnavailable` — 'Web
 * address unavailable' — when another website holds it; `InvalidHandle` for a bad one), snapshots
 * the draft at its current `draft_version`, and records the request; then starts its job's enqueue
 * without waiting for it (`enqueued`): the committed row is the promise. Repeated clicks on one draft version return the open request instead of a new build.
 * @param queue - null records only (the sweeper enqueues).
 */
export async function requestPublish(
  db: PublishDatabase,
  input: PublishInput,
  queue: PublishQueue | null,
  options: OutboxOptions = {},
): Promise<EnqueuedRequest> {
  const handle = normaliseRequestedHandle(input.handle);
  const recorded = await db.transaction(async (tx) => {
    const website = await lockWebsite(tx, input.websiteId);
    await claimHandle(tx, handle, website.id);
    const renaming = website.published_handle !== null && website.published_handle !== handle;
    const result = await openOrInsert(tx, {
      websiteId: website.id,
      kind: renaming ? 'rename' : 'publish',
      handle,
      previousHandle: renaming ? website.published_handle : null,
      draftVersion: website.draft_version,
      snapshot: true,
      requestedBy: input.requestedBy ?? null,
    });
    await releaseUnusedClaims(tx, website.id);
    return result;
  });
  return enqueueAfterCommit(queue, recorded, options);
}

/** Input of {@link requestUnpublish}, {@link requestDelete} and {@link requestRollback}. */
export interface WebsiteRequestInput {
  websiteId: string;
  requestedBy?: string | null;
}

async function requestWithoutSnapshot(
  db: PublishDatabase,
  kind: 'unpublish' | 'delete' | 'rollback',
  input: WebsiteRequestInput,
  queue: PublishQueue | null,
  options: OutboxOptions,
): Promise<EnqueuedRequest> {
  const recorded = await db.transaction(async (tx) => {
    const website = await lockWebsite(tx, input.websiteId);
    if (kind === 'rollback' && website.previous_build_id === null) throw new NothingToRollBack(website.id);
    return openOrInsert(tx, {
      websiteId: website.id,
      kind,
      handle: website.published_handle,
      previousHandle: null,
      draftVersion: website.draft_version,
      snapshot: false,
      requestedBy: input.requestedBy ?? null,
    });
  });
  return enqueueAfterCommit(queue, recorded, options);
}

/** Takes the website offline: its address answers 'No website at this link' and leaves the sitemap. */
export function requestUnpublish(
  db: PublishDatabase,
  input: WebsiteRequestInput,
  queue: PublishQueue | null,
  options: OutboxOptions = {},
): Promise<EnqueuedRequest> {
  return requestWithoutSnapshot(db, 'unpublish', input, queue, options);
}

/**
 * Deletes the website (spec §4): its published copy, build files and sitemap entry, then the draft.
 * From the moment it is recorded, the website takes no other request (`WebsiteNotFound`).
 */
export function requestDelete(
  db: PublishDatabase,
  input: WebsiteRequestInput,
  queue: PublishQueue | null,
  options: OutboxOptions = {},
): Promise<EnqueuedRequest> {
  return requestWithoutSnapshot(db, 'delete', input, queue, options);
}

/** Makes the previous build live again (throws `NothingToRollBack` when there is none). */
export function requestRollback(
  db: PublishDatabase,
  input: WebsiteRequestInput,
  queue: PublishQueue | null,
  options: OutboxOptions = {},
): Promise<EnqueuedRequest> {
  return requestWithoutSnapshot(db, 'rollback', input, queue, options);
}
