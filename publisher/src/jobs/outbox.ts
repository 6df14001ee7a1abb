import {
  type Database,
  lockWebsiteForRequest,
  openOrInsertRequest,
  type PublishRequest,
  type Queryable,
  type RecordedRequest,
  type WebsiteToRequest,
} from '@sitewright/store';
import { NothingToRollBack, WebsiteNotFound } from './errors.ts';
import { claimHandle, normaliseRequestedHandle } from './handle-claims.ts';
import { jobRefOf } from './publish-request.ts';
import type { PublishQueue } from './queue.ts';

export type { RecordedRequest };

/**
 * The outbox (ARCHITECTURE "Publishing" 1): a request is recorded in the transaction that locks the
 * website and claims the handle; only after COMMIT is its job enqueued, in the background: the
 * committed row is the promise, so a caller (an HTTP answer) never waits for Redis. If the process
 * dies in between, or the queue is unreachable, the sweeper enqueues it later: nothing is lost.
 */

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

/** Locks the website for a new request; throws {@link WebsiteNotFound} when it is gone or being deleted. */
async function lockWebsite(tx: Queryable, websiteId: string): Promise<WebsiteToRequest> {
  const website = await lockWebsiteForRequest(tx, websiteId);
  if (website === null) throw new WebsiteNotFound(websiteId);
  return website;
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
  db: Database,
  input: PublishInput,
  queue: PublishQueue | null,
  options: OutboxOptions = {},
): Promise<EnqueuedRequest> {
  const handle = normaliseRequestedHandle(input.handle);
  const recorded = await db.transaction(async (tx) => {
    const website = await lockWebsite(tx, input.websiteId);
    // A republish at the website's own address claims nothing: it holds that address since it was
    // first published there (its claim and its published copy; see handle-claims.ts).
    if (website.publishedHandle !== handle) await claimHandle(tx, handle, website.id);
    const renaming = website.publishedHandle !== null && website.publishedHandle !== handle;
    return openOrInsertRequest(tx, {
      websiteId: website.id,
      kind: renaming ? 'rename' : 'publish',
      handle,
      previousHandle: renaming ? website.publishedHandle : null,
      draftVersion: website.draftVersion,
      snapshot: true,
      requestedBy: input.requestedBy ?? null,
      // An address the website claimed for an earlier request and no longer needs is freed.
      releaseUnusedClaims: true,
    });
  });
  return enqueueAfterCommit(queue, recorded, options);
}

/** Input of {@link requestUnpublish}, {@link requestDelete} and {@link requestRollback}. */
export interface WebsiteRequestInput {
  websiteId: string;
  requestedBy?: string | null;
}

async function recordWithoutSnapshot(
  tx: Queryable,
  kind: 'unpublish' | 'delete' | 'rollback',
  input: WebsiteRequestInput,
): Promise<RecordedRequest> {
  const website = await lockWebsite(tx, input.websiteId);
  if (kind === 'rollback' && website.previousBuildId === null) throw new NothingToRollBack(website.id);
  return openOrInsertRequest(tx, {
    websiteId: website.id,
    kind,
    handle: website.publishedHandle,
    previousHandle: null,
    draftVersion: website.draftVersion,
    snapshot: false,
    requestedBy: input.requestedBy ?? null,
  });
}

async function requestWithoutSnapshot(
  db: Database,
  kind: 'unpublish' | 'delete' | 'rollback',
  input: WebsiteRequestInput,
  queue: PublishQueue | null,
  options: OutboxOptions,
): Promise<EnqueuedRequest> {
  const recorded = await db.transaction((tx) => recordWithoutSnapshot(tx, kind, input));
  return enqueueAfterCommit(queue, recorded, options);
}

/**
 * Records a website's delete request in the caller's open transaction (an account deletion
 * deletes every website it owns in one); the caller enqueues it after COMMIT
 * ({@link enqueueAfterCommit}). Throws `WebsiteNotFound` when the website is gone or already
 * being deleted.
 */
export function recordDeleteRequest(tx: Queryable, input: WebsiteRequestInput): Promise<RecordedRequest> {
  return recordWithoutSnapshot(tx, 'delete', input);
}

/** Takes the website offline: its address answers 'No website at this link' and leaves the sitemap. */
export function requestUnpublish(
  db: Database,
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
  db: Database,
  input: WebsiteRequestInput,
  queue: PublishQueue | null,
  options: OutboxOptions = {},
): Promise<EnqueuedRequest> {
  return requestWithoutSnapshot(db, 'delete', input, queue, options);
}

/** Makes the previous build live again (throws `NothingToRollBack` when there is none). */
export function requestRollback(
  db: Database,
  input: WebsiteRequestInput,
  queue: PublishQueue | null,
  options: OutboxOptions = {},
): Promise<EnqueuedRequest> {
  return requestWithoutSnapshot(db, 'rollback', input, queue, options);
}
