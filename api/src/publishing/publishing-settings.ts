import { defaultSitemapIntervalMs } from '@sitewright/publisher';
import { z } from 'zod';

/**
 * The publish queue's tuning knobs. They are operational (how many jobs, how patient), not part of
 * what runs on what, so they live beside the publishing wiring; `config.ts` decides the
 * implementations (REDIS_URL, S3_*, CLOUDFRONT_DISTRIBUTION_ID). Empty values count as unset.
 */
const unset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const int = (fallback: number, min = 0) =>
  z.preprocess(unset, z.coerce.number().int().min(min).max(86_400_000).default(fallback));

/** The publishing variables and their defaults; `loadPublishingSettings` reads them. */
export const publishingEnvSchema = z.object({
  /** BullMQ queue name (tests use a random one each). */
  PUBLISH_QUEUE_NAME: z.preprocess(
    unset,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,100}$/, 'letters, digits, - and _ only')
      .default('publish'),
  ),
  /** Jobs at once, per worker process (or in the api process on the embedded default). */
  PUBLISH_CONCURRENCY: int(2, 1),
  /** Tries of a job, the first included. */
  PUBLISH_JOB_ATTEMPTS: int(6, 1),
  /** Delay before the first retry; doubled for each next one (spec §9: 1 s, factor 2). */
  PUBLISH_RETRY_BASE_MS: int(1000, 1),
  /**
   * A dead worker's job is taken over once its lock lapsed (renewed every half of it) and a stalled
   * check (one per interval across the workers) found it: within lock + interval, 9 s. Shorter
   * means a worker whose event loop is blocked longer than half the lock may lose its job to another
   * (safe: the pointer compare-and-set), and more Redis calls per worker (publisher README).
   */
  PUBLISH_LOCK_DURATION_MS: int(6000, 100),
  PUBLISH_STALLED_INTERVAL_MS: int(3000, 100),
  /**
   * The outbox sweeper: how often, and how long a request may wait before it is re-enqueued (a
   * publish recorded while Redis was down runs within grace + interval, or an interval after Redis
   * is back when the outage was longer).
   */
  PUBLISH_SWEEP_INTERVAL_MS: int(5000, 10),
  /** @defaultValue {@link sweepGraceMsFor}: 2 s on BullMQ, 30 s on the in-process runner */
  PUBLISH_SWEEP_GRACE_MS: z.preprocess(unset, z.coerce.number().int().min(0).max(86_400_000).optional()),
  /** How long an old build stays after it stopped being live or previous. */
  PUBLISH_BUILD_GRACE_MS: int(300_000),
  /**
   * The sitemap writer (publisher README "Sitemaps"): a bucket is rewritten at most once per this,
   * so a mass republish costs about N × 110 B / (rate × interval) of sitemap per publish.
   */
  PUBLISH_SITEMAP_INTERVAL_MS: int(defaultSitemapIntervalMs, 10),
  /** URLs in one bucket before the next iteration (twice the buckets) starts; at most 50,000. */
  PUBLISH_SITEMAP_BUCKET_LIMIT: z.preprocess(
    unset,
    z.coerce.number().int().min(1).max(50_000).default(10_000),
  ),
  /** Tests only: a pause before each pointer switch, to kill or stop a worker mid-job. */
  SITEWRIGHT_TEST_BUILD_DELAY_MS: int(0),
});

/** The parsed publishing variables. */
export type PublishingEnv = z.infer<typeof publishingEnvSchema>;

/** The publishing settings, camel-cased. */
export interface PublishingSettings {
  queueName: string;
  concurrency: number;
  attempts: number;
  retryBaseMs: number;
  lockDurationMs: number;
  stalledIntervalMs: number;
  sweepIntervalMs: number;
  /** `PUBLISH_SWEEP_GRACE_MS` when set; {@link sweepGraceMsFor} chooses otherwise. */
  sweepGraceMs?: number;
  buildGraceMs: number;
  sitemapIntervalMs: number;
  sitemapBucketLimit: number;
  testBuildDelayMs: number;
}

/** Reads the publishing settings; throws a readable error naming every bad variable. */
export function loadPublishingSettings(
  source: Record<string, string | undefined> = process.env,
): PublishingSettings {
  const parsed = publishingEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid publishing environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    queueName: env.PUBLISH_QUEUE_NAME,
    concurrency: env.PUBLISH_CONCURRENCY,
    attempts: env.PUBLISH_JOB_ATTEMPTS,
    retryBaseMs: env.PUBLISH_RETRY_BASE_MS,
    lockDurationMs: env.PUBLISH_LOCK_DURATION_MS,
    stalledIntervalMs: env.PUBLISH_STALLED_INTERVAL_MS,
    sweepIntervalMs: env.PUBLISH_SWEEP_INTERVAL_MS,
    ...(env.PUBLISH_SWEEP_GRACE_MS === undefined ? {} : { sweepGraceMs: env.PUBLISH_SWEEP_GRACE_MS }),
    buildGraceMs: env.PUBLISH_BUILD_GRACE_MS,
    sitemapIntervalMs: env.PUBLISH_SITEMAP_INTERVAL_MS,
    sitemapBucketLimit: env.PUBLISH_SITEMAP_BUCKET_LIMIT,
    testBuildDelayMs: env.SITEWRIGHT_TEST_BUILD_DELAY_MS,
  };
}

/**
 * How old a waiting request must be before the sweeper compares it with the queue. On BullMQ, 2 s:
 * the sweeper leaves waiting, delayed and active jobs alone and a job id is added once, so sweeping
 * a request whose first enqueue is still under way changes nothing, and a publish recorded while
 * Redis was down runs within seconds of its return. On the in-process runner, 30 s: there the
 * queue is one process's memory, so with several api processes the sweeping one cannot see the
 * jobs another holds, and a short grace would run those twice.
 */
export function sweepGraceMsFor(queueKind: 'bullmq' | 'in-process', settings: PublishingSettings): number {
  return settings.sweepGraceMs ?? (queueKind === 'bullmq' ? 2000 : 30_000);
}
