/**
 * The publish worker: `npm run worker` (any number of them, on any number of machines).
 * Needs `REDIS_URL` (the BullMQ queue) and `DATABASE_URL` (the outbox; the embedded PGlite database
 * belongs to the api process, which runs jobs in-process when `REDIS_URL` is unset). Runs the
 * publish processor and the outbox sweeper; SIGTERM / SIGINT stop taking jobs, let the running ones
 * finish within SHUTDOWN_TIMEOUT_MS, and exit 0 (1 if a job had to be abandoned — its lock lapses
 * and another worker re-runs it).
 */
import { ensureStoreBasics, recordFinalFailure, startBullmqWorker } from '@sitewright/publisher';
import type { Database } from '@sitewright/store';
import { loadMigrations, migrate, openDatabase } from '@sitewright/store';
import { type Config, loadConfig } from './config.ts';
import { configSummary } from './config-summary.ts';
import { createLogger, type Logger } from './logger.ts';
import { createPublishingRuntime, type PublishingRuntime } from './publishing/publishing-runtime.ts';

let logger: Logger = createLogger('info');
let config: Config | undefined;
let db: Database | undefined;
let runtime: PublishingRuntime | undefined;
let worker: ReturnType<typeof startBullmqWorker> | undefined;
let stopping = false;

function refuse(message: string): never {
  logger.fatal(message);
  process.exit(2);
}

async function start(): Promise<void> {
  config = await loadConfig();
  logger = createLogger(config.logLevel).child({ role: 'worker' });
  logger.info({ config: configSummary(config) }, 'starting');
  if (config.queue.kind !== 'redis') {
    refuse('REDIS_URL is not set: without it the api runs publish jobs in-process and needs no worker');
  }
  if (config.database.kind !== 'postgres') {
    refuse(
      'DATABASE_URL is not set: the embedded database belongs to the api process; workers need Postgres',
    );
  }
  db = await openDatabase(config.database, {
    onIdleError: (err) => logger.warn({ err }, 'an idle database connection failed'),
  });
  // Under the migration runner's advisory lock: safe when the api and workers start together.
  await migrate(db, await loadMigrations(), (message, fields) => logger.info(fields, message));
  runtime = createPublishingRuntime({ config, db, logger });
  await ensureStoreBasics(runtime.deps.store).catch((err: unknown) =>
    logger.warn({ err }, 'could not write the store basics (not-found page); continuing'),
  );
  if (stopping) return;
  const { settings, policy, processor } = runtime;
  worker = startBullmqWorker({
    connection: { url: config.queue.url },
    queueName: settings.queueName,
    processor,
    onFinalFailure: recordFinalFailure(db),
    policy,
    concurrency: settings.concurrency,
    lockDurationMs: settings.lockDurationMs,
    stalledIntervalMs: settings.stalledIntervalMs,
    logger,
  });
  runtime.startSweeper();
  runtime.startSitemapWriter();
  await Promise.all([worker.worker.waitUntilReady(), worker.bulkWorker.waitUntilReady()]);
  logger.info({ queue: settings.queueName, concurrency: settings.concurrency }, 'worker ready');
}

async function stop(signal: string): Promise<void> {
  if (stopping) {
    logger.warn({ signal }, 'second signal: exiting now');
    process.exit(1);
  }
  stopping = true;
  const timeoutMs = config?.shutdownTimeoutMs ?? 10_000;
  logger.info({ signal, timeoutMs }, 'stopping: finishing the running jobs');
  setTimeout(() => {
    logger.error('shutdown did not finish in time; exiting');
    process.exit(1);
  }, timeoutMs + 5_000).unref();
  try {
    const inTime = (await worker?.close(timeoutMs)) ?? true;
    await runtime?.close();
    await db?.close();
    logger.info({ inTime }, 'stopped');
    process.exit(inTime ? 0 : 1);
  } catch (err) {
    logger.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}

process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

start().catch(async (err: unknown) => {
  if (stopping) return;
  logger.fatal({ err }, 'worker start-up failed');
  await db?.close().catch(() => {});
  process.exit(1);
});
