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
}

/** A {@link PublishQueue} on BullMQ, with the BullMQ queue itself for the dashboard. */
export interface BullmqPublishQueue extends PublishQueue {
  readonly kind: 'bullmq';
  readonly queue: Queue<PublishJobData>;
}

/** The name of BullMQ's custom backoff that applies {@link PublishRetryPolicy}. */
export const publishBackoffType = 'publish';

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
 * by BullMQ, so repeated enqueues collapse). It gives up after `enqueueTimeoutMs` when Redis is
 * unreachable: the request stays in the outbox and the sweeper enqueues it later.
 */
export function createBullmqPublishQueue(options: BullmqQueueOptions): BullmqPublishQueue {
  const policy = options.policy ?? defaultPublishRetryPolicy;
  const timeoutMs = options.enqueueTimeoutMs ?? 5000;
  const queue = new Queue<PublishJobData>(options.queueName ?? defaultPublishQueueName, {
    connection: options.connection,
  });
  // Connection errors surface on the calls; without a listener they would crash the process.
  queue.on('error', () => undefined);
  return {
    kind: 'bullmq',
    queue,
    async enqueue(ref) {
      await withTimeout(
        queue.add(ref.kind, { requestId: ref.requestId }, publishJobOptions(ref, policy)),
        timeoutMs,
        'enqueue',
      );
    },
    async jobState(ref): Promise<PublishJobInfo | null> {
      const job = await withTimeout(queue.getJob(publishJobId(ref)), timeoutMs, 'job lookup');
      if (!job) return null;
      const state = await job.getState();
      const status = statusOf[state];
      if (status === undefined) return null;
      return { status, attemptsMade: job.attemptsMade, failedReason: job.failedReason || null };
    },
    close: () => queue.close(),
  };
}
