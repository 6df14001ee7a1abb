import { disableUser, uniqueToken } from '@sitewright/store/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runAdminCli } from '../admin-cli.ts';
import type { Config } from '../config.ts';
import { createLogger } from '../logger.ts';
import { createGoogleVerifier } from './google.ts';
import { deriveAuthKeys } from './secrets.ts';
import { mintSignInToken } from './sign-in-token.ts';
import { type AuthHarness, startAuthHarness } from './testing/harness.ts';

/** spec §1: Google ID tokens (redirect, popup, one-tap) and the custom sign-in token. */
describe('Google and sign-in token', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness();
  });
  afterAll(() => h?.close());
  beforeEach(() => h.limiter.reset());

  const email = () => `g-${uniqueToken()}@example.com`;
  const google = (idToken: string) => h.post('/api/login/google', { idToken });

  it('signs in with a Google ID token checked against the configured JWKS', async () => {
    const address = email();
    const answer = await google(await h.google.idToken(address.toUpperCase(), h.clock.now()));
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({
      email: address,
      provider: 'google',
      emailVerified: true,
      displayName: 'Test Person',
    });
    expect((await h.request('GET', '/api/auth/me', { token: answer.body.accessToken })).status).toBe(200);
  });

  it('accepts both Google issuer spellings and moves an e-mail-link account to google', async () => {
    const address = email();
    await h.signIn(address);
    const answer = await google(
      await h.google.idToken(address, h.clock.now(), { iss: 'accounts.google.com' }),
    );
    expect(answer.body.user).toMatchObject({ email: address, provider: 'google' });
  });

  it('refuses foreign, expired, forged and unverified tokens', async () => {
    const now = h.clock.now();
    const refusals = [
      await h.google.idToken(email(), now, { aud: 'someone-else' }),
      await h.google.idToken(email(), now, { iss: 'https://evil.example' }),
      await h.google.idToken(email(), new Date(now.getTime() - 2 * 3600_000)),
      await h.google.forgedIdToken(email(), now),
      'not-a-token',
    ];
    for (const token of refusals) {
      expect(await google(token)).toMatchObject({ status: 401, body: { code: 'invalid-credential' } });
    }
    expect(await google(await h.google.idToken(email(), now, { email_verified: false }))).toMatchObject({
      status: 401,
      body: { code: 'unverified-google-email' },
    });
  });

  it('answers 503 when Google sign-in is not configured or its keys cannot be fetched', async () => {
    const logger = createLogger('silent');
    const off = createGoogleVerifier({ jwksUrl: h.google.jwksUrl, logger });
    await expect(off.verify('x', new Date())).rejects.toMatchObject({
      status: 503,
      code: 'google-not-configured',
    });
    const unreachable = createGoogleVerifier({
      clientId: h.google.clientId,
      jwksUrl: 'http://127.0.0.1:9/certs',
      logger,
    });
    const token = await h.google.idToken(email(), new Date());
    await expect(unreachable.verify(token, new Date())).rejects.toMatchObject({
      status: 503,
      code: 'network-request-failed',
    });
  });

  it('exchanges an operator token from `npm run admin -- token` once, within 5 minutes', async () => {
    const config = { appUrl: h.appUrl, auth: { jwtSecret: h.jwtSecret } } as Config;
    const mint = async (address: string) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runAdminCli(
        ['token', address],
        { out: (l) => out.push(l), err: (l) => err.push(l) },
        async () => config,
        h.clock.now(),
      );
      expect(code).toBe(0);
      expect(err.join('\n')).toContain(`${h.appUrl}/auth/complete#token=`);
      return out[0]!;
    };
    const address = email();
    const token = await mint(` ${address.toUpperCase()} `);
    const session = await h.post('/api/login/token', { token });
    expect(session).toMatchObject({ status: 200, body: { user: { email: address, provider: 'email' } } });
    expect(await h.post('/api/login/token', { token })).toMatchObject({
      status: 401,
      body: { code: 'invalid-custom-token' },
    });
    const late = await mint(email());
    h.clock.advance(5 * 60_000);
    expect(await h.post('/api/login/token', { token: late })).toMatchObject({
      status: 401,
      body: { code: 'invalid-custom-token' },
    });
  });

  it('prints usage for a bad admin command', async () => {
    const err: string[] = [];
    expect(await runAdminCli(['token'], { out: () => {}, err: (l) => err.push(l) })).toBe(2);
    expect(await runAdminCli(['token', 'bad'], { out: () => {}, err: (l) => err.push(l) })).toBe(2);
    expect(err[0]).toBe('Usage: npm run admin -- token <email>');
    expect(err[1]).toBe('Invalid email: bad');
  });

  it('refuses a forged or foreign sign-in token, and signs in no disabled account', async () => {
    const address = email();
    const foreign = await mintSignInToken(
      deriveAuthKeys('another-secret-'.repeat(4)),
      address,
      h.clock.now(),
    );
    expect(await h.post('/api/login/token', { token: foreign })).toMatchObject({
      status: 401,
      body: { code: 'invalid-custom-token' },
    });
    expect(await h.post('/api/login/token', { token: 'garbage' })).toMatchObject({
      status: 401,
      body: { code: 'invalid-custom-token' },
    });
    await h.signIn(address);
    await disableUser(h.db, address);
    const token = await mintSignInToken(deriveAuthKeys(h.jwtSecret), address, h.clock.now());
    expect(await h.post('/api/login/token', { token })).toMatchObject({
      status: 403,
      body: { code: 'user-disabled' },
    });
  });
});
