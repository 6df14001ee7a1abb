import { storedMagicLinks, uniqueToken } from '@sitewright/store/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from './testing/harness.ts';

const expiredMessage =
  'Your magic link to log into the product has expired, please try logging in again to request a new magic link.';
const wrongBrowserMessage =
  'Unable to log you into the product. Please open the magic link in the browser you registered with.';

/** spec §1, §2, §8: the magic link — single use, 15 minutes, this browser only, scanner-proof. */
describe('magic link sign-in', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness();
  });
  afterAll(() => h?.close());
  beforeEach(() => h.limiter.reset());

  const email = () => `link-${uniqueToken()}@example.com`;
  /** Asks for a link as a browser: the binding cookie and the link's path. */
  async function ask(address: string, cookie?: string) {
    const answer = await h.request('POST', '/api/login/link/', {
      json: { email: address },
      ...(cookie ? { headers: { cookie } } : {}),
    });
    expect(answer.status).toBe(200);
    const set = answer.headers.get('set-cookie') ?? '';
    return { answer, cookie: set.split(';')[0]!, setCookie: set, link: h.linkFor(address) };
  }
  const tokenOf = (link: string) => new URL(link, h.base).searchParams.get('token')!;
  const confirm = (link: string, cookie?: string) =>
    h.request('POST', '/auth/link', {
      form: { token: tokenOf(link) },
      ...(cookie ? { headers: { cookie } } : {}),
    });

  it('e-mails a link built from API_URL, bound to this browser by an httpOnly SameSite=Lax cookie', async () => {
    const address = email();
    const { answer, setCookie, link } = await ask(address);
    expect(answer.body).toEqual({ sent: true });
    expect(setCookie).toMatch(/^sw_link_binding=[\w-]{43}; /);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\/auth\/link/);
    expect(setCookie).toMatch(/Secure/);
    const mail = h.mailer.lastTo(address)!;
    expect(mail.text).toContain(`${h.apiUrl}/auth/link?token=`);
    expect(mail.html).toContain(`${h.apiUrl}/auth/link?token=`);
    expect(link).toMatch(/^\/auth\/link\?token=/);
    const [stored] = await storedMagicLinks(h.db, address);
    expect(stored!.tokenHash).not.toBe(tokenOf(link));
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts the path with and without the trailing slash, and never uses the Host header', async () => {
    const address = email();
    const answer = await h.request('POST', '/api/login/link', {
      json: { email: address },
      headers: { host: 'evil.example' },
    });
    expect(answer.status).toBe(200);
    expect(h.mailer.lastTo(address)!.text).not.toContain('evil.example');
    expect(h.mailer.lastTo(address)!.text).toContain(h.apiUrl);
  });

  it('signs in on confirmation: a redirect to the app with a single-use sign-in token', async () => {
    const address = email();
    const { cookie, link } = await ask(address);
    const page = await h.request('GET', link, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<form method="post" action="/auth/link">');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const confirmed = await confirm(link, cookie);
    expect(confirmed.status).toBe(303);
    const location = confirmed.headers.get('location')!;
    expect(location.startsWith(`${h.appUrl}/auth/complete#token=`)).toBe(true);
    const token = decodeURIComponent(location.split('#token=')[1]!);
    const session = await h.post('/api/login/token', { token });
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ email: address, provider: 'email' });
    expect(await h.post('/api/login/token', { token })).toMatchObject({
      status: 401,
      body: { code: 'invalid-custom-token' },
    });
  });

  it('is single use: a second confirmation shows the expired page', async () => {
    const address = email();
    const { cookie, link } = await ask(address);
    expect((await confirm(link, cookie)).status).toBe(303);
    const again = await confirm(link, cookie);
    expect(again.status).toBe(410);
    expect(again.text).toContain(expiredMessage);
  });

  it('survives a mail scanner: GET (with or without a cookie) changes nothing', async () => {
    const address = email();
    const { cookie, link } = await ask(address);
    const scanner = await h.request('GET', link);
    expect(scanner.status).toBe(403);
    await h.request('GET', link, { headers: { cookie } });
    await h.request('HEAD', link, { headers: { cookie } });
    expect((await storedMagicLinks(h.db, address)).map((l) => l.usedAt)).toEqual([null]);
    expect((await confirm(link, cookie)).status).toBe(303);
  });

  it("refuses another browser with spec §8's wording, without using the link", async () => {
    const address = email();
    const { cookie, link } = await ask(address);
    const other = await ask(email());
    for (const foreign of [undefined, other.cookie]) {
      const refused = await confirm(link, foreign);
      expect(refused.status).toBe(403);
      expect(refused.text).toContain(wrongBrowserMessage);
      expect(refused.text).toContain('Device not supported');
    }
    expect((await confirm(link, cookie)).status).toBe(303);
  });

  it('keeps the browser binding across several requests, so each link works in it', async () => {
    const address = email();
    const first = await ask(address);
    const second = await ask(address, first.cookie);
    expect(second.cookie).toBe(first.cookie);
    expect((await confirm(first.link, first.cookie)).status).toBe(303);
    expect((await confirm(second.link, first.cookie)).status).toBe(303);
  });

  it('expires after 15 minutes and offers a new link, which works', async () => {
    const address = email();
    const { cookie, link } = await ask(address);
    h.clock.advance(15 * 60_000);
    const page = await h.request('GET', link, { headers: { cookie } });
    expect(page.status).toBe(410);
    expect(page.text).toContain('Email link expired');
    expect(page.text).toContain('action="/auth/link/renew"');
    expect((await confirm(link, cookie)).status).toBe(410);
    const renewed = await h.request('POST', '/auth/link/renew', {
      form: { token: tokenOf(link) },
      headers: { cookie },
    });
    expect(renewed.status).toBe(200);
    const fresh = h.linkFor(address);
    expect(fresh).not.toBe(link);
    expect((await confirm(fresh, cookie)).status).toBe(303);
  });

  it('shows the expired page for an unknown or malformed token', async () => {
    for (const path of [`/auth/link?token=${'x'.repeat(43)}`, '/auth/link', '/auth/link?token=<script>']) {
      const page = await h.request('GET', path);
      expect(page.status).toBe(410);
      expect(page.text).not.toContain('<script>');
    }
  });

  it('answers the same for known and unknown e-mails, and limits requests per e-mail', async () => {
    const known = email();
    await h.signIn(known);
    h.limiter.reset();
    const a = await h.post('/api/login/link/', { email: known });
    const b = await h.post('/api/login/link/', { email: email() });
    expect([a.status, a.text]).toEqual([b.status, b.text]);
    for (let i = 0; i < 4; i++) await h.post('/api/login/link/', { email: known });
    expect(await h.post('/api/login/link/', { email: known })).toMatchObject({
      status: 429,
      body: { code: 'too-many-requests' },
    });
  });

  it('refuses a bad e-mail with the spec wording', async () => {
    expect(await h.post('/api/login/link/', { email: 'not-an-email' })).toMatchObject({
      status: 400,
      body: { code: 'invalid-email', message: 'Invalid email.' },
    });
  });
});
