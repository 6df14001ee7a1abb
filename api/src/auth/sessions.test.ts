import { disableUser, storedEvents, storedSessions, uniqueToken } from '@sitewright/store/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from './testing/harness.ts';

/** Sessions: bearer checks, refresh rotation with reuse detection, sign-out, register (spec §4, §8). */
describe('sessions', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness();
  });
  afterAll(() => h?.close());
  beforeEach(() => h.limiter.reset());

  const email = () => `session-${uniqueToken()}@example.com`;
  const me = (token?: string, headers: Record<string, string> = {}) =>
    h.request('GET', '/api/auth/me', { ...(token ? { token } : {}), headers });
  const invalidToken = { code: 'invalid-authorization-token', message: 'Invalid authorization token.' };

  it('needs a valid bearer token on product calls', async () => {
    expect(await me()).toMatchObject({ status: 401, body: invalidToken });
    expect(await me('not.a.jwt')).toMatchObject({ status: 401, body: invalidToken });
    expect(await me(undefined, { authorization: 'Basic abc' })).toMatchObject({
      status: 401,
      body: invalidToken,
    });
    const session = await h.signIn(email());
    const [header, payload] = session.accessToken.split('.');
    expect(await me(`${header}.${payload}.forged-signature`)).toMatchObject({
      status: 401,
      body: invalidToken,
    });
    expect((await me(session.accessToken)).status).toBe(200);
  });

  it('expires access tokens after 15 minutes; the refresh token gets a new pair', async () => {
    const session = await h.signIn(email());
    h.clock.advance(15 * 60_000);
    expect(await me(session.accessToken)).toMatchObject({ status: 401, body: invalidToken });
    const refreshed = await h.post('/api/auth/refresh', { refreshToken: session.refreshToken });
    expect(refreshed.status).toBe(200);
    expect(Object.keys(refreshed.body).sort()).toEqual(['accessToken', 'expiresAt', 'refreshToken']);
    expect(refreshed.body.refreshToken).not.toBe(session.refreshToken);
    expect((await me(refreshed.body.accessToken)).status).toBe(200);
  });

  it('revokes the whole session when a rotated refresh token is used again', async () => {
    const session = await h.signIn(email());
    const first = (await h.post('/api/auth/refresh', { refreshToken: session.refreshToken })).body;
    const replay = await h.post('/api/auth/refresh', { refreshToken: session.refreshToken });
    expect(replay).toMatchObject({ status: 401, body: { code: 'user-token-expired' } });
    expect(await h.post('/api/auth/refresh', { refreshToken: first.refreshToken })).toMatchObject({
      status: 401,
    });
    expect(await me(first.accessToken)).toMatchObject({ status: 401, body: { code: 'user-token-expired' } });
  });

  it('stores refresh tokens only as hashes, and ends idle sessions after 30 days', async () => {
    const session = await h.signIn(email());
    const [stored] = await storedSessions(h.db, session.user.id);
    expect(stored!.refreshTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.refreshTokenHash).not.toBe(session.refreshToken);
    h.clock.advance(30 * 24 * 60 * 60_000);
    expect(await h.post('/api/auth/refresh', { refreshToken: session.refreshToken })).toMatchObject({
      status: 401,
      body: { code: 'user-token-expired' },
    });
    expect(await h.post('/api/auth/refresh', { refreshToken: 'x'.repeat(43) })).toMatchObject({
      status: 401,
      body: { code: 'user-token-expired' },
    });
  });

  it('signs out a disabled user on the next call and refuses their refresh (spec §8)', async () => {
    const address = email();
    const session = await h.signIn(address);
    await disableUser(h.db, address);
    expect(await me(session.accessToken)).toMatchObject({ status: 401, body: { code: 'user-disabled' } });
    expect(await h.post('/api/auth/refresh', { refreshToken: session.refreshToken })).toMatchObject({
      status: 401,
      body: { code: 'user-disabled' },
    });
  });

  it('signs out by bearer token (even expired) or refresh token, recording sign_out once', async () => {
    const a = await h.signIn(email());
    expect((await h.post('/api/auth/sign-out', {}, a.accessToken)).status).toBe(204);
    expect(await me(a.accessToken)).toMatchObject({ status: 401, body: { code: 'user-token-expired' } });
    expect((await h.post('/api/auth/sign-out', {}, a.accessToken)).status).toBe(204);
    const events = await storedEvents(h.db, { userId: a.user.id });
    expect(events.map((e) => e.type)).toEqual(['sign_in', 'sign_out']);

    const b = await h.signIn(email());
    h.clock.advance(60 * 60_000);
    expect((await h.post('/api/auth/sign-out', {}, b.accessToken)).status).toBe(204);
    expect(await h.post('/api/auth/refresh', { refreshToken: b.refreshToken })).toMatchObject({
      status: 401,
    });

    const c = await h.signIn(email());
    expect((await h.post('/api/auth/sign-out', { refreshToken: c.refreshToken })).status).toBe(204);
    expect(await me(c.accessToken)).toMatchObject({ status: 401 });
    expect((await h.post('/api/auth/sign-out')).status).toBe(204);
  });

  it('registers once: 201 the first time, 200 after (spec §4, §7)', async () => {
    const session = await h.signIn(email());
    expect(session.user).toMatchObject({ firstSignInAt: expect.any(String) });
    const first = await h.post('/api/login/register', undefined, session.accessToken);
    expect(first).toMatchObject({ status: 201, body: { user: { id: session.user.id } } });
    expect((await h.post('/api/login/register', undefined, session.accessToken)).status).toBe(200);
    expect((await h.post('/api/login/register')).status).toBe(401);
    expect(await h.post('/api/login/register', { extra: 1 }, session.accessToken)).toMatchObject({
      status: 400,
      body: { code: 'unknown-field' },
    });
  });

  it('keeps the first sign-in time of an existing account on later sign-ins', async () => {
    const address = email();
    const first = await h.signIn(address);
    h.clock.advance(60_000);
    h.limiter.reset();
    const second = await h.signIn(address);
    expect(second.user.firstSignInAt).toBe(first.user.firstSignInAt);
  });
});
