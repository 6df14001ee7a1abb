import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type AppOptions,
  apiRoutesOf,
  boundPort,
  createApp,
  createConnectedDomains,
  createLifecycle,
  createLogger,
  createMemoryMailer,
  createMemoryRateLimiter,
  listen,
  type MemoryMailer,
  manualClock,
  provideDomainServices,
  provideUploadServices,
  type RegisteredRoute,
} from '@sitewright/api';
import {
  createFolderStore,
  createInProcessRunner,
  createPublishProcessor,
  createSitemapWriter,
  noopCdn,
  type PublisherDeps,
  publishRetryPolicy,
  recordFinalFailure,
  startSweeper,
} from '@sitewright/publisher';
import { type Database, loadMigrations } from '@sitewright/store';
import { type TestBackend, testBackends } from '@sitewright/store/testing';

/**
 * The api as `main.ts` assembles it on the embedded default — the in-process publish runner and a
 * folder object store (which uploads share) — on a fresh database of the machine's Postgres, with a
 * memory mailer (the outbox), a manual clock and a memory rate limiter the suite can reset.
 * Nothing reaches the network: DNS answers "no record" and the CDN is a no-op.
 */
export interface ContractApp {
  base: string;
  db: Database;
  backend: TestBackend['name'];
  /** The registry: every call the api serves, with its zod schemas. */
  routes: readonly RegisteredRoute[];
  /** The object store's folder (publishing and uploads). */
  storeRoot: string;
  mailer: MemoryMailer;
  resetLimits(): void;
  close(): Promise<void>;
}

/**
 * Starts the app on Postgres. With `CI=true` an unreachable Postgres throws (the suite fails);
 * elsewhere the suite runs on PGlite with a warning.
 */
export async function startContractApp(): Promise<ContractApp> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const backends = await testBackends();
  const postgres = backends.find((b) => b.name === 'postgres')!;
  if (postgres.unavailable && process.env.CI === 'true') throw new Error(postgres.unavailable);
  if (postgres.unavailable) console.warn(`api-contract runs on PGlite: ${postgres.unavailable}`);
  const backend = postgres.unavailable ? backends.find((b) => b.name === 'pglite')! : postgres;
  const target = await backend.open();
  cleanups.push(() => target.dispose());
  const db = target.db;

  const root = await mkdtemp(path.join(tmpdir(), 'sitewright-api-contract-'));
  cleanups.push(() => rm(root, { recursive: true, force: true }));
  const storeRoot = path.join(root, 'objects');
  const store = createFolderStore({ root: storeRoot });
  const sitesUrl = 'https://sites.sitewright.test';
  const deps: PublisherDeps = {
    db,
    store,
    cdn: noopCdn,
    sitesUrl,
    apiUrl: 'https://api.sitewright.test',
    buildGraceMs: 0,
  };
  const processor = createPublishProcessor(deps);
  const policy = publishRetryPolicy({ attempts: 2, backoff: { baseMs: 20 } });
  const queue = createInProcessRunner({ processor, onFinalFailure: recordFinalFailure(db), policy });
  const publishing: NonNullable<AppOptions['publishing']> = {
    settings: {
      queueName: 'publish',
      concurrency: 1,
      attempts: 2,
      retryBaseMs: 20,
      lockDurationMs: 30_000,
      stalledIntervalMs: 30_000,
      sweepIntervalMs: 60_000,
      sweepGraceMs: 30_000,
      buildGraceMs: 0,
      sitemapIntervalMs: 5000,
      sitemapBucketLimit: 10_000,
      testBuildDelayMs: 0,
    },
    policy,
    deps,
    processor,
    queue,
    bullmq: null,
    startSweeper: () => startSweeper({ db, queue, intervalMs: 60_000, queuedGraceMs: 30_000 }),
    startSitemapWriter: () => createSitemapWriter({ db, store, sitesUrl }),
    close: () => queue.close(),
  };
  cleanups.push(() => publishing.close());
  provideUploadServices(db, { store });
  provideDomainServices(db, {
    sitesUrl,
    connected: createConnectedDomains(),
    resolver: {
      resolveTxt: async () => {
        throw Object.assign(new Error('no record'), { code: 'ENOTFOUND' });
      },
    },
  });

  const clock = manualClock(new Date(Math.floor(Date.now() / 1000) * 1000));
  const mailer = createMemoryMailer();
  const limiter = createMemoryRateLimiter();
  const app = createApp({
    db,
    logger: createLogger('silent'),
    migrations: await loadMigrations(),
    lifecycle: createLifecycle(),
    publishing,
    services: {
      clock,
      mailer,
      rateLimiter: limiter,
      auth: {
        appUrl: 'https://app.sitewright.test',
        apiUrl: 'https://api.sitewright.test',
        jwtSecret: `contract-secret-${'z'.repeat(40)}`,
      },
    },
  });
  const server = await listen(app, 0, '127.0.0.1');
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );

  return {
    base: `http://127.0.0.1:${boundPort(server)}`,
    db,
    backend: backend.name,
    routes: apiRoutesOf(app),
    storeRoot,
    mailer,
    resetLimits: () => limiter.reset(),
    async close() {
      for (const cleanup of cleanups.reverse()) await cleanup();
    },
  };
}
