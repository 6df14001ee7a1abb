import { type ConnectionOptions, type JobsOptions, Queue } from 'bullmq';
import { type PublishJobData, type PublishJobRef, publishJobId } from './publish-request.ts';
import {
  defaultPublishRetryPolicy,
  type PublishJobInfo,
  type PublishJobStatus,
  type PublishQueue,
  type PublishRetryPolicy,
} from './queue.ts';

/** The queue name of the publish jobs. @defaultValue 'publish' */
export const defaultPublishQueueName = 'publish';

/** Options of {@link createBullmqPublishQueue} and the worker. */
export interface BullmqQueueOptions {
  /** `{ url: REDIS_URL }` or ioredis options. */
  connection: ConnectionOptions;
  /** @defaultValue 'publish' */
  queueName?: string;
  /** @defaultValue {@link defaultPublishRetryPolicy} */
  policy?: PublishRetryPolicy;
  /** How long `enqueue` waits for Redis before giving up (the sweeper retries). @defaultValue 5000 */
  enqueueTimeoutMs?: number;
  /**
   * Adds still waiting for Redis beyond which `enqueue` refuses at once (the sweeper enqueues those
   * requests later): a Redis that accepts connections but does not answer must not make callers
   * that enqueue in the background pile up work without bound. @defaultValue 1000
   */
  maxPendingEnqueues?: number;
}

/** A {@link PublishQueue} on BullMQ, with the BullMQ queues themselves for the dashboard. */
export interface BullmqPublishQueue extends PublishQueue {
  readonly kind: 'bullmq';
  /** Owners' jobs. */
  readonly queue: Queue<PublishJobData>;
  /** A mass republish's jobs ({@link bulkQueueName}). */
  readonly bulkQueue: Queue<PublishJobData>;
}

/** The name of BullMQ's custom backoff that applies {@link PublishRetryPolicy}. */
export const publishBackoffType = 'publish';

/**
 * The queue of a mass republish's jobs beside the owners' `queueName`. Every worker takes from both
 * with slots of its own for each (`startBullmqWorker`): a priority in one queue would only order the
 * jobs waiting, and a mass republish would still hold every slot, each owner's publish waiting for
 * one of its jobs to finish (half a job on average, the whole of one at worst).
 */
export function bulkQueueName(queueName: string): string {
  return `${queueName}-bulk`;
}

/** The job options every publish job gets: attempts, our backoff, how long finished jobs are kept. */
export function publishJobOptions(ref: PublishJobRef, policy: PublishRetryPolicy): JobsOptions {
  return {
    jobId: publishJobId(ref),
    attempts: policy.attempts,
    backoff: { type: publishBackoffType },
    // Finished jobs are kept a while for the dashboard; the outbox row is the lasting record.
    removeOnComplete: { age: 24 * 3600, count: 1000 },
    removeOnFail: { age: 14 * 24 * 3600 },
  };
}

const statusOf: Record<string, PublishJobStatus> = {
  waiting: 'waiting',
  'waiting-children': 'waiting',
  prioritized: 'waiting',
  active: 'active',
  delayed: 'delayed',
  completed: 'completed',
  failed: 'failed',
};

/**
 * How often a lost Redis connection is tried again: BullMQ's own strategy grows to one try every
 * 20 s after a long outage, which would add up to 20 s before queued publishes run once Redis is
 * back. Every 1, 2 … 5 s, then every 5 s: a handful of connection attempts per process.
 */
export function redisRetryStrategy(times: number): number {
  return Math.min(1000 * Math.max(1, times), 5000);
}

/**
 * The producer's connection: fail fast while Redis is unreachable (BullMQ's advice for queues),
 * instead of ioredis keeping every command in its offline queue until it reconnects. A failed add
 * is left to the sweeper (the outbox row is the promise), and closing never waits for a Redis that
 * is not there.
 */
function producerConnection(connection: ConnectionOptions): ConnectionOptions {
  return {
    retryStrategy: redisRetryStrategy,
    ...(connection as object),
    enableOfflineQueue: false,
  } as ConnectionOptions;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The producer side on BullMQ: `enqueue` adds a job named after the request's kind with the data
 * `{ requestId }` and the id `publish-{requestId}-{generation}` (an add whose id exists is ignored
 * by BullMQ, so repeated enqueues collapse). While Redis is unreachable it fails at once (no offline
 * queue), and it gives up after `enqueueTimeoutMs` on a Redis that does not answer: the request
 * stays in the outbox and the sweeper enqueues it later. `close` lets the adds under way finish
 * (bounded) and never hangs on a Redis that is down.
 */
export function createBullmqPublishQueue(options: BullmqQueueOptions): BullmqPublishQueue {
  const policy = options.policy ?? defaultPublishRetryPolicy;
  const timeoutMs = options.enqueueTimeoutMs ?? 5000;
  const maxPending = options.maxPendingEnqueues ?? 1000;
  const name = options.queueName ?? defaultPublishQueueName;
  const queue = new Queue<PublishJobData>(name, { connection: producerConnection(options.connection) });
  const bulkQueue = new Queue<PublishJobData>(bulkQueueName(name), {
    connection: producerConnection(options.connection),
  });
  // Connection errors surface on the calls; without a listener they would crash the process.
  queue.on('error', () => undefined);
  bulkQueue.on('error', () => undefined);
  const jobIn = (target: Queue<PublishJobData>, ref: PublishJobRef) =>
    withTimeout(target.getJob(publishJobId(ref)), timeoutMs, 'job lookup');
  // Adds until BullMQ settles them (a timed-out add may still be on its way to Redis).
  const pending = new Set<Promise<unknown>>();
  return {
    kind: 'bullmq',
    queue,
    bulkQueue,
    async enqueue(ref, enqueueOptions) {
      if (pending.size >= maxPending) {
        throw new Error(`enqueue refused: ${pending.size} adds are still waiting for Redis`);
      }
      const target = enqueueOptions?.priority === 'bulk' ? bulkQueue : queue;
      const add = target.add(ref.kind, { requestId: ref.requestId }, publishJobOptions(ref, policy));
      const settled = add.then(
        () => undefined,
        () => undefined,
      );
      pending.add(settled);
      void settled.finally(() => pending.delete(settled));
      await withTimeout(add, timeoutMs, 'enqueue');
    },
    async jobState(ref): Promise<PublishJobInfo | null> {
      // An owner's job first: a sweeper or replay enqueues a mass republish's request there too.
      const job = (await jobIn(queue, ref)) ?? (await jobIn(bulkQueue, ref));
      if (!job) return null;
      const state = await job.getState();
      const status = statusOf[state];
      if (status === undefined) return null;
      return { status, attemptsMade: job.attemptsMade, failedReason: job.failedReason || null };
    },
    async close() {
      await withTimeout(Promise.all(pending), closeWaitMs, 'waiting for adds').catch(() => undefined);
      // With Redis down, BullMQ's close fails at once (or waits for a reconnect) and leaves ioredis
      // reconnecting, which would keep the process alive: the connection is then dropped instead.
      await Promise.all(
        [queue, bulkQueue].map(async (each) => {
          const closed = await withTimeout(each.close(), closeWaitMs, 'closing the queue').then(
            () => true,
            () => false,
          );
          if (!closed) void each.disconnect().catch(() => undefined);
        }),
      );
    },
  };
}

/** How long closing the producer waits for adds under way, and for BullMQ's close. */
const closeWaitMs = 2000;
