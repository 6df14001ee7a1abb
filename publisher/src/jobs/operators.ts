import { findPublishRequest, listPublishRequests, type Queryable, resetForReplay } from '@sitewright/store';
import { PublishRequestNotReplayable } from './errors.ts';
import { jobRefOf, type PublishRequest } from './publish-request.ts';
import type { PublishJobInfo, PublishQueue } from './queue.ts';

/** A request as operators see it: the outbox row and, when there is a queue, its job. */
export interface OperatorView {
  request: PublishRequest;
  job: PublishJobInfo | null;
}

async function withJob(queue: PublishQueue | null, request: PublishRequest): Promise<OperatorView> {
  const job = queue ? await queue.jobState(jobRefOf(request)).catch(() => null) : null;
  return { request, job };
}

/** `jobs list`: the latest requests (optionally only failed ones), with their jobs. */
export async function listForOperators(
  db: Queryable,
  queue: PublishQueue | null,
  options: { failedOnly?: boolean; limit?: number } = {},
): Promise<OperatorView[]> {
  const requests = await listPublishRequests(db, {
    ...(options.failedOnly ? { state: 'failed' as const } : {}),
    limit: options.limit ?? 50,
  });
  return Promise.all(requests.map((request) => withJob(queue, request)));
}

/** `jobs show <id>`: one request with its job, or null. */
export async function showForOperators(
  db: Queryable,
  queue: PublishQueue | null,
  id: string,
): Promise<OperatorView | null> {
  const request = await findPublishRequest(db, id);
  return request ? withJob(queue, request) : null;
}

/**
 * `jobs replay <id>`: a failed request goes back to `queued` with a new generation (so its job id is
 * new even while the queue keeps the failed job) and is enqueued. Without a queue (embedded default:
 * the CLI cannot share the api's embedded database while it runs), the api's sweeper picks it up at
 * its next start. A replay never rolls a site back: if a newer request of the website was applied
 * meanwhile, the replayed one ends `superseded`.
 * Throws {@link PublishRequestNotReplayable} for a missing request or one that is not failed.
 */
export async function replayPublishRequest(
  db: Queryable,
  queue: PublishQueue | null,
  id: string,
): Promise<PublishRequest> {
  const reset = await resetForReplay(db, id);
  if (!reset) {
    const existing = await findPublishRequest(db, id);
    throw new PublishRequestNotReplayable(id, existing ? `it is ${existing.state}, not failed` : 'not found');
  }
  if (queue) await queue.enqueue(jobRefOf(reset));
  return reset;
}

/** `jobs replay-failed`: replays every failed request, oldest first. */
export async function replayFailedRequests(
  db: Queryable,
  queue: PublishQueue | null,
): Promise<PublishRequest[]> {
  const failed = await listPublishRequests(db, { state: 'failed', limit: 10_000 });
  const replayed: PublishRequest[] = [];
  for (const request of failed.reverse()) {
    const reset = await resetForReplay(db, request.id);
    if (!reset) continue;
    if (queue) await queue.enqueue(jobRefOf(reset));
    replayed.push(reset);
  }
  return replayed;
}
