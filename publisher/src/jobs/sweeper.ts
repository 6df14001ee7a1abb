import {
  bumpGeneration,
  findWaitingRequests,
  markRequestFailed,
  type Queryable,
  runOwnRequestIds,
} from '@sitewright/store';
import type { Collector } from './collector.ts';
import { describeError } from './errors.ts';
import { jobRefOf, type PublishJobRef } from './publish-request.ts';
import type { PublishLogger } from './publisher-deps.ts';
import type { PublishQueue } from './queue.ts';

/** Options of {@link sweepOnce} and {@link startSweeper}. */
export interface SweeperOptions {
  db: Queryable;
  queue: PublishQueue;
  /** A request `queued` for longer than this is checked against the queue. @defaultValue 30000 */
  queuedGraceMs?: number;
  /**
   * A request `running` for longer than this is checked too. BullMQ recovers stalled jobs itself,
   * so this is long there; the in-process runner is the only runner of its database, so a `running`
   * request it does not know was left by a previous process. @defaultValue 600000
   */
  runningGraceMs?: number;
  /** @defaultValue 5000 */
  intervalMs?: number;
  logger?: PublishLogger;
  /** Old builds and pointer entries, a page of published handles after each sweep (never on a publish). */
  collector?: Collector;
}

/** What one sweep did. */
export interface SweepResult {
  checked: number;
  enqueued: number;
  failed: number;
}

/**
 * Reconciles the outbox with the queue: each request still waiting after the grace period whose
 * job the queue does not know (lost between COMMIT and enqueue, or with a Redis that restarted
 * empty) is enqueued; one whose job the queue finished while the row stayed open gets a new
 * generation and is enqueued again (completed) or is marked failed with the queue's reason
 * (failed, e.g. stalled too often). Waiting, delayed and active jobs are left alone.
 */
export async function sweepOnce(options: SweeperOptions): Promise<SweepResult> {
  const requests = await findWaitingRequests(options.db, {
    queuedMs: options.queuedGraceMs ?? 30_000,
    runningMs: options.runningGraceMs ?? 600_000,
  });
  const result: SweepResult = { checked: requests.length, enqueued: 0, failed: 0 };
  // A mass republish's own requests go back behind owners' publishes, as the run enqueued them.
  const bulk = await runOwnRequestIds(
    options.db,
    requests.map((request) => request.id),
  );
  for (const request of requests) {
    const priority = bulk.has(request.id) ? 'bulk' : 'owner';
    const job = await options.queue.jobState(jobRefOf(request));
    if (job === null) {
      await options.queue.enqueue(jobRefOf(request), { priority });
      result.enqueued++;
    } else if (job.status === 'completed') {
      const bumped = await bumpGeneration(options.db, request);
      if (bumped) {
        await options.queue.enqueue(jobRefOf(bumped), { priority });
        result.enqueued++;
      }
    } else if (job.status === 'failed') {
      await markRequestFailed(
        options.db,
        request.id,
        job.failedReason ?? 'The publish job failed in the queue',
      );
      result.failed++;
    }
  }
  if (result.enqueued + result.failed > 0) options.logger?.info({ ...result }, 'publish outbox swept');
  return result;
}

/** A running sweeper. */
export interface Sweeper {
  /** Sweeps now (also what the timer does); errors are logged, not thrown. */
  sweep(): Promise<SweepResult | null>;
  stop(): Promise<void>;
}

/** Sweeps at once, then every `intervalMs`, one sweep at a time, until stopped. */
export function startSweeper(options: SweeperOptions): Sweeper {
  let current: Promise<SweepResult | null> | null = null;
  let stopped = false;
  const sweep = () => {
    current ??= sweepOnce(options)
      .catch((error: unknown) => {
        options.logger?.warn({ error: describeError(error) }, 'publish outbox sweep failed');
        return null;
      })
      .then(async (result) => {
        await options.collector?.collectNext().catch((error: unknown) => {
          options.logger?.warn({ error: describeError(error) }, 'collecting old builds failed');
        });
        return result;
      })
      .finally(() => {
        current = null;
      });
    return current;
  };
  const timer = setInterval(() => {
    if (!stopped) void sweep();
  }, options.intervalMs ?? 5000);
  timer.unref();
  void sweep();
  return {
    sweep,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}

/** The `onFinalFailure` of the runners: the request is `failed`, with the error people can read. */
export function recordFinalFailure(db: Queryable) {
  return async (ref: PublishJobRef, error: unknown): Promise<void> => {
    const message =
      error instanceof Error && error.name === 'UnrecoverableError' ? error.message : describeError(error);
    await markRequestFailed(db, ref.requestId, message);
  };
}
