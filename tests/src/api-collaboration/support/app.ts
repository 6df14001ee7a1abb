import type { Server } from 'node:http';
import {
  boundPort,
  createApp,
  createLifecycle,
  createLogger,
  createMemoryMailer,
  createMemoryRateLimiter,
  listen,
  type ManualClock,
  type MemoryMailer,
  manualClock,
} from '@sitewright/api';
import { type Database, loadMigrations } from '@sitewright/store';
import { type TestDatabase, testBackends } from '@sitewright/store/testing';

/** An answer as these suites read it. */
export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: suites read arbitrary JSON answers
  body: any;
}

/** A signed-in person. */
export interface Person {
  id: string;
  email: string;
  token: string;
}

/** The real app (public face of `@sitewright/api`) on a fresh database, with a memory mailer and a manual clock. */
export interface AppHarness {
  db: Database;
  backend: 'postgres' | 'pglite';
  clock: ManualClock;
  mailer: MemoryMailer;
  appUrl: string;
  call(
    method: string,
    path: string,
    options?: { json?: unknown; token?: string | undefined },
  ): Promise<Answer>;
  /** Signs in with a one-time code (a new account for a new e-mail). */
  signIn(email: string): Promise<Person>;
  /** Forgets every rate-limit counter (the suites make many calls from one address). */
  resetLimits(): void;
  close(): Promise<void>;
}

let counter = 0;
/** An e-mail address unique to this run. */
export function uniqueEmail(stem: string): string {
  return `${stem}-${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;
}

/**
 * Starts the app on a fresh database of the machine's Postgres; on PGlite (with a warning) when
 * Postgres cannot be reached and `CI` is not `true`.
 */
export async function startApp(): Promise<AppHarness> {
  const backends = await testBackends();
  const postgres = backends.find((b) => b.name === 'postgres')!;
  if (postgres.unavailable && process.env.CI === 'true') throw new Error(postgres.unavailable);
  if (postgres.unavailable) console.warn(`api-collaboration runs on PGlite: ${postgres.unavailable}`);
  const backend = postgres.unavailable ? backends.find((b) => b.name === 'pglite')! : postgres;
  const target: TestDatabase = await backend.open();
  const clock = manualClock(new Date(Math.floor(Date.now() / 1000) * 1000));
  const mailer = createMemoryMailer();
  const limiter = createMemoryRateLimiter();
  const appUrl = 'https://app.sitewright.test';
  const app = createApp({
    db: target.db,
    logger: createLogger('silent'),
    migrations: await loadMigrations(),
    lifecycle: createLifecycle(),
    services: {
      clock,
      mailer,
      rateLimiter: limiter,
      auth: { appUrl, apiUrl: 'https://api.sitewright.test', jwtSecret: `suite-secret-${'y'.repeat(40)}` },
    },
  });
  const server: Server = await listen(app, 0, '127.0.0.1');
  const base = `http://127.0.0.1:${boundPort(server)}`;

  const call: AppHarness['call'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = {};
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const body = options.json === undefined ? undefined : JSON.stringify(options.json);
    const response = await fetch(base + path, { method, headers, body });
    const text = await response.text();
    return { status: response.status, body: text === '' ? null : JSON.parse(text) };
  };

  return {
    db: target.db,
    backend: backend.name,
    clock,
    mailer,
    appUrl,
    call,
    async signIn(email) {
      const generated = await call('POST', '/api/login/otp/generate', { json: { email } });
      const code = /\b(\d{6})\b/.exec(mailer.lastTo(email)?.text ?? '')?.[1];
      const verified = await call('POST', '/api/login/otp/verify', {
        json: { sessionId: generated.body.sessionId, email, code },
      });
      if (verified.body?.result !== 'Success') throw new Error(`sign-in failed for ${email}`);
      return { id: verified.body.user.id, email, token: verified.body.accessToken };
    },
    resetLimits: () => limiter.reset(),
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await target.dispose();
    },
  };
}
