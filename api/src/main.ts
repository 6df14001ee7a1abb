/**
 * The api process: `node --import tsx api/src/main.ts` (`npm run serve`).
 * Reads the configuration, opens the database, listens on PORT (so /healthz answers and
 * /readyz says 503 while migrating), applies the migrations, and shuts down gracefully on
 * SIGTERM / SIGINT.
 */
import type { Server } from 'node:http';
import { createApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { configSummary } from './config-summary.ts';
import type { Database } from './db/database.ts';
import { loadMigrations, migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { createLifecycle } from './lifecycle.ts';
import { createLogger, type Logger } from './logger.ts';
import { boundPort, listen, shutdown } from './server.ts';

const lifecycle = createLifecycle();
let logger: Logger = createLogger('info');
let config: Config | undefined;
let db: Database | undefined;
let server: Server | undefined;

async function start(): Promise<void> {
  config = await loadConfig();
  logger = createLogger(config.logLevel);
  logger.info({ config: configSummary(config) }, 'starting');
  const migrations = await loadMigrations();
  db = await openDatabase(config.database, {
    onIdleError: (err) => logger.warn({ err }, 'an idle database connection failed'),
  });
  const app = createApp({ db, logger, migrations, lifecycle, config });
  server = await listen(app, config.port);
  logger.info({ port: boundPort(server), url: config.appUrl }, 'listening');
  const applied = await migrate(db, migrations, (message, fields) => logger.info(fields, message));
  if (lifecycle.shuttingDown) return;
  logger.info({ applied, total: migrations.length }, 'ready');
}

async function stop(signal: string): Promise<void> {
  if (lifecycle.shuttingDown) {
    logger.warn({ signal }, 'second signal: exiting now');
    process.exit(1);
  }
  const timeoutMs = config?.shutdownTimeoutMs ?? 10_000;
  logger.info({ signal, timeoutMs }, 'shutting down');
  // The bound the brief promises: whatever hangs, the process is gone shortly after the deadline.
  setTimeout(() => {
    logger.error('shutdown did not finish in time; exiting');
    process.exit(1);
  }, timeoutMs + 5_000).unref();
  try {
    const { drained } = await shutdown({ server, db, lifecycle, logger, timeoutMs });
    logger.info({ drained }, 'stopped');
    process.exit(0);
  } catch (err) {
    logger.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}

process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

start().catch(async (err: unknown) => {
  if (lifecycle.shuttingDown) return; // a signal closed the database under the migration; stop() exits
  logger.fatal({ err }, 'start-up failed');
  lifecycle.beginShutdown();
  server?.close();
  await db?.close().catch(() => {});
  process.exit(1);
});
