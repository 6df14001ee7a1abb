import { mkdtemp, rm } from 'node:fs/promises';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, startSitesServer, stopSitesServer } from '@sitewright/api';
import type { Website } from '@sitewright/model';
import { createWebsiteFixture } from '@sitewright/model/testing';
import {
  type BullmqPublishQueue,
  createBullmqPublishQueue,
  createInProcessRunner,
  createObjectStore,
  createPointerChanges,
  createPublishProcessor,
  createSitemapWriter,
  createSitesServer,
  findPublishRequest,
  noopCdn,
  type ObjectStore,
  type PointerChanges,
  type PublisherDeps,
  type PublishProcessor,
  type PublishQueue,
  type PublishRequest,
  type PublishRetryPolicy,
  type PublishWorker,
  publishRetryPolicy,
  recordFinalFailure,
  requestPublish,
  type SitemapWriter,
  type SitesStoreDescription,
  startBullmqWorker,
  startSitemapWriter,
} from '@sitewright/publisher';
import { type Database, loadMigrations, migrate, openDatabase, pgliteDir } from '@sitewright/store';
import {
  insertUser,
  insertWebsiteWithDraft,
  readWebsite,
  type TestDatabase,
  testBackends,
  writeDraftForTests,
} from '@sitewright/store/testing';
import { type LocalS3, s3rverCredentials, startS3Server } from '../../support/s3-server.ts';
import { randomQueueName, testRedisUrl } from './services.ts';

/** How a harness is put together: the scale of every dependency. */
export interface HarnessOptions {
  /**
   * `pglite`: in memory, as the tests run it; `pglite-files`: in a folder of the harness's own, as
   * `npm start` runs it (`$DATA_DIR/pglite`); `postgres`: a fresh database on the machine's Postgres.
   */
  database: 'pglite' | 'pglite-files' | 'postgres';
  storage: 'folder' | 's3';
  /** `bullmq-producer`: the queue on Redis but no worker in this process (child workers run the jobs). */
  runner: 'in-process' | 'bullmq' | 'bullmq-producer' | 'none';
  redisUrl?: string;
  /** @defaultValue 3 attempts, 20 ms base */
  policy?: PublishRetryPolicy;
  /** Put another S3 endpoint (a fault proxy) in front of s3rver for the jobs' store. */
  s3Endpoint?: (s3: LocalS3) => Promise<string>;
  /** Starts the S3-protocol server (a benchmark runs it in a process of its own). @defaultValue s3rver in this process */
  s3Server?: () => Promise<LocalS3>;
  hooks?: PublisherDeps['hooks'];
  /** The sitemap writer's interval (a test reads the sitemap after `sitemap.flush()`). @defaultValue 5000 */
  sitemapIntervalMs?: number;
  /** The CDN of the jobs. @defaultValue none */
  cdn?: PublisherDeps['cdn'];
  /** The edge's key-value store the jobs mirror into. @defaultValue none */
  edge?: PublisherDeps['edge'];
  buildGraceMs?: number;
  /** Storage retry bound of the jobs' store. @defaultValue 3000 ms */
  s3MaxElapsedMs?: number;
  /**
   * The sites server: in its own worker thread as the api runs it (`startSitesServer`), or in this
   * thread. At scale the sites are served by the CDN; the harness's server only stands in for it.
   * @defaultValue 'thread' with a folder store (the embedded default), else 'in-process'
   */
  sitesServer?: 'thread' | 'in-process';
  /**
   * The sites server caches live pointers and the jobs tell it of every change, as the api runs it
   * (`startSitesServer({ pointers })`; implies the thread). @defaultValue false (read per request)
   */
  pointerCache?: boolean;
}

