import { disableUser, storedEvents, storedOneTimeCodeHash, uniqueToken } from '@sitewright/store/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AuthHarness, startAuthHarness } from './testing/harness.ts';

/** spec §1, §4, §5: the e-mailed one-time code, end to end over HTTP on a fresh database. */
describe('one-time code sign-in', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness();
  });
  afterAll(() => h?.close());
  beforeEach(() => h.limiter.reset());

  const email = () => `code-${uniqueToken()}@example.com`;
  const generate = async (address: string) =>
    (await h.post('/api/login/otp/generate', { email: address })).body.sessionId as string;

  it('e-mails a 6-digit code and signs up an unknown e-mail on Success', async () => {
    const address = email();
    const generated = await h.post('/api/login/otp/generate', { email: `  ${address.toUpperCase()} ` });
    expect(generated.status).toBe(200);
    expect(Object.keys(generated.body)).toEqual(['sessionId']);
    const mail = h.mailer.lastTo(address)!;
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(mail.html).toContain(h.codeFor(address));
    const verified = await h.post('/api/login/otp/verify', {
      sessionId: generated.body.sessionId,
      email: address,
      code: h.codeFor(address),
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      result: 'Success',
      user: { email: address, provider: 'email', emailVerified: true },
    });
    expect(verified.body.accessToken).toMatch(/^ey/);
    expect(verified.body.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(Date.parse(verified.body.expiresAt) - h.clock.now().getTime()).toBe(15 * 60_000);
    // spec §4: first sign-in time equals creation time on a new account
    expect(verified.body.user.firstSignInAt).toBe(verified.body.user.createdAt);
    const events = await storedEvents(h.db, { userId: verified.body.user.id });
    expect(events.map((e) => e.type)).toEqual(['sign_in']);
  });

  it("signs in any address the login rule accepts (o'neil!x+tag@…)", async () => {
    const address = `o'neil!x+${uniqueToken()}@example.com`;
    expect((await h.signIn(address)).user.email).toBe(address);
  });

  it('stores only a hash of the code', async () => {
    const address = email();
    const sessionId = await generate(address);
    const codeHash = await storedOneTimeCodeHash(h.db, sessionId);
    expect(codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(codeHash).not.toContain(h.codeFor(address));
  });

  it('answers InvalidCode for a wrong code, and InvalidSession from the 6th attempt on (at most 5)', async () => {
    const address = email();
    const sessionId = await generate(address);
    const right = h.codeFor(address);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await h.post('/api/login/otp/verify', { sessionId, email: address, code: wrong });
      expect(answer.body).toEqual({ result: 'InvalidCode' });
    }
    const dead = await h.post('/api/login/otp/verify', { sessionId, email: address, code: right });
    expect(dead.body).toEqual({ result: 'InvalidSession' });
  });

  it('lets the right code through on the 5th attempt', async () => {
    const address = email();
    const sessionId = await generate(address);
    for (let attempt = 1; attempt <= 4; attempt++) {
      await h.post('/api/login/otp/verify', {
        sessionId,
        email: address,
        code: h.codeFor(address) === '999999' ? '000000' : '999999',
      });
    }
    const fifth = await h.post('/api/login/otp/verify', {
      sessionId,
      email: address,
      code: h.codeFor(address),
    });
    expect(fifth.body.result).toBe('Success');
  });

  it('answers ExpiredCode after 10 minutes', async () => {
    const address = email();
    const sessionId = await generate(address);
    h.clock.advance(10 * 60_000 - 1000);
    const code = h.codeFor(address);
    h.clock.advance(1000);
    const answer = await h.post('/api/login/otp/verify', { sessionId, email: address, code });
    expect(answer.body).toEqual({ result: 'ExpiredCode' });
  });

  it('answers InvalidSession for an unknown, used or other-e-mail session', async () => {
    const address = email();
    const sessionId = await generate(address);
    const code = h.codeFor(address);
    for (const sid of ['not-a-uuid', '8a1d4c3e-0000-4000-8000-000000000000']) {
      expect((await h.post('/api/login/otp/verify', { sessionId: sid, email: address, code })).body).toEqual({
        result: 'InvalidSession',
      });
    }
    expect((await h.post('/api/login/otp/verify', { sessionId, email: email(), code })).body).toEqual({
      result: 'InvalidSession',
    });
    expect((await h.post('/api/login/otp/verify', { sessionId, email: address, code })).body.result).toBe(
      'Success',
    );
    expect((await h.post('/api/login/otp/verify', { sessionId, email: address, code })).body).toEqual({
      result: 'InvalidSession',
    });
  });

  it('answers the same for a known and an unknown e-mail', async () => {
    const known = email();
    await h.signIn(known);
    h.limiter.reset();
    const a = await h.post('/api/login/otp/generate', { email: known });
    const b = await h.post('/api/login/otp/generate', { email: email() });
    expect([a.status, Object.keys(a.body)]).toEqual([b.status, Object.keys(b.body)]);
    expect(a.headers.get('content-length')).toBe(b.headers.get('content-length'));
  });

  it('refuses bad input with the spec wording', async () => {
    expect(await h.post('/api/login/otp/generate', { email: 'nope' })).toMatchObject({
      status: 400,
      body: { code: 'invalid-email', message: 'Invalid email.' },
    });
    const sessionId = await generate(email());
    const bad = await h.post('/api/login/otp/verify', { sessionId, email: 'a@example.com', code: '12a456' });
    expect(bad).toMatchObject({
      status: 400,
      body: { code: 'invalid-verification-code', message: 'Please enter the 6-digit code' },
    });
  });

  it('limits codes per e-mail (5 per 15 minutes) and per address (20)', async () => {
    const address = email();
    for (let i = 0; i < 5; i++)
      expect((await h.post('/api/login/otp/generate', { email: address })).status).toBe(200);
    const refused = await h.post('/api/login/otp/generate', { email: address });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      code: 'too-many-requests',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Rate windows follow the system time (rate-limiter-flexible reads Date.now()), not h.clock.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * 60_000 });
    try {
      expect((await h.post('/api/login/otp/generate', { email: address })).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    h.limiter.reset();
    for (let i = 0; i < 20; i++) await h.post('/api/login/otp/generate', { email: email() });
    expect((await h.post('/api/login/otp/generate', { email: email() })).status).toBe(429);
  });

  it('refuses a disabled account', async () => {
    const address = email();
    await h.signIn(address);
    await disableUser(h.db, address);
    const sessionId = await generate(address);
    const answer = await h.post('/api/login/otp/verify', {
      sessionId,
      email: address,
      code: h.codeFor(address),
    });
    expect(answer).toMatchObject({ status: 403, body: { code: 'user-disabled' } });
  });
});
