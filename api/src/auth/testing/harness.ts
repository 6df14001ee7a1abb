import type { Server } from 'node:http';
import type { Database } from '@sitewright/store';
import { loadMigrations } from '@sitewright/store';
import { type TestDatabase, testBackends } from '@sitewright/store/testing';
import type { Express } from 'express';
import { createApp } from '../../app.ts';
import { type ManualClock, manualClock } from '../../contract/clock.ts';
import { createMemoryRateLimiter, type MemoryRateLimiter } from '../../http/rate-limit.ts';
import { createLifecycle, type Lifecycle } from '../../lifecycle.ts';
import { createLogger, type Logger } from '../../logger.ts';
import { createMemoryMailer, type MemoryMailer } from '../../mail/memory-mailer.ts';
import { boundPort, listen } from '../../server.ts';
import type { SignInAnswer } from '../sign-in.ts';
import { type FakeGoogle, startFakeGoogle } from './fake-google.ts';

/** An answer as tests read it. */
export interface TestResponse {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
  body: any;
  text: string;
  headers: Headers;
}

export interface RequestOptions {
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is, with `content-type: application/json` unless `headers` says otherwise. */
  raw?: string;
  /** `application/x-www-form-urlencoded` fields (the link pages). */
  form?: Record<string, string>;
  token?: string;
  headers?: Record<string, string>;
}

/** A running app on a fresh database, with a memory mailer, a manual clock and a local Google. */
export interface AuthHarness {
  base: string;
  /** The app the harness listens with (`listen`). */
  app: Express;
  /** The app's lifecycle (`beginShutdown` makes it drain). */
  lifecycle: Lifecycle;
  db: Database;
  backend: 'postgres' | 'pglite';
  mailer: MemoryMailer;
  clock: ManualClock;
  limiter: MemoryRateLimiter;
  google: FakeGoogle;
  /** Where e-mailed links point (`API_URL`), deliberately not the listener's address. */
  apiUrl: string;
  appUrl: string;
  /** The JWT_SECRET the app signs with (so a test can mint tokens as the admin CLI does). */
  jwtSecret: string;
  request(method: string, path: string, options?: RequestOptions): Promise<TestResponse>;
  post(path: string, json?: unknown, token?: string): Promise<TestResponse>;
  /** The 6-digit code in the last e-mail to `email`. */
  codeFor(email: string): string;
  /** The first link to `apiUrl` in the last e-mail to `email`, as a path on `base`. */
  linkFor(email: string): string;
  /** Signs in with a one-time code: the session answer. */
  signIn(email: string): Promise<SignInAnswer>;
  close(): Promise<void>;
}

/**
 * Opens a fresh database on the machine's Postgres (PGlite, with a warning, when Postgres is not
 * reachable and `CI` is not `true`), migrates it, and starts the app on it.
 */
export async function startAuthHarness(options: { logger?: Logger } = {}): Promise<AuthHarness> {
  const backends = await testBackends();
  const postgres = backends.find((b) => b.name === 'postgres')!;
  if (postgres.unavailable && process.env.CI === 'true') throw new Error(postgres.unavailable);
  if (postgres.unavailable) console.warn(`Sign-in suites run on PGlite: ${postgres.unavailable}`);
  const backend = postgres.unavailable ? backends.find((b) => b.name === 'pglite')! : postgres;
  const target: TestDatabase = await backend.open();
  // Whole seconds: JWT times are in seconds, so expiries compare exactly.
  const clock = manualClock(new Date(Math.floor(Date.now() / 1000) * 1000));
  const mailer = createMemoryMailer();
  const limiter = createMemoryRateLimiter();
  const google = await startFakeGoogle();
  const apiUrl = 'https://api.sitewright.test';
  const appUrl = 'https://app.sitewright.test';
  const jwtSecret = `test-secret-${'x'.repeat(40)}`;
  const lifecycle = createLifecycle();
  const app = createApp({
    db: target.db,
    logger: options.logger ?? createLogger('silent'),
    migrations: await loadMigrations(),
    lifecycle,
    services: {
      clock,
      mailer,
      rateLimiter: limiter,
      auth: { apiUrl, appUrl, jwtSecret, googleClientId: google.clientId, googleJwksUrl: google.jwksUrl },
    },
  });
  const server: Server = await listen(app, 0, '127.0.0.1');
  const base = `http://127.0.0.1:${boundPort(server)}`;

  const request: AuthHarness['request'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined;
    if (options.json !== undefined) body = JSON.stringify(options.json);
    if (options.raw !== undefined) body = options.raw;
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    if (options.form) {
      body = new URLSearchParams(options.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(base + path, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed, text, headers: response.headers };
  };
  const lastMail = (email: string) => {
    const mail = mailer.lastTo(email);
    if (!mail) throw new Error(`no e-mail to ${email}`);
    return mail;
  };
  const harness: AuthHarness = {
    base,
    app,
    lifecycle,
    db: target.db,
    backend: backend.name,
    mailer,
    clock,
    limiter,
    google,
    apiUrl,
    appUrl,
    jwtSecret,
    request,
    post: (path, json, token) => request('POST', path, { json, ...(token ? { token } : {}) }),
    codeFor: (email) => /\b(\d{6})\b/.exec(lastMail(email).text)?.[1] ?? '',
    linkFor(email) {
      const url = new RegExp(`${apiUrl.replaceAll('.', '\\.')}(/[^\\s]+)`).exec(lastMail(email).text)?.[1];
      if (!url) throw new Error(`no link in the last e-mail to ${email}`);
      return url;
    },
    async signIn(email) {
      const { body } = await harness.post('/api/login/otp/generate', { email });
      const verified = await harness.post('/api/login/otp/verify', {
        sessionId: body.sessionId,
        email,
        code: harness.codeFor(email),
      });
      if (verified.body?.result !== 'Success') throw new Error(`sign-in failed: ${verified.text}`);
      return verified.body;
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await google.close();
      await target.dispose();
    },
  };
  return harness;
}