/** One test world: database, store, sites server, processor, queue. */
export interface Harness {
  db: Database;
  dbHandle: TestDatabase;
  store: ObjectStore;
  /** The store as visitors read it (straight to s3rver, never through a fault proxy). */
  servingStore: ObjectStore;
  /** {@link Harness.servingStore} as data, for a sites server thread (`startSitesServer({ store })`). */
  sitesStore: SitesStoreDescription;
  s3: LocalS3 | null;
  deps: PublisherDeps;
  /** The processor over {@link Harness.deps}, for running a request directly. */
  processor: PublishProcessor;
  queue: PublishQueue | null;
  bullmq: BullmqPublishQueue | null;
  worker: PublishWorker | null;
  /** The sitemap writer the runtime starts with the jobs: `flush()` before reading the sitemap. */
  sitemap: SitemapWriter;
  queueName: string;
  sitesOrigin: string;
  createWebsite(businessName?: string): Promise<string>;
  editDraft(websiteId: string, edit: (draft: Website) => Website): Promise<void>;
  publish(websiteId: string, handle: string): Promise<PublishRequest>;
  waitFor(requestId: string, states?: readonly string[], timeoutMs?: number): Promise<PublishRequest>;
  page(handlePath: string): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

export const quickPolicy = publishRetryPolicy({ attempts: 3, backoff: { baseMs: 20 } });

/** A valid draft for `websiteId` (Rosa Bakery's default site under another name). */
export function draftFor(websiteId: string, userId: string, businessName = 'Rosa Bakery'): Website {
  const fixture = createWebsiteFixture({ id: websiteId, userId });
  return { ...fixture, websiteSettings: { ...fixture.websiteSettings, id: websiteId, businessName } };
}

function s3Description(bucket: string, endpoint: string, maxElapsedMs = 3000) {
  return {
    kind: 's3',
    bucket,
    endpoint,
    credentials: s3rverCredentials,
    conditionalWrites: 'never',
    retry: { baseMs: 10, capMs: 200, maxElapsedMs },
  } satisfies SitesStoreDescription;
}

function s3Store(bucket: string, endpoint: string, maxElapsedMs = 3000): ObjectStore {
  return createObjectStore(s3Description(bucket, endpoint, maxElapsedMs));
}

/** The harness's sites server on 127.0.0.1 (see {@link HarnessOptions.sitesServer}); returns its port. */
async function startHarnessSites(
  options: HarnessOptions,
  servingStore: ObjectStore,
  sitesStore: SitesStoreDescription,
  cleanups: (() => Promise<unknown>)[],
  pointers: { db: Database; changes: PointerChanges } | null,
): Promise<number> {
  const mode = pointers
    ? 'thread'
    : (options.sitesServer ?? (options.storage === 'folder' ? 'thread' : 'in-process'));
  if (mode === 'thread') {
    const sites = await startSitesServer({
      store: sitesStore,
      port: 0,
      host: '127.0.0.1',
      logger: createLogger('silent'),
      ...(pointers ? { pointers } : {}),
    });
    cleanups.push(() => stopSitesServer(sites));
    return sites.port;
  }
  const server: http.Server = createSitesServer({ store: servingStore, onError: () => undefined });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return (server.address() as AddressInfo).port;
}

/** The harness's database, migrated; its removal goes into `cleanups`. */
async function openHarnessDatabase(
  database: HarnessOptions['database'],
  cleanups: (() => Promise<unknown>)[],
): Promise<TestDatabase> {
  if (database === 'pglite-files') {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sitewright-data-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // The api's own call (`main.ts`), on the folder `npm start` gives PGlite under its data directory.
    const db = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(dataDir) });
    const handle: TestDatabase = { db, url: null, openAnother: null, dispose: () => db.close() };
    cleanups.push(() => handle.dispose());
    await migrate(db, await loadMigrations());
    return handle;
  }
  const backend = (await testBackends()).find((b) => b.name === database);
  if (!backend) throw new Error(`no ${database} backend`);
  const handle = await backend.open();
  cleanups.push(() => handle.dispose());
  return handle;
}

