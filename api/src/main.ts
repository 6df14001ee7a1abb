/**
 * The api process: `node --import tsx api/src/main.ts` (`npm run serve`).
 * Reads the configuration, opens the database, listens on PORT (so /healthz answers and
 * /readyz says 503 while migrating), applies the migrations, and shuts down gracefully on
 * SIGTERM / SIGINT. With `API_PROCESSES` > 1 (Postgres only) this process is instead the
 * `node:cluster` primary of that many api processes (`cluster.ts`): each worker runs this same file.
 */
import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { ensureStoreBasics } from '@sitewright/publisher';
import type { Database, RateLimiter } from '@sitewright/store';
import {
  loadMigrations,
  migrate,
  openDatabase,
  purgeExpiredRateLimits,
  rateLimiterFor,
} from '@sitewright/store';
import { createApp } from './app.ts';
import { purgeExpiredSignIns } from './auth/housekeeping.ts';
import {
  type ApiCluster,
  apiWorkerNumber,
  isApiWorker,
  isFirstApiProcess,
  startApiCluster,
} from './cluster.ts';
import { type Config, loadConfig } from './config.ts';
import { configSummary } from './config-summary.ts';
import { createDomainRuntime, type DomainRuntime } from './domains/index.ts';
import { createLifecycle } from './lifecycle.ts';
import { createLogger, type Logger } from './logger.ts';
import { createPublishingRuntime, type PublishingRuntime } from './publishing/publishing-runtime.ts';
import {
  type SitesServer,
  sitesStoreFor,
  startSitesServer,
  stopSitesServer,
} from './publishing/sites-server.ts';
import { boundPort, listen, shutdown } from './server.ts';
import { expireTrials } from './trial/index.ts';

const lifecycle = createLifecycle();
let logger: Logger = createLogger('info');
let config: Config | undefined;
let db: Database | undefined;
let server: Server | undefined;
let housekeeping: NodeJS.Timeout | undefined;
let publishing: PublishingRuntime | undefined;
let sitesServer: SitesServer | undefined;
let domains: DomainRuntime | undefined;
let primary: ApiCluster | undefined;

/**
 * THE place the api's rate limiter is chosen: in memory for one process; in the database when
 * `API_PROCESSES` > 1, so every process counts against the same limits (store `rate-limits`).
 */
function chooseRateLimiter(database: Database, settings: Config): RateLimiter {
  return rateLimiterFor(database, { shared: settings.apiProcesses > 1 });
}

