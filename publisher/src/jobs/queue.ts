import { type BackoffOptions, backoffPresets, retryDelayMs } from '@sitewright/model';
import type { PublishJobRef } from './publish-request.ts';

/** Where a job is in its queue. `null` from {@link PublishQueue.jobState}: the queue does not know it. */
export type PublishJobStatus = 'waiting' | 'active' | 'delayed' | 'completed' | 'failed';

/** A job as the queue knows it. */
export interface PublishJobInfo {
  status: PublishJobStatus;
  attemptsMade: number;
  failedReason: string | null;
}

/**
 * How urgent a job is. `owner`: someone is waiting for their site (publish, rename, unpublish, delete,
 * rollback, a domain change); `bulk`: an operator's mass republish. Bulk jobs run in slots of their
 * own (a queue of their own on BullMQ, `bulkQueueName`): an owner's publish never waits for one to
 * finish, however many are queued or running.
 */
export type PublishJobPriority = 'owner' | 'bulk';

/** Options of {@link PublishQueue.enqueue}. */
export interface EnqueueOptions {
  /** @defaultValue 'owner' */
  priority?: PublishJobPriority;
}

/**
 * The publish queue: BullMQ on Redis (`REDIS_URL`), or the in-process runner of the embedded default.
 * Both run the one processor with the one {@link PublishRetryPolicy}.
 */
export interface PublishQueue {
  readonly kind: 'bullmq' | 'in-process';
  /** Adds the request's job, unless a job with its id is already there (then nothing happens). */
  enqueue(ref: PublishJobRef, options?: EnqueueOptions): Promise<void>;
  /** The job of a request as the queue knows it, or null. */
  jobState(ref: PublishJobRef): Promise<PublishJobInfo | null>;
  /** Stops taking jobs; resolves when the running ones finished (or were given up at shutdown). */
  close(): Promise<void>;
}

/** How often and how patiently a job is tried. */
export interface PublishRetryPolicy {
  /** Tries in all, the first included. @defaultValue 6 */
  attempts: number;
  /** Delay before retry n: base × factor^(n-1), capped. @defaultValue base 1 s, factor 2, cap 4 h (spec §9) */
  backoff: Required<BackoffOptions>;
}

/** Spec §9 "Retry backoff helper" (base 1 s, factor 2, cap 4 h) and six tries: 1+2+4+8+16 s of waiting. */
export const defaultPublishRetryPolicy: PublishRetryPolicy = {
  attempts: 6,
  backoff: { ...backoffPresets.default },
};

/** The delay before the next try after `failedAttempts` failed ones (1 → base). */
export function publishRetryDelayMs(failedAttempts: number, policy: PublishRetryPolicy): number {
  return retryDelayMs(failedAttempts - 1, policy.backoff);
}

/** A policy from partial settings (tests shrink the base). */
export function publishRetryPolicy(overrides: {
  attempts?: number;
  backoff?: BackoffOptions;
}): PublishRetryPolicy {
  return {
    attempts: Math.max(1, overrides.attempts ?? defaultPublishRetryPolicy.attempts),
    backoff: { ...defaultPublishRetryPolicy.backoff, ...overrides.backoff },
  };
}
