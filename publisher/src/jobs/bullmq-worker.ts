import { type ConnectionOptions, type Job, UnrecoverableError, Worker } from 'bullmq';
import {
  bulkQueueName,
  defaultPublishQueueName,
  publishBackoffType,
  redisRetryStrategy,
} from './bullmq-queue.ts';
import { describeError, isPermanentPublishError } from './errors.ts';
import type { PublishProcessor } from './processor.ts';
import type { PublishJobData, PublishJobRef, PublishKind } from './publish-request.ts';
import type { PublishLogger } from './publisher-deps.ts';
import { defaultPublishRetryPolicy, type PublishRetryPolicy, publishRetryDelayMs } from './queue.ts';

/** Options of {@link startBullmqWorker}. */
export interface BullmqWorkerOptions {
  connection: ConnectionOptions;
  processor: PublishProcessor;
  /** Called once a job is given up: mark the request failed. */
  onFinalFailure: (ref: PublishJobRef, error: unknown) => Promise<void>;
  /** @defaultValue 'publish' */
  queueName?: string;
  /** @defaultValue {@link defaultPublishRetryPolicy} (must match the producer's attempts) */
  policy?: PublishRetryPolicy;
  /**
   * Owners' jobs at once per worker; as many of a mass republish's jobs run beside them, from its
   * own queue ({@link bulkQueueName}), so an owner's publish never waits for a bulk job.
   * @defaultValue 2
   */
  concurrency?: number;
  /**
   * How long a job's lock lives without renewal; the worker renews it every half of this. A worker
   * that dies (SIGKILL, lost machine) loses it after at most this; its job is then "stalled" and
   * another worker takes it. Short, so a dead worker's publish resumes within seconds; a worker
   * whose event loop is blocked for longer than half of this may lose its running job to another
   * worker (safe: both write the same build and the pointer compare-and-set takes it once; the
   * first one's completion is then refused). README "Stalled jobs". @defaultValue 6000
   */
  lockDurationMs?: number;
  /**
   * How often the workers look for stalled jobs (one check per interval across all workers). A job
   * is found stalled at the second check after its worker stopped renewing, once its lock expired:
   * a dead worker's job runs again after at most `lockDurationMs` + `stalledIntervalMs`.
   * @defaultValue 3000
   */
  stalledIntervalMs?: number;
  /**
   * Stalls a job may survive: the next one fails it ('job stalled more than allowable limit', an
   * unrecoverable failure, so the request is marked failed and an operator can replay it). Two, not
   * BullMQ's one, because the short lock makes a stall by a blocked event loop possible; a job that
   * kills its worker every time still ends after three runs. @defaultValue 2
   */
  maxStalledCount?: number;
  logger?: PublishLogger;
}

/** The lock a job holds while it runs (ms): renewed every 3 s, so it lapses at most 6 s after its worker died. */
const defaultLockDurationMs = 6000;
/** How often stalled jobs are looked for (ms): a dead worker's job runs again within 9 s. */
const defaultStalledIntervalMs = 3000;

/** How long an idle worker's close waits for BullMQ before dropping the connections (ms). */
const idleCloseMs = 1000;

/** A running worker. */
export interface PublishWorker {
  /** The BullMQ worker of owners' jobs. */
  readonly worker: Worker<PublishJobData>;
  /** The BullMQ worker of a mass republish's jobs. */
  readonly bulkWorker: Worker<PublishJobData>;
  /**
   * Stops taking jobs and waits for the running ones; after `timeoutMs` gives up on them (their
   * locks lapse and another worker re-runs them). Resolves true when no job was abandoned. Never
   * hangs on a Redis that is down: the connections are dropped once the wait is over.
   */
  close(timeoutMs?: number): Promise<boolean>;
}

/**
 * A BullMQ worker running the one processor: retries with {@link publishRetryDelayMs} (base 1 s,
 * factor 2), a {@link PermanentPublishError} thrown as BullMQ's `UnrecoverableError` (failed at once),
 * and the request marked failed when BullMQ gives up. Start any number, on any number of machines.
 */
export function startBullmqWorker(options: BullmqWorkerOptions): PublishWorker {
  const policy = options.policy ?? defaultPublishRetryPolicy;
  const name = options.queueName ?? defaultPublishQueueName;
  let running = 0;
  const startOn = (queueName: string) => {
    const worker = new Worker<PublishJobData>(
      queueName,
      async (job: Job<PublishJobData>) => {
        running++;
        try {
          return await options.processor(job.data.requestId);
        } catch (error) {
          if (isPermanentPublishError(error)) throw new UnrecoverableError(describeError(error));
          throw error;
        } finally {
          running--;
        }
      },
      {
        connection: {
          retryStrategy: redisRetryStrategy,
          ...(options.connection as object),
          maxRetriesPerRequest: null,
        } as ConnectionOptions,
        concurrency: options.concurrency ?? 2,
        lockDuration: options.lockDurationMs ?? defaultLockDurationMs,
        stalledInterval: options.stalledIntervalMs ?? defaultStalledIntervalMs,
        maxStalledCount: options.maxStalledCount ?? 2,
        settings: {
          backoffStrategy: (attemptsMade, type) =>
            type === publishBackoffType ? publishRetryDelayMs(attemptsMade, policy) : 0,
        },
      },
    );
    worker.on('failed', (job, error) => {
      if (!job) return;
      const final = error.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1);
      if (!final) return;
      const ref = { requestId: job.data.requestId, kind: job.name as PublishKind, generation: 0 };
      void options.onFinalFailure(ref, error).catch((err: unknown) => {
        options.logger?.error({ err, requestId: ref.requestId }, 'marking a failed publish request failed');
      });
    });
    worker.on('error', (error) =>
      options.logger?.warn({ error: describeError(error) }, 'publish worker error'),
    );
    return worker;
  };
  const worker = startOn(name);
  const bulkWorker = startOn(bulkQueueName(name));
  const both = [worker, bulkWorker];

  return {
    worker,
    bulkWorker,
    async close(timeoutMs = 30_000) {
      let timer: NodeJS.Timeout | undefined;
      // Idle, only the connections are left to close: a short wait (Redis may be down).
      const waitMs = running === 0 ? Math.min(timeoutMs, idleCloseMs) : timeoutMs;
      const graceful = Promise.all(both.map((each) => each.close())).then(() => true);
      const late = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), waitMs);
      });
      const inTime = await Promise.race([graceful, late]);
      clearTimeout(timer);
      // BullMQ's `close(true)` returns the graceful close already under way, which waits forever
      // for a Redis that is down (its QUIT sits in ioredis's offline queue): the connections are
      // dropped instead, so a process stopping during an outage still exits.
      if (!inTime) for (const each of both) void each.disconnect().catch(() => undefined);
      return inTime || running === 0;
    },
  };
}