async function start(): Promise<void> {
  config = await loadConfig();
  logger = createLogger(config.logLevel);
  if (config.apiProcesses > 1 && cluster.isPrimary) {
    logger.info(
      { config: configSummary(config), processes: config.apiProcesses },
      'starting the api processes',
    );
    primary = startApiCluster({
      processes: config.apiProcesses,
      logger,
      shutdownTimeoutMs: config.shutdownTimeoutMs,
    });
    return;
  }
  if (isApiWorker()) logger = logger.child({ apiProcess: apiWorkerNumber(), pid: process.pid });
  else logger.info({ config: configSummary(config) }, 'starting');
  const migrations = await loadMigrations();
  db = await openDatabase(config.database, {
    onIdleError: (err) => logger.warn({ err }, 'an idle database connection failed'),
  });
  publishing = createPublishingRuntime({ config, db, logger });
  domains = createDomainRuntime({ db, config, logger, publishing });
  const app = createApp({
    db,
    logger,
    migrations,
    lifecycle,
    config,
    publishing,
    services: { rateLimiter: chooseRateLimiter(db, config) },
  });
  server = await listen(app, config.port);
  logger.info({ port: boundPort(server), url: config.appUrl }, 'listening');
  // Without a CDN the api serves the published sites itself, on their own origin (SITES_PORT), from
  // a thread of their own: a visitor never waits for this thread's database and jobs. One process
  // owns SITES_PORT: with several api processes, worker #1.
  if (config.cdn.kind === 'api' && isFirstApiProcess()) {
    sitesServer = await startSitesServer({
      store: sitesStoreFor(config.storage),
      port: config.sitesPort,
      logger,
      domains: domains.directory,
      ...(publishing.pointerChanges ? { pointers: { db, changes: publishing.pointerChanges } } : {}),
      // Visitors' form posts to a site's own origin come back to this process's api.
      formsApiUrl: `http://127.0.0.1:${boundPort(server)}`,
    });
  }
  const applied = await migrate(db, migrations, (message, fields) => logger.info(fields, message));
  if (lifecycle.shuttingDown) return;
  await ensureStoreBasics(publishing.deps.store).catch((err: unknown) =>
    logger.warn({ err }, 'could not write the store basics (not-found page)'),
  );
  // In-process jobs: the sweeper also runs what a previous process left in the outbox. Every process
  // runs the jobs it enqueues; only worker #1 sweeps: a second sweeper would take the jobs another
  // process is running or about to run for lost ones.
  if (publishing.queue.kind === 'in-process' && isFirstApiProcess()) publishing.startSweeper();
  // The sitemap writer runs where the jobs run: here on the embedded default (worker #1 is enough,
  // the others' jobs record in the same tables), in `npm run worker` processes on BullMQ.
  if (publishing.queue.kind === 'in-process' && isFirstApiProcess()) publishing.startSitemapWriter();
  domains.start();
  logger.info({ applied, total: migrations.length }, 'ready');
  const database = db;
  const sharedLimits = config.apiProcesses > 1;
  housekeeping = setInterval(() => {
    purgeExpiredSignIns(database, new Date()).catch((err: unknown) =>
      logger.warn({ err }, 'sign-in housekeeping failed'),
    );
    expireTrials(database, new Date(), logger).catch((err: unknown) =>
      logger.warn({ err }, 'trial housekeeping failed'),
    );
    if (sharedLimits) {
      purgeExpiredRateLimits(database, new Date()).catch((err: unknown) =>
        logger.warn({ err }, 'rate-limit housekeeping failed'),
      );
    }
  }, 3_600_000).unref();
}

async function stop(signal: string): Promise<void> {
  if (lifecycle.shuttingDown) {
    logger.warn({ signal }, 'second signal: exiting now');
    process.exit(1);
  }
  if (primary) {
    lifecycle.beginShutdown(); // a second signal exits at once (the workers follow the primary)
    process.exit(await primary.stop(signal));
  }
  clearInterval(housekeeping);
  await domains?.stop();
  const timeoutMs = config?.shutdownTimeoutMs ?? 10_000;
  logger.info({ signal, timeoutMs }, 'shutting down');
  // The bound the brief promises: whatever hangs, the process is gone shortly after the deadline.
  setTimeout(() => {
    logger.error('shutdown did not finish in time; exiting');
    process.exit(1);
  }, timeoutMs + 5_000).unref();
  try {
    await stopSitesServer(sitesServer);
    // The database closes last: running publish jobs (in-process) still write to it.
    const { drained } = await shutdown({ server, db: undefined, lifecycle, logger, timeoutMs });
    await publishing?.close();
    await db?.close();
    logger.info({ drained }, 'stopped');
    process.exit(0);
  } catch (err) {
    logger.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}

process.on('SIGTERM', () => void stop('SIGTERM'));
// A worker leaves SIGINT (Ctrl-C reaches the whole process group) to the primary, which relays a
// SIGTERM; otherwise the worker would count the two as a second signal and exit at once.
process.on('SIGINT', () => (isApiWorker() ? undefined : void stop('SIGINT')));

start().catch(async (err: unknown) => {
  if (lifecycle.shuttingDown) return; // a signal closed the database under the migration; stop() exits
  logger.fatal({ err }, 'start-up failed');
  lifecycle.beginShutdown();
  server?.close();
  await stopSitesServer(sitesServer).catch(() => {});
  await publishing?.close().catch(() => {});
  await db?.close().catch(() => {});
  process.exit(1);
});
