import { setTimeout as sleep } from 'node:timers/promises';
import {
  type BullmqPublishQueue,
  bullmqQueueFor,
  type Cdn,
  createCloudFrontCdn,
  createCloudFrontKvs,
  createCollector,
  createInProcessRunner,
  createObjectStore,
  createPointerChanges,
  createPublishProcessor,
  createSavedDrafts,
  type EdgeStore,
  noEdgeStore,
  noopCdn,
  type ObjectStore,
  type PointerChanges,
  type PublisherDeps,
  type PublishProcessor,
  type PublishQueue,
  type PublishQueueChoice,
  type PublishRetryPolicy,
  recordFinalFailure,
  retryPolicyOf,
  type SitemapWriter,
  type Sweeper,
  startSitemapWriter,
  startSweeper,
} from '@sitewright/publisher';
import type { Database } from '@sitewright/store';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { loadPublishingSettings, type PublishingSettings, sweepGraceMsFor } from './publishing-settings.ts';
import { sitesStoreFor } from './sites-server.ts';

/**
 * The object store the configuration chose (`$DATA_DIR/objects`, or S3 when `S3_BUCKET` is set),
 * made by the publisher from the same description the sites server's thread opens.
 */
export function objectStoreFor(storage: Config['storage']): ObjectStore {
  return createObjectStore(sitesStoreFor(storage));
}

/** How the configuration queues publish jobs (`REDIS_URL` and the publishing settings). */
export function publishQueueChoiceFor(config: Config, settings: PublishingSettings): PublishQueueChoice {
  return {
    redisUrl: config.queue.kind === 'redis' ? config.queue.url : null,
    queueName: settings.queueName,
    attempts: settings.attempts,
    retryBaseMs: settings.retryBaseMs,
  };
}

/** The CDN the configuration chose: CloudFront, or none (the api serves the sites itself). */
export function cdnFor(cdn: Config['cdn']): Cdn {
  return cdn.kind === 'cloudfront' ? createCloudFrontCdn({ distributionId: cdn.distributionId }) : noopCdn;
}

/** The edge's key-value store the configuration chose: CloudFront KeyValueStore, or none. */
export function edgeStoreFor(edge: Config['edgeStore']): EdgeStore {
  if (edge.kind === 'none') return noEdgeStore;
  return createCloudFrontKvs({ arn: edge.arn, ...(edge.endpoint ? { endpoint: edge.endpoint } : {}) });
}

/** Everything publishing needs in one process, built once from the configuration. */
export interface PublishingRuntime {
  settings: PublishingSettings;
  policy: PublishRetryPolicy;
  deps: PublisherDeps;
  /**
   * This process's pointer changes (`deps.pointerChanges`): the in-process jobs tell them; the sites
   * server caches pointers by them (`startSitesServer({ pointers })`). @defaultValue none (no cache)
   */
  pointerChanges?: PointerChanges;
  processor: PublishProcessor;
  /** Where requests are enqueued: the in-process runner, or the BullMQ producer. */
  queue: PublishQueue;
  /** The BullMQ producer when `REDIS_URL` is set (the dashboard needs it), else null. */
  bullmq: BullmqPublishQueue | null;
  /** Starts the outbox sweeper over {@link PublishingRuntime.queue}. */
  startSweeper(): Sweeper;
  /**
   * Starts this process's sitemap writer (publisher README "Sitemaps"): every worker process, and
   * the api process that runs the in-process jobs. Writers in several processes share the work.
   */
  startSitemapWriter(): SitemapWriter;
  /**
   * Stops the sweeper (if started) and the queue; running in-process jobs finish first; then the
   * sitemap writer (if started) flushes what they recorded.
   */
  close(): Promise<void>;
}

/** Options of {@link createPublishingRuntime}. */
export interface PublishingRuntimeOptions {
  config: Config;
  db: Database;
  logger: Logger;
  /** @defaultValue read from the environment */
  settings?: PublishingSettings;
}

/**
 * Assembles publishing from the configuration (ARCHITECTURE "One code path, two scales"): the
 * store, the CDN, the processor, and the queue — BullMQ when `REDIS_URL` is set (jobs run in
 * `npm run worker` processes), otherwise the in-process runner with the same processor and policy.
 */
export function createPublishingRuntime(options: PublishingRuntimeOptions): PublishingRuntime {
  const { config, db, logger } = options;
  const settings = options.settings ?? loadPublishingSettings();
  const queueChoice = publishQueueChoiceFor(config, settings);
  const policy = retryPolicyOf(queueChoice);
  const delay = settings.testBuildDelayMs;
  if (delay > 0)
    logger.warn({ delay }, 'SITEWRIGHT_TEST_BUILD_DELAY_MS is set: every build waits (tests only)');
  const pointerChanges = createPointerChanges();
  const deps: PublisherDeps = {
    db,
    store: objectStoreFor(config.storage),
    cdn: cdnFor(config.cdn),
    edge: edgeStoreFor(config.edgeStore),
    sitesUrl: config.sitesUrl,
    apiUrl: config.apiUrl,
    appUrl: config.appUrl,
    raisedLimits: config.raisedLimits,
    buildGraceMs: settings.buildGraceMs,
    // The sites server of this process (if it runs one) watches these; the jobs tell them directly.
    pointerChanges,
    // The jobs run here (no Redis): the draft route remembers each save, and a publish of the
    // version just saved renders it without reading its snapshot back (publisher `SavedDrafts`).
    ...(queueChoice.redisUrl === null ? { savedDrafts: createSavedDrafts() } : {}),
    logger: logger.child({ component: 'publisher' }),
    ...(delay > 0 ? { hooks: { beforeSwitch: () => sleep(delay).then(() => undefined) } } : {}),
  };
  const processor = createPublishProcessor(deps);
  const bullmq = bullmqQueueFor(queueChoice);
  const queue =
    bullmq ??
    createInProcessRunner({
      processor,
      onFinalFailure: recordFinalFailure(db),
      policy,
      concurrency: settings.concurrency,
      logger: deps.logger ?? logger,
    });
  let sweeper: Sweeper | null = null;
  let sitemapWriter: SitemapWriter | null = null;
  return {
    settings,
    policy,
    deps,
    pointerChanges,
    processor,
    queue,
    bullmq,
    startSweeper() {
      sweeper ??= startSweeper({
        db,
        queue,
        intervalMs: settings.sweepIntervalMs,
        queuedGraceMs: sweepGraceMsFor(queue.kind, settings),
        // The in-process runner is its database's only runner: a `running` row it does not know
        // was left by a previous process.
        ...(queue.kind === 'in-process' ? { runningGraceMs: sweepGraceMsFor(queue.kind, settings) } : {}),
        logger: deps.logger ?? logger,
        collector: createCollector(deps),
      });
      return sweeper;
    },
    startSitemapWriter() {
      sitemapWriter ??= startSitemapWriter({
        db,
        store: deps.store,
        cdn: deps.cdn,
        sitesUrl: deps.sitesUrl,
        intervalMs: settings.sitemapIntervalMs,
        bucketLimit: settings.sitemapBucketLimit,
        logger: deps.logger ?? logger,
      });
      return sitemapWriter;
    },
    async close() {
      await sweeper?.stop();
      await queue.close();
      await sitemapWriter?.stop();
    },
  };
}
