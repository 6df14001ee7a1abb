import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

/**
 * A stand-in for Supabase Auth (GoTrue) speaking the HTTP API that `@supabase/supabase-js` (auth-js)
 * calls, under `/auth/v1`: `POST /otp` (a six-digit code and a magic link, kept in `outbox`),
 * `POST /verify` and `GET /verify` (the link), `POST /signup`, `POST /token?grant_type=password |
 * refresh_token`, `GET /user`, `POST /logout`, `DELETE /admin/users/{id}` (service-role key),
 * `GET /.well-known/jwks.json`, and `GET /authorize?provider=google` (the OAuth redirect, answered at
 * once for `googleEmail`). Access tokens are ES256 JWTs shaped like Supabase's (`iss`, `aud`
 * `authenticated`, `sub`, `email`, `session_id`, `amr`, `role`), signed with a key whose public half
 * the JWKS serves. Errors come as GoTrue's 2024-01-01 API answers them (`{ code, message }`).
 */
export interface FakeGoTrue {
  /** The project URL (`SUPABASE_URL`), `http://127.0.0.1:{port}`. */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Codes and links sent, newest last. */
  outbox: { email: string; code: string; link: string }[];
  /** Every request: method and path (no query). */
  requests: { method: string; path: string }[];
  /** The e-mail `GET /authorize?provider=google` signs in as. */
  googleEmail: string;
  /** Signs an access token for a user (a session is made); `overrides` replace claims, `otherKey` signs with a key the JWKS does not hold. */
  mintAccessToken(
    email: string,
    options?: { overrides?: JWTPayload; otherKey?: boolean; kid?: string },
  ): Promise<string>;
  /** The Supabase user id of an e-mail, if that user exists. */
  userIdOf(email: string): string | undefined;
  /** Deletes a user as the dashboard would (its sessions end). */
  deleteUser(id: string): void;
  stop(): Promise<void>;
}

interface FakeUser {
  id: string;
  email: string;
  password?: string;
  provider: 'email' | 'google';
  createdAt: string;
}

interface FakeSession {
  id: string;
  userId: string;
  refreshToken: string;
  revoked: boolean;
  method: string;
  signedInAt: number;
}

const accessTtlSeconds = 3600;

