import { describeError, isPermanentPublishError } from './errors.ts';
import type { PublishProcessor } from './processor.ts';
import type { PublishJobRef } from './publish-request.ts';
import type { PublishLogger } from './publisher-deps.ts';
import {
  defaultPublishRetryPolicy,
  type PublishJobInfo,
  type PublishQueue,
  type PublishRetryPolicy,
  publishRetryDelayMs,
} from './queue.ts';

/** Options of {@link createInProcessRunner}. */
export interface InProcessRunnerOptions {
  processor: PublishProcessor;
  /** Called once a job is given up (attempts used, or a permanent error): mark the request failed. */
  onFinalFailure: (ref: PublishJobRef, error: unknown) => Promise<void>;
  /** @defaultValue {@link defaultPublishRetryPolicy} */
  policy?: PublishRetryPolicy;
  /**
   * Owners' jobs run at once; as many of a mass republish's jobs run beside them, so an owner's
   * publish never waits for a bulk job (as on BullMQ, `bulkQueueName`). @defaultValue 2
   */
  concurrency?: number;
  logger?: PublishLogger;
}

interface Entry {
  ref: PublishJobRef;
  bulk: boolean;
  status: 'waiting' | 'active' | 'delayed';
  attemptsMade: number;
  failedReason: string | null;
  timer?: NodeJS.Timeout;
}

/**
 * The embedded default's queue: the same processor and retry policy as the BullMQ workers, in the
 * api process. One job per request at a time (a second enqueue of a waiting, delayed or running
 * request does nothing, like BullMQ's job id), at most `concurrency` owners' jobs and as many bulk
 * ones at once, retries after `policy` delays, permanent errors failed at once. Nothing is persisted
 * here: the outbox is, and the sweeper re-enqueues whatever a restart dropped.
 */
export function createInProcessRunner(options: InProcessRunnerOptions): PublishQueue {
  const policy = options.policy ?? defaultPublishRetryPolicy;
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const entries = new Map<string, Entry>();
  const ready: Entry[] = [];
  // A mass republish's jobs, with slots of their own.
  const readyBulk: Entry[] = [];
  const running = new Set<Promise<void>>();
  const runningBulk = new Set<Promise<void>>();
  let closed = false;

  function pump(): void {
    for (const [queue, slots] of [
      [ready, running],
      [readyBulk, runningBulk],
    ] as const) {
      while (!closed && slots.size < concurrency && queue.length > 0) {
        const entry = queue.shift() as Entry;
        const task = attempt(entry).finally(() => {
          slots.delete(task);
          pump();
        });
        slots.add(task);
      }
    }
  }

  async function attempt(entry: Entry): Promise<void> {
    entry.status = 'active';
    try {
      await options.processor(entry.ref.requestId);
      entries.delete(entry.ref.requestId);
    } catch (error) {
      entry.attemptsMade += 1;
      entry.failedReason = describeError(error);
      const final = isPermanentPublishError(error) || entry.attemptsMade >= policy.attempts;
      if (final || closed) {
        entries.delete(entry.ref.requestId);
        if (final) await options.onFinalFailure(entry.ref, error).catch(() => undefined);
        return;
      }
      const delay = publishRetryDelayMs(entry.attemptsMade, policy);
      options.logger?.info({ requestId: entry.ref.requestId, delay }, 'publish job retry scheduled');
      entry.status = 'delayed';
      entry.timer = setTimeout(() => {
        entry.status = 'waiting';
        (entry.bulk ? readyBulk : ready).push(entry);
        pump();
      }, delay);
    }
  }

  return {
    kind: 'in-process',
    async enqueue(ref, enqueueOptions) {
      if (closed || entries.has(ref.requestId)) return;
      const bulk = enqueueOptions?.priority === 'bulk';
      const entry: Entry = { ref, bulk, status: 'waiting', attemptsMade: 0, failedReason: null };
      entries.set(ref.requestId, entry);
      (bulk ? readyBulk : ready).push(entry);
      pump();
    },
    async jobState(ref): Promise<PublishJobInfo | null> {
      const entry = entries.get(ref.requestId);
      if (!entry || entry.ref.generation !== ref.generation) return null;
      return { status: entry.status, attemptsMade: entry.attemptsMade, failedReason: entry.failedReason };
    },
    async close() {
      closed = true;
      for (const entry of entries.values()) clearTimeout(entry.timer);
      ready.length = 0;
      readyBulk.length = 0;
      // Running jobs finish; waiting and delayed ones stay queued in the outbox for the next start.
      await Promise.allSettled([...running, ...runningBulk]);
      entries.clear();
    },
  };
}
