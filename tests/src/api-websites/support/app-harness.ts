import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type AppOptions,
  boundPort,
  createApp,
  createLifecycle,
  createLogger,
  createMemoryMailer,
  loadConfig,
} from '@sitewright/api';
import {
  createFolderStore,
  createInProcessRunner,
  createPublishProcessor,
  createSitemapWriter,
  createSitesServer,
  noopCdn,
  type ObjectStore,
  type PublisherDeps,
  publishRetryPolicy,
  recordFinalFailure,
  startSweeper,
} from '@sitewright/publisher';
import { type Database, loadMigrations } from '@sitewright/store';
import { testBackends } from '@sitewright/store/testing';

/** An answer as the suites read it. */
export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: suites read arbitrary JSON answers
  body: any;
}

/** A signed-in user of the harness. */
export interface User {
  id: string;
  email: string;
  token: string;
}

/**
 * The api as `main.ts` assembles it on the embedded default — a fresh database (the machine's
 * Postgres, PGlite when it is unreachable), the in-process publish runner, a folder store and the
 * sites server — with a memory mailer so suites sign in with one-time codes.
 */
export interface AppHarness {
  base: string;
  sitesOrigin: string;
  db: Database;
  /** The object store publishing writes to. */
  store: ObjectStore;
  /** A JSON call (a `FormData` body is sent as multipart). */
  call(method: string, urlPath: string, user: User | null, json?: unknown): Promise<Answer>;
  signIn(stem: string): Promise<User>;
  /** Stops the api's server only (the sites server goes on serving); `close` stops the rest. */
  stopApi(): Promise<void>;
  close(): Promise<void>;
}

let counter = 0;

export interface AppHarnessOptions {
  /**
   * Environment variables the app's configuration is read from (`loadConfig`), e.g. `OPENAI_API_KEY`
   * and `OPENAI_BASE_URL` pointing at the local OpenAI stub. Without them the app runs without a
   * configuration (the offline generator, bundled pictures), as before.
   */
  env?: Record<string, string>;
  /**
   * Makes the object store publishing writes to, in the harness's temporary folder `root`.
   * @defaultValue a folder store in `root`
   */
  store?: (root: string) => ObjectStore;
  /**
   * The api's own origin as its API_URL and APP_URL (the publisher's too), so uploads and bundled
   * pictures are the app origin's until published, as on one embedded process.
   * @defaultValue false: `https://api.sitewright.test` and `https://app.sitewright.test`
   */
  ownOrigin?: boolean;
}

export async function startAppHarness(options: AppHarnessOptions = {}): Promise<AppHarness> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const backends = await testBackends();
  const postgres = backends.find((b) => b.name === 'postgres');
  const backend = postgres && !postgres.unavailable ? postgres : backends.find((b) => b.name === 'pglite')!;
  const target = await backend.open();
  cleanups.push(() => target.dispose());
  const db = target.db;

  const root = await mkdtemp(path.join(tmpdir(), 'sitewright-api-websites-'));
  cleanups.push(() => rm(root, { recursive: true, force: true }));
  const store = options.store ? options.store(root) : createFolderStore({ root });
  const sites: http.Server = createSitesServer({ store, onError: () => undefined });
  await new Promise<void>((resolve) => sites.listen(0, '127.0.0.1', resolve));
  cleanups.push(() =>
    new Promise((resolve) => sites.close(resolve)).finally(() => sites.closeAllConnections()),
  );
  const sitesOrigin = `http://127.0.0.1:${(sites.address() as AddressInfo).port}`;

  // The api's server is bound first, so its own address can be API_URL and APP_URL.
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${boundPort(server)}`;
  let apiOpen = true;
  const stopApi = async () => {
    if (!apiOpen) return;
    apiOpen = false;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  };

  const deps: PublisherDeps = {
    db,
    store,
    cdn: noopCdn,
    sitesUrl: sitesOrigin,
    apiUrl: options.ownOrigin ? base : 'http://127.0.0.1:1',
    ...(options.ownOrigin ? { appUrl: base } : {}),
    buildGraceMs: 0,
  };
  const processor = createPublishProcessor(deps);
  const policy = publishRetryPolicy({ attempts: 3, backoff: { baseMs: 20 } });
  const queue = createInProcessRunner({
    processor,
    onFinalFailure: recordFinalFailure(db),
    policy,
    concurrency: 2,
  });
  const publishing: NonNullable<AppOptions['publishing']> = {
    settings: {
      queueName: 'publish',
      concurrency: 2,
      attempts: 3,
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
    startSitemapWriter: () => createSitemapWriter({ db, store, sitesUrl: sitesOrigin }),
    close: () => queue.close(),
  };
  cleanups.push(() => publishing.close());

  const config = options.env
    ? await loadConfig(
        { ...options.env, DATA_DIR: root, SITES_URL: sitesOrigin, JWT_SECRET: 'x'.repeat(48) },
        root,
      )
    : undefined;
  const mailer = createMemoryMailer();
  const app = createApp({
    db,
    ...(config ? { config } : {}),
    logger: createLogger('silent'),
    migrations: await loadMigrations(),
    lifecycle: createLifecycle(),
    publishing,
    services: {
      mailer,
      auth: {
        apiUrl: options.ownOrigin ? base : 'https://api.sitewright.test',
        appUrl: options.ownOrigin ? base : 'https://app.sitewright.test',
        jwtSecret: 'x'.repeat(48),
      },
    },
  });
  server.on('request', app);
  cleanups.push(stopApi);

  const call: AppHarness['call'] = async (method, urlPath, user, json) => {
    const headers: Record<string, string> = {};
    const form = json instanceof FormData;
    if (json !== undefined && !form) headers['content-type'] = 'application/json';
    if (user) headers.authorization = `Bearer ${user.token}`;
    const response = await fetch(base + urlPath, {
      method,
      headers,
      ...(json === undefined ? {} : { body: form ? json : JSON.stringify(json) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };

  return {
    base,
    sitesOrigin,
    db,
    store,
    call,
    stopApi,
    async signIn(stem) {
      const email = `${stem}-${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;
      const { body } = await call('POST', '/api/login/otp/generate', null, { email });
      const code = /\b(\d{6})\b/.exec(mailer.lastTo(email)?.text ?? '')?.[1];
      const verified = await call('POST', '/api/login/otp/verify', null, {
        sessionId: body.sessionId,
        email,
        code,
      });
      if (verified.body?.result !== 'Success')
        throw new Error(`sign-in failed: ${JSON.stringify(verified.body)}`);
      return { id: verified.body.user.id, email, token: verified.body.accessToken };
    },
    async close() {
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    },
  };
}