/** Builds a harness; `close()` undoes everything it started. */
export async function createHarness(options: HarnessOptions): Promise<Harness> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const dbHandle = await openHarnessDatabase(options.database, cleanups);
  const db = dbHandle.db;

  let s3: LocalS3 | null = null;
  let store: ObjectStore;
  let servingStore: ObjectStore;
  let sitesStore: SitesStoreDescription;
  if (options.storage === 's3') {
    const local = await (options.s3Server ?? startS3Server)();
    s3 = local;
    cleanups.push(() => local.stop());
    servingStore = s3Store(local.bucket, local.endpoint);
    sitesStore = s3Description(local.bucket, local.endpoint);
    store = options.s3Endpoint
      ? s3Store(local.bucket, await options.s3Endpoint(local), options.s3MaxElapsedMs)
      : servingStore;
  } else {
    const root = await mkdtemp(path.join(tmpdir(), 'sitewright-publish-'));
    cleanups.push(() => rm(root, { recursive: true, force: true }));
    sitesStore = { kind: 'folder', root };
    store = createObjectStore(sitesStore);
    servingStore = store;
  }

  const pointerChanges = options.pointerCache ? createPointerChanges() : null;
  const sitesPort = await startHarnessSites(
    options,
    servingStore,
    sitesStore,
    cleanups,
    pointerChanges ? { db, changes: pointerChanges } : null,
  );
  const sitesOrigin = `http://127.0.0.1:${sitesPort}`;

  const deps: PublisherDeps = {
    db,
    store,
    cdn: options.cdn ?? noopCdn,
    ...(options.edge ? { edge: options.edge } : {}),
    sitesUrl: sitesOrigin,
    apiUrl: 'http://127.0.0.1:3000',
    buildGraceMs: options.buildGraceMs ?? 0,
    ...(options.hooks ? { hooks: options.hooks } : {}),
    ...(pointerChanges ? { pointerChanges } : {}),
  };
  const processor = createPublishProcessor(deps);
  const policy = options.policy ?? quickPolicy;
  const queueName = randomQueueName();
  let queue: PublishQueue | null = null;
  let bullmq: BullmqPublishQueue | null = null;
  let worker: PublishWorker | null = null;
  if (options.runner === 'in-process') {
    queue = createInProcessRunner({
      processor,
      onFinalFailure: recordFinalFailure(db),
      policy,
      concurrency: 2,
    });
  } else if (options.runner !== 'none') {
    const connection = { url: options.redisUrl ?? testRedisUrl };
    bullmq = createBullmqPublishQueue({ connection, queueName, policy, enqueueTimeoutMs: 2000 });
    if (options.runner === 'bullmq') {
      worker = startBullmqWorker({
        connection,
        queueName,
        processor,
        onFinalFailure: recordFinalFailure(db),
        policy,
        concurrency: 2,
      });
    }
    queue = bullmq;
  }
  // The sitemap writer, as the runtime starts it beside the jobs; stopped after them (a flush). A
  // producer's jobs run in worker processes, each with a writer of its own (api/src/worker.ts), and
  // the api then runs none: here it is made but never started (a test may still flush it).
  const writerOptions = {
    db,
    store,
    cdn: deps.cdn,
    sitesUrl: sitesOrigin,
    intervalMs: options.sitemapIntervalMs ?? 5000,
  };
  const jobsElsewhere = options.runner === 'bullmq-producer';
  const sitemap = jobsElsewhere ? createSitemapWriter(writerOptions) : startSitemapWriter(writerOptions);
  if (!jobsElsewhere) cleanups.push(() => sitemap.stop());
  // Stopped first (runs last): workers, then the queue's keys, then the rest.
  cleanups.push(async () => {
    await worker?.close(5000);
    for (const queue of bullmq ? [bullmq.queue, bullmq.bulkQueue] : [])
      await queue.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
  });

  const harness: Harness = {
    db,
    dbHandle,
    store,
    servingStore,
    sitesStore,
    s3,
    deps,
    processor,
    queue,
    bullmq,
    worker,
    sitemap,
    queueName,
    sitesOrigin,
    async createWebsite(businessName = 'Rosa Bakery') {
      const userId = await insertUser(db);
      const websiteId = `site-${Math.random().toString(36).slice(2, 10)}`;
      return insertWebsiteWithDraft(db, {
        id: websiteId,
        userId,
        draft: draftFor(websiteId, userId, businessName),
      });
    },
    async editDraft(websiteId, edit) {
      const row = await readWebsite(db, websiteId);
      await writeDraftForTests(db, websiteId, edit(row!.draft), { newVersion: true });
    },
    async publish(websiteId, handle) {
      // The outbox enqueues in the background; a test's next step may read the queue.
      const recorded = await requestPublish(db, { websiteId, handle }, queue);
      await recorded.enqueued;
      return recorded.request;
    },
    async waitFor(requestId, states = ['succeeded', 'failed'], timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const request = await findPublishRequest(db, requestId);
        if (request && states.includes(request.state)) return request;
        if (Date.now() > deadline) {
          throw new Error(
            `request ${requestId} still ${request?.state ?? 'missing'} (${request?.lastError ?? ''})`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async page(handlePath) {
      const res = await fetch(`${sitesOrigin}${handlePath}`);
      return { status: res.status, body: await res.text() };
    },
    async close() {
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    },
  };
  return harness;
}

/** Rosa Bakery renamed: a visible change of text and of colour (so the stylesheet changes too). */
export function renamedBusiness(name: string, color = '#7C3AED') {
  return (draft: Website): Website => ({
    ...draft,
    websiteSettings: { ...draft.websiteSettings, businessName: name },
    theme: { ...draft.theme, colors: { ...draft.theme.colors, buttonBackgroundColor: color } },
  });
}