export async function startFakeGoTrue(options: { googleEmail?: string } = {}): Promise<FakeGoTrue> {
  const keys = await generateKeyPair('ES256', { extractable: true });
  const other = await generateKeyPair('ES256');
  const kid = randomUUID();
  const jwk = { ...(await exportJWK(keys.publicKey)), kid, alg: 'ES256', use: 'sig' };
  const users = new Map<string, FakeUser>();
  const sessions = new Map<string, FakeSession>();
  const codes = new Map<string, { email: string; code: string; linkToken: string; expires: number }>();
  const anonKey = `anon-${randomBytes(12).toString('hex')}`;
  const serviceRoleKey = `service-${randomBytes(12).toString('hex')}`;
  let base = '';

  const userByEmail = (email: string) => [...users.values()].find((u) => u.email === email);
  const ensureUser = (email: string, provider: FakeUser['provider'] = 'email'): FakeUser => {
    const found = userByEmail(email);
    if (found) return found;
    const user: FakeUser = { id: randomUUID(), email, provider, createdAt: new Date().toISOString() };
    users.set(user.id, user);
    return user;
  };
  const userJson = (user: FakeUser) => ({
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.createdAt,
    confirmed_at: user.createdAt,
    phone: '',
    app_metadata: { provider: user.provider, providers: [user.provider] },
    user_metadata: {},
    identities: [],
    created_at: user.createdAt,
    updated_at: user.createdAt,
  });

  async function accessToken(
    user: FakeUser,
    session: FakeSession,
    extra: JWTPayload = {},
    otherKey = false,
    keyId: string = kid,
  ) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      iss: `${base}/auth/v1`,
      aud: 'authenticated',
      sub: user.id,
      iat: now,
      exp: now + accessTtlSeconds,
      email: user.email,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: session.method, timestamp: session.signedInAt }],
      session_id: session.id,
      is_anonymous: false,
      app_metadata: { provider: user.provider, providers: [user.provider] },
      user_metadata: {},
      ...extra,
    })
      .setProtectedHeader({ alg: 'ES256', kid: keyId, typ: 'JWT' })
      .sign(otherKey ? other.privateKey : keys.privateKey);
  }

  function newSession(user: FakeUser, method: string): FakeSession {
    const session: FakeSession = {
      id: randomUUID(),
      userId: user.id,
      refreshToken: randomBytes(16).toString('hex'),
      revoked: false,
      method,
      signedInAt: Math.floor(Date.now() / 1000),
    };
    sessions.set(session.id, session);
    return session;
  }

  async function sessionJson(user: FakeUser, session: FakeSession) {
    const now = Math.floor(Date.now() / 1000);
    return {
      access_token: await accessToken(user, session),
      token_type: 'bearer',
      expires_in: accessTtlSeconds,
      expires_at: now + accessTtlSeconds,
      refresh_token: session.refreshToken,
      user: userJson(user),
    };
  }

  /** The user and session of a bearer token this server signed and still knows. */
  function caller(req: IncomingMessage): { user: FakeUser; session: FakeSession } | null {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token) return null;
    try {
      const payload = JSON.parse(
        Buffer.from(token.split('.')[1] ?? '', 'base64url').toString(),
      ) as JWTPayload;
      const session = sessions.get(String(payload.session_id));
      const user = users.get(String(payload.sub));
      if (!session || session.revoked || !user || session.userId !== user.id) return null;
      return { user, session };
    } catch {
      return null;
    }
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', base);
    requests.push({ method: req.method ?? 'GET', path: url.pathname });
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader(
      'access-control-allow-headers',
      'authorization, apikey, content-type, x-client-info, x-supabase-api-version',
    );
    res.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS');
    res.setHeader('access-control-expose-headers', 'x-supabase-api-version');
    res.setHeader('x-supabase-api-version', '2024-01-01');
    if (req.method === 'OPTIONS') return send(res, 204);
    try {
      await route(req, res, url);
    } catch (error) {
      send(res, 500, { code: 'unexpected_failure', message: String(error) });
    }
  });
  const requests: FakeGoTrue['requests'] = [];
  const outbox: FakeGoTrue['outbox'] = [];

  async function route(req: IncomingMessage, res: ServerResponse, url: URL) {
    const path = url.pathname.replace(/^\/auth\/v1/, '');
    const method = req.method ?? 'GET';
    if (method === 'GET' && path === '/.well-known/jwks.json') return send(res, 200, { keys: [jwk] });
    const apikey = req.headers.apikey;
    if (apikey !== anonKey && apikey !== serviceRoleKey) {
      return send(res, 401, { code: 'no_api_key', message: 'No API key found in request' });
    }
    if (method === 'POST' && path === '/otp') {
      const body = await json(req);
      const email = String(body.email ?? '')
        .trim()
        .toLowerCase();
      if (!email.includes('@'))
        return send(res, 400, {
          code: 'validation_failed',
          message: 'Unable to validate email address: invalid format',
        });
      if (body.create_user === false && !userByEmail(email))
        return send(res, 422, { code: 'otp_disabled', message: 'Signups not allowed for otp' });
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const linkToken = randomBytes(16).toString('hex');
      codes.set(email, { email, code, linkToken, expires: Date.now() + 3600_000 });
      const redirectTo = url.searchParams.get('redirect_to') ?? '';
      const link = `${base}/auth/v1/verify?token=${linkToken}&type=magiclink&redirect_to=${encodeURIComponent(redirectTo)}`;
      outbox.push({ email, code, link });
      return send(res, 200, {});
    }
    if (method === 'POST' && path === '/verify') {
      const body = await json(req);
      const email = String(body.email ?? '')
        .trim()
        .toLowerCase();
      const pending = codes.get(email);
      if (!pending || pending.code !== String(body.token ?? '') || pending.expires < Date.now()) {
        return send(res, 403, { code: 'otp_expired', message: 'Token has expired or is invalid' });
      }
      codes.delete(email);
      const user = ensureUser(email);
      return send(res, 200, await sessionJson(user, newSession(user, 'otp')));
    }
    if (method === 'GET' && path === '/verify') {
      const token = url.searchParams.get('token');
      const redirectTo = url.searchParams.get('redirect_to') || base;
      const pending = [...codes.values()].find((c) => c.linkToken === token);
      if (!pending || pending.expires < Date.now()) {
        return redirect(
          res,
          `${redirectTo}#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`,
        );
      }
      codes.delete(pending.email);
      const user = ensureUser(pending.email);
      return redirect(
        res,
        `${redirectTo}#${fragment(await sessionJson(user, newSession(user, 'magiclink')))}`,
      );
    }
    if (method === 'POST' && path === '/signup') {
      const body = await json(req);
      const email = String(body.email ?? '')
        .trim()
        .toLowerCase();
      const password = String(body.password ?? '');
      if (userByEmail(email))
        return send(res, 422, { code: 'user_already_exists', message: 'User already registered' });
      if (password.length < 6) {
        return send(res, 422, {
          code: 'weak_password',
          message: 'Password should be at least 6 characters.',
          weak_password: { reasons: ['length'] },
        });
      }
      const user = ensureUser(email);
      user.password = password;
      return send(res, 200, await sessionJson(user, newSession(user, 'password')));
    }
    if (method === 'POST' && path === '/token') {
      const grant = url.searchParams.get('grant_type');
      const body = await json(req);
      if (grant === 'password') {
        const user = userByEmail(
          String(body.email ?? '')
            .trim()
            .toLowerCase(),
        );
        if (!user || user.password === undefined || user.password !== body.password) {
          return send(res, 400, { code: 'invalid_credentials', message: 'Invalid login credentials' });
        }
        return send(res, 200, await sessionJson(user, newSession(user, 'password')));
      }
      if (grant === 'refresh_token') {
        const session = [...sessions.values()].find((s) => s.refreshToken === body.refresh_token);
        const user = session && users.get(session.userId);
        if (!session || session.revoked || !user) {
          return send(res, 400, {
            code: 'refresh_token_not_found',
            message: 'Invalid Refresh Token: Refresh Token Not Found',
          });
        }
        session.refreshToken = randomBytes(16).toString('hex');
        return send(res, 200, await sessionJson(user, session));
      }
      return send(res, 400, { code: 'validation_failed', message: 'unsupported_grant_type' });
    }
    if (method === 'GET' && path === '/user') {
      const found = caller(req);
      if (!found)
        return send(res, 403, {
          code: 'session_not_found',
          message: 'Session from session_id claim in JWT does not exist',
        });
      return send(res, 200, userJson(found.user));
    }
    if (method === 'POST' && path === '/logout') {
      const found = caller(req);
      if (found) {
        const scope = url.searchParams.get('scope') ?? 'global';
        for (const session of sessions.values()) {
          if (scope === 'global' ? session.userId === found.user.id : session.id === found.session.id)
            session.revoked = true;
        }
      }
      return send(res, 204);
    }
    const adminUser = /^\/admin\/users\/([0-9a-f-]{36})$/.exec(path);
    if (adminUser && method === 'DELETE') {
      if (req.headers.authorization !== `Bearer ${serviceRoleKey}`) {
        return send(res, 403, { code: 'not_admin', message: 'User not allowed' });
      }
      if (!users.has(adminUser[1]!))
        return send(res, 404, { code: 'user_not_found', message: 'User not found' });
      deleteUser(adminUser[1]!);
      return send(res, 200, {});
    }
    if (method === 'GET' && path === '/authorize') {
      const redirectTo = url.searchParams.get('redirect_to') || base;
      if (url.searchParams.get('provider') !== 'google') {
        return send(res, 400, {
          code: 'validation_failed',
          message: 'Unsupported provider: provider is not enabled',
        });
      }
      const user = ensureUser(fakeGoogleEmail.value, 'google');
      return redirect(res, `${redirectTo}#${fragment(await sessionJson(user, newSession(user, 'oauth')))}`);
    }
    return send(res, 404, { code: 'not_found', message: `No route ${method} ${path}` });
  }

  function deleteUser(id: string) {
    users.delete(id);
    for (const session of sessions.values()) if (session.userId === id) session.revoked = true;
  }
  const fakeGoogleEmail = { value: options.googleEmail ?? 'google-user@example.com' };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    anonKey,
    serviceRoleKey,
    outbox,
    requests,
    get googleEmail() {
      return fakeGoogleEmail.value;
    },
    set googleEmail(value: string) {
      fakeGoogleEmail.value = value;
    },
    async mintAccessToken(email, mintOptions = {}) {
      const user = ensureUser(email.trim().toLowerCase());
      const session = newSession(user, 'otp');
      return accessToken(user, session, mintOptions.overrides, mintOptions.otherKey, mintOptions.kid);
    },
    userIdOf: (email) => userByEmail(email.trim().toLowerCase())?.id,
    deleteUser,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function fragment(session: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const name of ['access_token', 'token_type', 'expires_in', 'expires_at', 'refresh_token']) {
    params.set(name, String(session[name]));
  }
  params.set('type', 'magiclink');
  return params.toString();
}

async function json(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const parsed = JSON.parse(Buffer.concat(chunks).toString() || '{}') as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function send(res: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location }).end();
}
