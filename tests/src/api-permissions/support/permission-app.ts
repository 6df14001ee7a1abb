import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  boundPort,
  createApp,
  createConnectedDomains,
  createLifecycle,
  createLogger,
  createMemoryMailer,
  createMemoryRateLimiter,
  deriveAuthKeys,
  listen,
  type MemoryMailer,
  mintSignInToken,
  provideDomainServices,
  provideUploadServices,
} from '@sitewright/api';
import { createFolderStore } from '@sitewright/publisher';
import { type Database, loadMigrations } from '@sitewright/store';
import { type TestDatabase, testBackends } from '@sitewright/store/testing';
import { type FakeGoogle, startFakeGoogle } from './fake-google.ts';

/** An answer as the suite reads it. */
export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the suite reads arbitrary JSON answers
  body: any;
  headers: Headers;
  /** The first bytes of an event stream (`stream` only). */
  firstEvent?: string;
}

/** A signed-in person: the access token is what every product call carries (spec §6). */
export interface Person {
  id: string;
  email: string;
  token: string;
  refreshToken: string;
}

export interface CallOptions {
  json?: unknown;
  /** `application/x-www-form-urlencoded` fields (the visitor forms). */
  form?: Record<string, string>;
  /** `multipart/form-data` with one `file` part (the uploads). */
  file?: { bytes: Uint8Array; name: string };
  token?: string | undefined;
  headers?: Record<string, string>;
}

/**
 * The app as `createApp` builds it (public face of `@sitewright/api`) on a fresh database, with
 * stand-ins for everything outside it: a memory mailer, a rate limiter the suite resets, a folder
 * object store for uploads, a DNS resolver that finds no record, and a local Google key server.
 * No publishing runtime: publish, unpublish, rollback and delete requests are recorded, not run.
 */
export interface PermissionApp {
  db: Database;
  backend: 'postgres' | 'pglite';
  mailer: MemoryMailer;
  google: FakeGoogle;
  /** The secret access tokens are signed with (an operator app on the same database shares it). */
  jwtSecret: string;
  /** The folder the upload store writes to. */
  storeRoot: string;
  call(method: string, urlPath: string, options?: CallOptions): Promise<Answer>;
  /** Opens a Server-Sent Events stream, reads its status and first bytes, and closes it. */
  stream(urlPath: string, token: string | undefined): Promise<Answer>;
  /** A single-use sign-in token for `email`, as `npm run admin -- token` mints it. */
  signInToken(email: string): Promise<string>;
  /** Signs in (or up) with a sign-in token. */
  signIn(email: string): Promise<Person>;
  /** A password account (spec §1 e-mail and password), e-mail not yet verified. */
  signUp(email: string, password: string): Promise<Person>;
  resetLimits(): void;
  close(): Promise<void>;
}

export const apiOrigin = 'https://api.sitewright.test';

export async function startPermissionApp(): Promise<PermissionApp> {
  const backends = await testBackends();
  const postgres = backends.find((b) => b.name === 'postgres')!;
  // Spec-level suites run on the machine's Postgres; with CI=true its absence fails the suite.
  if (postgres.unavailable && process.env.CI === 'true') throw new Error(postgres.unavailable);
  if (postgres.unavailable) console.warn(`api-permissions runs on PGlite: ${postgres.unavailable}`);
  const backend = postgres.unavailable ? backends.find((b) => b.name === 'pglite')! : postgres;
  const target: TestDatabase = await backend.open();
  const google = await startFakeGoogle();
  const storeRoot = await mkdtemp(path.join(tmpdir(), 'sitewright-permissions-'));
  provideUploadServices(target.db, { store: createFolderStore({ root: storeRoot }) });
  provideDomainServices(target.db, {
    resolver: {
      resolveTxt: async () => {
        throw Object.assign(new Error('queryTxt ENODATA'), { code: 'ENODATA' });
      },
    },
    connected: createConnectedDomains(),
    sitesUrl: 'https://sites.sitewright.test',
    reservedHosts: ['sites.sitewright.test', 'app.sitewright.test', 'api.sitewright.test'],
  });
  const mailer = createMemoryMailer();
  const limiter = createMemoryRateLimiter();
  const jwtSecret = `permissions-secret-${'p'.repeat(40)}`;
  const app = createApp({
    db: target.db,
    logger: createLogger('silent'),
    migrations: await loadMigrations(),
    lifecycle: createLifecycle(),
    services: {
      mailer,
      rateLimiter: limiter,
      auth: {
        appUrl: 'https://app.sitewright.test',
        apiUrl: apiOrigin,
        jwtSecret,
        googleClientId: google.clientId,
        googleJwksUrl: google.jwksUrl,
      },
    },
  });
  const server: Server = await listen(app, 0, '127.0.0.1');
  const base = `http://127.0.0.1:${boundPort(server)}`;
  const keys = deriveAuthKeys(jwtSecret);

  const call: PermissionApp['call'] = async (method, urlPath, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.file) {
      body = new FormData();
      body.append('file', new Blob([new Uint8Array(options.file.bytes)]), options.file.name);
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(base + urlPath, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    const json = response.headers.get('content-type')?.includes('json') && text !== '';
    return { status: response.status, body: json ? JSON.parse(text) : text, headers: response.headers };
  };

  const session = (answer: Answer, email: string): Person => {
    if (answer.status >= 300) throw new Error(`sign-in of ${email}: ${JSON.stringify(answer.body)}`);
    const { user, accessToken, refreshToken } = answer.body;
    return { id: user.id, email, token: accessToken, refreshToken };
  };

  return {
    db: target.db,
    backend: backend.name,
    mailer,
    google,
    jwtSecret,
    storeRoot,
    call,
    async stream(urlPath, token) {
      const abort = new AbortController();
      const response = await fetch(base + urlPath, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
        signal: abort.signal,
      });
      if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
        const text = await response.text();
        return { status: response.status, body: JSON.parse(text), headers: response.headers, firstEvent: '' };
      }
      const reader = response.body!.getReader();
      const { value } = await reader.read();
      abort.abort();
      await reader.cancel().catch(() => undefined);
      return {
        status: response.status,
        body: null,
        headers: response.headers,
        firstEvent: new TextDecoder().decode(value),
      };
    },
    signInToken: (email) => mintSignInToken(keys, email, new Date()),
    async signIn(email) {
      const token = await mintSignInToken(keys, email, new Date());
      return session(await call('POST', '/api/login/token', { json: { token } }), email);
    },
    async signUp(email, password) {
      return session(await call('POST', '/api/login/password/sign-up', { json: { email, password } }), email);
    },
    resetLimits: () => limiter.reset(),
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await google.close();
      await target.dispose();
      await rm(storeRoot, { recursive: true, force: true });
    },
  };
}
