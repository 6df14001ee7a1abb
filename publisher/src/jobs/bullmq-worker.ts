import { type ConnectionOptions, type Job, UnrecoverableError, Worker } from 'bullmq';
import { defaultPublishQueueName, publishBackoffType } from './bullmq-queue.ts';
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
  /** Jobs at once per worker. @defaultValue 2 */
  concurrency?: number;
  /**
   * How long a job's lock lives without renewal. A worker that dies (SIGKILL, lost machine) loses
   * it after this; its job is then "stalled" and another worker takes it. @defaultValue 30000
   */
  lockDurationMs?: number;
  /** How often a worker looks for stalled jobs. @defaultValue 30000 */
  stalledIntervalMs?: number;
  logger?: PublishLogger;
}

/** A running worker. */
export interface PublishWorker {
  readonly worker: Worker<PublishJobData>;
  /**
   * Stops taking jobs and waits for the running ones; after `timeoutMs` gives up on them (their
   * locks lapse and another worker re-runs them). Resolves true when everything finished in time.
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
  const worker = new Worker<PublishJobData>(
    options.queueName ?? defaultPublishQueueName,
    async (job: Job<PublishJobData>) => {
      try {
        return await options.processor(job.data.requestId);
      } catch (error) {
        if (isPermanentPublishError(error)) throw new UnrecoverableError(describeError(error));
        throw error;
      }
    },
    {
      connection: { ...(options.connection as object), maxRetriesPerRequest: null } as ConnectionOptions,
      concurrency: options.concurrency ?? 2,
      lockDuration: options.lockDurationMs ?? 30_000,
      stalledInterval: options.stalledIntervalMs ?? 30_000,
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

  return {
    worker,
    async close(timeoutMs = 30_000) {
      let timer: NodeJS.Timeout | undefined;
      const graceful = worker.close().then(() => true);
      const late = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const inTime = await Promise.race([graceful, late]);
      clearTimeout(timer);
      if (!inTime) await worker.close(true);
      return inTime;
    },
  };
}
