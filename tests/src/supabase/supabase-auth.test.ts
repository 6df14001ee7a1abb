import type { Server } from 'node:http';
import {
  apiRoutesOf,
  boundPort,
  createApp,
  createLifecycle,
  createLogger,
  createMemoryMailer,
  listen,
  type ManualClock,
  manualClock,
  type RegisteredRoute,
} from '@sitewright/api';
import { loadMigrations } from '@sitewright/store';
import { type TestDatabase, testBackends } from '@sitewright/store/testing';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGoTrue, startFakeGoTrue } from '../support/fake-gotrue.ts';

// Supabase Auth mode (issue: "Supabase as the cloud backend"): the api verifies Supabase access
// tokens against the GoTrue stand-in's JWKS and refuses its own sign-in calls.
const backends = await testBackends();
const postgres = backends.find((b) => b.name === 'postgres')!;

let gotrue: FakeGoTrue;
let target: TestDatabase;
let server: Server;
let base: string;
let clock: ManualClock;
let routes: readonly RegisteredRoute[];
/** The project's legacy HS256 JWT secret (`SUPABASE_JWT_SECRET`). */
const legacySecret = `legacy-jwt-secret-${'l'.repeat(32)}`;

/** The claims of a token, signed again with HS256 and `secret`, as a project on the legacy secret signs them. */
async function resignedHs256(token: string, secret: string): Promise<string> {
  return new SignJWT(decodeJwt(token))
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

async function call(method: string, path: string, token?: string, json?: unknown) {
  const response = await fetch(base + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
  let body: any = null;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: response.status, body };
}

describe.skipIf(postgres.unavailable && process.env.CI !== 'true')('Supabase Auth mode', () => {
  beforeAll(async () => {
    gotrue = await startFakeGoTrue();
    target = await postgres.open();
    clock = manualClock(new Date(Math.floor(Date.now() / 1000) * 1000));
    const app = createApp({
      db: target.db,
      logger: createLogger('silent'),
      migrations: await loadMigrations(),
      lifecycle: createLifecycle(),
      services: {
        clock,
        mailer: createMemoryMailer(),
        auth: {
          appUrl: 'https://app.sitewright.test',
          apiUrl: 'https://api.sitewright.test',
          jwtSecret: `supabase-mode-${'s'.repeat(40)}`,
          supabase: {
            url: gotrue.url,
            anonKey: gotrue.anonKey,
            serviceRoleKey: gotrue.serviceRoleKey,
            jwtSecret: legacySecret,
          },
        },
      },
    });
    routes = apiRoutesOf(app);
    server = await listen(app, 0, '127.0.0.1');
    base = `http://127.0.0.1:${boundPort(server)}`;
  });

  afterAll(async () => {
    if (server) {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    }
    await target?.dispose();
    await gotrue?.stop();
  });

  it('tells the designer the project URL and the public key, never the service-role key', async () => {
    const answer = await call('GET', '/api/auth/config');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      signIn: 'supabase',
      supabaseUrl: gotrue.url,
      supabaseAnonKey: gotrue.anonKey,
    });
    expect(JSON.stringify(answer.body)).not.toContain(gotrue.serviceRoleKey);
  });

  it("maps a valid token's user to ours, created on the first call with the token's e-mail", async () => {
    const token = await gotrue.mintAccessToken('first-call@example.com');
    const checks = () => gotrue.requests.filter((r) => r.path === '/auth/v1/user').length;
    const before = checks();
    const me = await call('GET', '/api/auth/me', token);
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('first-call@example.com');
    expect(checks()).toBe(before + 1);
    const again = await call('GET', '/api/auth/me', token);
    expect(again.body.user.id).toBe(me.body.user.id);
    // Confirmed with Supabase Auth once a minute, not on every call.
    expect(checks()).toBe(before + 1);
    const registered = await call('POST', '/api/login/register', token);
    expect(registered.status).toBe(201);
  });

  it('accepts HS256 tokens signed with SUPABASE_JWT_SECRET (legacy projects), and no other secret', async () => {
    const token = await gotrue.mintAccessToken('legacy@example.com');
    const legacy = await resignedHs256(token, legacySecret);
    const me = await call('GET', '/api/auth/me', legacy);
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('legacy@example.com');
    const forged = await resignedHs256(token, `another-secret-${'x'.repeat(32)}`);
    expect((await call('GET', '/api/auth/me', forged)).status).toBe(401);
  });

  it("refuses the api's own sign-in calls: sign-in is Supabase's", async () => {
    const answer = await call('POST', '/api/login/otp/generate', undefined, { email: 'someone@example.com' });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('sign-in-by-supabase');
    const refresh = await call('POST', '/api/auth/refresh', undefined, { refreshToken: 'x'.repeat(43) });
    expect(refresh.status).toBe(409);
  });

  const now = () => Math.floor(Date.now() / 1000);
  const badTokens: [string, () => Promise<string>][] = [
    [
      'a wrong iss',
      () =>
        gotrue.mintAccessToken('iss@example.com', {
          overrides: { iss: 'https://other.supabase.co/auth/v1' },
        }),
    ],
    ['a wrong aud', () => gotrue.mintAccessToken('aud@example.com', { overrides: { aud: 'anon' } })],
    [
      'an expired exp',
      () =>
        gotrue.mintAccessToken('exp@example.com', { overrides: { iat: now() - 7200, exp: now() - 3600 } }),
    ],
    ['another key (same kid)', () => gotrue.mintAccessToken('key@example.com', { otherKey: true })],
    [
      'another key (unknown kid)',
      () => gotrue.mintAccessToken('kid@example.com', { otherKey: true, kid: 'not-in-the-jwks' }),
    ],
    [
      'a deleted Supabase user',
      async () => {
        const token = await gotrue.mintAccessToken('deleted@example.com');
        gotrue.deleteUser(gotrue.userIdOf('deleted@example.com')!);
        return token;
      },
    ],
  ];

  it.each(badTokens)(
    'answers 401 to a token with %s on every route that needs a caller',
    async (_name, mint) => {
      const token = await mint();
      const needCaller = routes.filter((route) => route.auth === 'user');
      expect(needCaller.length).toBeGreaterThan(40);
      const answers = await Promise.all(
        needCaller.map(async (route) => {
          const path = `/api${route.path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000')}`;
          const answer = await call(
            route.method.toUpperCase(),
            path,
            token,
            route.method === 'get' ? undefined : {},
          );
          return `${route.method.toUpperCase()} ${route.path} ${answer.status}`;
        }),
      );
      expect(answers.filter((line) => !line.endsWith(' 401'))).toEqual([]);
    },
  );

  it('refuses a known user deleted in Supabase once the minute of its last confirmation is over', async () => {
    const token = await gotrue.mintAccessToken('dashboard-deleted@example.com');
    expect((await call('GET', '/api/auth/me', token)).status).toBe(200);
    gotrue.deleteUser(gotrue.userIdOf('dashboard-deleted@example.com')!);
    clock.advance(60_000);
    const answer = await call('GET', '/api/auth/me', token);
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('user-token-expired');
  });

  it('deletes the Supabase user with the account, and its token is then refused', async () => {
    const email = 'leaving@example.com';
    const token = await gotrue.mintAccessToken(email);
    expect((await call('GET', '/api/auth/me', token)).status).toBe(200);
    const supabaseId = gotrue.userIdOf(email)!;
    const feedback = await call('POST', '/api/account/deletion/feedback', token, {
      reason: 'Just trying it out',
    });
    expect(feedback.status).toBe(201);
    const deleted = await call('DELETE', '/api/account', token, {
      deletionToken: feedback.body.deletionToken,
      confirm: true,
    });
    expect(deleted.status).toBe(204);
    expect(gotrue.requests).toContainEqual({ method: 'DELETE', path: `/auth/v1/admin/users/${supabaseId}` });
    expect(gotrue.userIdOf(email)).toBeUndefined();
    expect((await call('GET', '/api/auth/me', token)).status).toBe(401);
  });
});
