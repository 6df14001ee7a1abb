import { type BullmqPublishQueue, createBullmqPublishQueue } from './bullmq-queue.ts';
import { type PublishRetryPolicy, publishRetryPolicy } from './queue.ts';

/**
 * How publish jobs are queued, as the configuration says it: BullMQ on `REDIS_URL`, or (null) the
 * embedded default's in-process runner. The api, its jobs CLI and the workers build their queue
 * and retry policy from it here, so a job's attempts and backoff are the same whoever adds it.
 */
export interface PublishQueueChoice {
  /** `REDIS_URL`, or null: no BullMQ queue (the in-process runner). */
  redisUrl: string | null;
  /** `PUBLISH_QUEUE_NAME`. */
  queueName: string;
  /** `PUBLISH_JOB_ATTEMPTS`: tries in all. */
  attempts: number;
  /** `PUBLISH_RETRY_BASE_MS`: the first retry's delay. */
  retryBaseMs: number;
}

/** The retry policy the choice sets (spec §9: base, factor 2). */
export function retryPolicyOf(
  choice: Pick<PublishQueueChoice, 'attempts' | 'retryBaseMs'>,
): PublishRetryPolicy {
  return publishRetryPolicy({ attempts: choice.attempts, backoff: { baseMs: choice.retryBaseMs } });
}

/**
 * The BullMQ producer the choice names, or null without `REDIS_URL`. The job options it adds carry
 * the attempts and backoff of {@link retryPolicyOf}.
 */
export function bullmqQueueFor(choice: PublishQueueChoice): BullmqPublishQueue | null {
  if (choice.redisUrl === null) return null;
  return createBullmqPublishQueue({
    connection: { url: choice.redisUrl },
    queueName: choice.queueName,
    policy: retryPolicyOf(choice),
  });
}
