import { findUserByEmail } from '@sitewright/store';
import { disableUser, uniqueToken } from '@sitewright/store/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password-hash.ts';
import { type AuthHarness, startAuthHarness } from './testing/harness.ts';

describe('password hashing (scrypt)', () => {
  it('hashes with a per-user salt and the parameters in the hash, and verifies', async () => {
    const [a, b] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    expect(a).toMatch(/^scrypt\$15\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsE', a)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
    expect(needsRehash(a)).toBe(false);
    expect(needsRehash(a.replace('scrypt$15$', 'scrypt$14$'))).toBe(true);
  });
});

/** spec §1, §3, §5, §8: e-mail and password accounts. */
describe('password sign-up, sign-in, verification, changes', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness();
  });
  afterAll(() => h?.close());
  beforeEach(() => h.limiter.reset());

  const email = () => `pw-${uniqueToken()}@example.com`;
  const signUp = (address: string, password = 'hunter22') =>
    h.post('/api/login/password/sign-up', { email: address, password });

  it('signs up (201, unverified, signed in) and e-mails a verification link; confirming verifies (§3)', async () => {
    const address = email();
    const created = await signUp(address);
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ email: address, provider: 'password', emailVerified: false });
    const stored = await findUserByEmail(h.db, address);
    expect(stored!.passwordHash).toMatch(/^scrypt\$/);
    expect(stored!.passwordHash).not.toContain('hunter22');
    const link = h.linkFor(address);
    expect(link).toMatch(/^\/auth\/verify-email\?token=/);
    // A scanner's GET shows the confirmation only.
    const page = await h.request('GET', link);
    expect(page.status).toBe(200);
    const me = async () =>
      (await h.request('GET', '/api/auth/me', { token: created.body.accessToken })).body.user;
    expect((await me()).emailVerified).toBe(false);
    const token = new URL(link, h.base).searchParams.get('token')!;
    const confirmed = await h.request('POST', '/auth/verify-email', { form: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain('E-mail verified');
    expect((await me()).emailVerified).toBe(true);
  });

  it('refuses a taken e-mail and a short password', async () => {
    const address = email();
    await signUp(address);
    expect(await signUp(address)).toMatchObject({
      status: 409,
      body: { code: 'email-already-in-use', message: 'Account already exists. Please sign in.' },
    });
    expect(await signUp(email(), '12345')).toMatchObject({
      status: 400,
      body: { code: 'weak-password', message: 'Password should be at least 6 characters' },
    });
  });

  it("signs in, and says 'Incorrect password.' / 'User not found.'", async () => {
    const address = email();
    await signUp(address);
    const ok = await h.post('/api/login/password/sign-in', {
      email: address.toUpperCase(),
      password: 'hunter22',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe(address);
    expect(
      await h.post('/api/login/password/sign-in', { email: address, password: 'wrong-one' }),
    ).toMatchObject({
      status: 401,
      body: { code: 'wrong-password', message: 'Incorrect password.' },
    });
    expect(
      await h.post('/api/login/password/sign-in', { email: email(), password: 'whatever' }),
    ).toMatchObject({
      status: 404,
      body: { code: 'user-not-found', message: 'User not found.' },
    });
  });

  it('refuses a password sign-in for an account without a password, and a disabled account', async () => {
    const coded = email();
    await h.signIn(coded);
    expect(await h.post('/api/login/password/sign-in', { email: coded, password: 'anything' })).toMatchObject(
      {
        status: 400,
        body: { code: 'password-not-set' },
      },
    );
    const address = email();
    await signUp(address);
    await disableUser(h.db, address);
    expect(
      await h.post('/api/login/password/sign-in', { email: address, password: 'hunter22' }),
    ).toMatchObject({
      status: 403,
      body: { code: 'user-disabled' },
    });
  });

  it('limits password attempts per e-mail (10 per 15 minutes)', async () => {
    const address = email();
    await signUp(address);
    h.limiter.reset();
    for (let i = 0; i < 10; i++)
      await h.post('/api/login/password/sign-in', { email: address, password: 'nope-nope' });
    expect(
      await h.post('/api/login/password/sign-in', { email: address, password: 'hunter22' }),
    ).toMatchObject({
      status: 429,
      body: { code: 'too-many-requests' },
    });
  });

  it('drops an unverified password when the e-mail is proven another way (no pre-hijacking)', async () => {
    const address = email();
    await signUp(address, 'attacker-pw');
    const owner = await h.signIn(address);
    expect(owner.user).toMatchObject({ provider: 'email', emailVerified: true });
    expect(
      await h.post('/api/login/password/sign-in', { email: address, password: 'attacker-pw' }),
    ).toMatchObject({
      status: 400,
      body: { code: 'password-not-set' },
    });
  });

  it('changes the e-mail with the current password (new one unverified, must differ)', async () => {
    const address = email();
    const session = (await signUp(address)).body;
    const change = (body: object) => h.post('/api/auth/change-email', body, session.accessToken);
    expect(await change({ currentPassword: '', newEmail: email() })).toMatchObject({
      status: 400,
      body: { code: 'missing-password' },
    });
    expect(
      await change({ currentPassword: 'hunter22', newEmail: ` ${address.toUpperCase()} ` }),
    ).toMatchObject({
      status: 400,
      body: { code: 'email-unchanged', message: 'The new email must be different from your current email' },
    });
    expect(await change({ currentPassword: 'hunter22', newEmail: 'bad' })).toMatchObject({
      status: 400,
      body: { code: 'invalid-email' },
    });
    expect(await change({ currentPassword: 'wrong-pw', newEmail: email() })).toMatchObject({
      status: 401,
      body: { code: 'wrong-password' },
    });
    const taken = email();
    await signUp(taken);
    expect(await change({ currentPassword: 'hunter22', newEmail: taken })).toMatchObject({
      status: 409,
      body: { code: 'email-already-in-use' },
    });
    const fresh = email();
    const changed = await change({ currentPassword: 'hunter22', newEmail: fresh });
    expect(changed).toMatchObject({ status: 200, body: { user: { email: fresh, emailVerified: false } } });
    expect(h.linkFor(fresh)).toMatch(/^\/auth\/verify-email/);
    expect((await h.post('/api/login/password/sign-in', { email: fresh, password: 'hunter22' })).status).toBe(
      200,
    );
  });

  it('changes the password with the current one and signs out the other sessions', async () => {
    const address = email();
    const first = (await signUp(address)).body;
    const second = (await h.post('/api/login/password/sign-in', { email: address, password: 'hunter22' }))
      .body;
    const change = (body: object) => h.post('/api/auth/change-password', body, first.accessToken);
    expect(await change({ currentPassword: 'hunter22', newPassword: '123' })).toMatchObject({
      status: 400,
      body: { code: 'weak-password' },
    });
    expect(await change({ currentPassword: 'nope-nope', newPassword: 'brand-new-pw' })).toMatchObject({
      status: 401,
      body: { code: 'wrong-password' },
    });
    expect((await change({ currentPassword: 'hunter22', newPassword: 'brand-new-pw' })).status).toBe(204);
    expect((await h.request('GET', '/api/auth/me', { token: first.accessToken })).status).toBe(200);
    expect(await h.request('GET', '/api/auth/me', { token: second.accessToken })).toMatchObject({
      status: 401,
      body: { code: 'user-token-expired' },
    });
    expect(
      (await h.post('/api/login/password/sign-in', { email: address, password: 'brand-new-pw' })).status,
    ).toBe(200);
  });

  it('re-sends the verification e-mail to an unverified password account only', async () => {
    const address = email();
    const session = (await signUp(address)).body;
    expect(await h.post('/api/auth/resend-verification', undefined, session.accessToken)).toMatchObject({
      status: 200,
      body: { sent: true },
    });
    const coded = await h.signIn(email());
    expect(await h.post('/api/auth/resend-verification', undefined, coded.accessToken)).toMatchObject({
      status: 400,
      body: { code: 'password-not-set' },
    });
  });

  it('verification links expire after 24 hours', async () => {
    const address = email();
    await signUp(address);
    const link = h.linkFor(address);
    h.clock.advance(24 * 60 * 60_000);
    expect((await h.request('GET', link)).status).toBe(410);
  });
});
