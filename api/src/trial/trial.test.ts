import type { Website } from '@sitewright/model';
import { findTrialVisitor, findUserById } from '@sitewright/store';
import { readWebsite } from '@sitewright/store/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deriveAuthKeys } from '../auth/index.ts';
import { type AuthHarness, startAuthHarness } from '../auth/testing/harness.ts';
import { createLogger } from '../logger.ts';
import {
  createdSite,
  plumberAnswers,
  signInUser,
  type TestUser,
} from '../websites/testing/website-helpers.ts';
import { trialSecretHash } from './trial-cookie.ts';
import { expireTrials } from './trial-expiry.ts';

/** A visitor's browser: the trial cookie it was given, sent back as a browser would. */
interface Visitor {
  cookie: string;
  websiteId: string;
  document: Website;
  version: number;
}

const hour = 60 * 60_000;

describe('trying before signing up: trial websites', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness();
  });
  afterAll(() => h?.close());
  beforeEach(() => h.limiter.reset());

  const asVisitor = (visitor: Pick<Visitor, 'cookie'> | null, method: string, path: string, json?: unknown) =>
    h.request(method, path, {
      ...(json === undefined ? {} : { json }),
      ...(visitor ? { headers: { cookie: visitor.cookie } } : {}),
    });

  /** `POST /api/trial/websites` without an account: the website and the browser's cookie. */
  async function startTrial(): Promise<Visitor> {
    const answer = await h.post('/api/trial/websites', plumberAnswers);
    expect(answer.status, answer.text).toBe(201);
    const setCookie = answer.headers.get('set-cookie') ?? '';
    const cookie = /^(sitewright_trial=[A-Za-z0-9_-]{43})/.exec(setCookie)?.[1];
    if (!cookie) throw new Error(`no trial cookie: ${setCookie}`);
    return {
      cookie,
      websiteId: answer.body.id,
      document: answer.body.document,
      version: answer.body.version,
    };
  }

  it('creates a website without an account and hands the browser an httpOnly trial cookie kept 24 h', async () => {
    const answer = await h.post('/api/trial/websites', plumberAnswers);
    expect(answer.status).toBe(201);
    expect(answer.body.document.websiteSettings.businessName).toBe('Harbor Plumbing');
    expect(answer.body.expiresAt).toBe(new Date(h.clock.now().getTime() + 24 * hour).toISOString());
    const setCookie = answer.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^sitewright_trial=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('Max-Age=86400');
    expect(setCookie).toContain('Path=/api');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Secure'); // API_URL is https
    // The secret is stored only as its hash.
    const secret = setCookie.slice('sitewright_trial='.length, setCookie.indexOf(';'));
    const now = h.clock.now();
    expect(await findTrialVisitor(h.db, secret, now)).toBeUndefined();
    const stored = await findTrialVisitor(h.db, trialSecretHash(deriveAuthKeys(h.jwtSecret), secret), now);
    expect(stored).toMatchObject({ websiteId: answer.body.id });
    expect(await findUserById(h.db, stored!.userId)).toMatchObject({ disabled: true });
  });

  it('the trial owner reads and saves the draft; publishing, inviting and the account ask to sign up', async () => {
    const visitor = await startTrial();
    expect(await asVisitor(visitor, 'GET', '/api/trial')).toMatchObject({
      status: 200,
      body: {
        websiteId: visitor.websiteId,
        expiresAt: new Date(h.clock.now().getTime() + 24 * hour).toISOString(),
      },
    });
    const loaded = await asVisitor(visitor, 'GET', `/api/websites/${visitor.websiteId}`);
    expect(loaded.status).toBe(200);
    expect(loaded.body).toMatchObject({ role: 'Owner', editControl: { youHoldIt: true } });
    const edited = {
      ...loaded.body.document,
      websiteSettings: { ...loaded.body.document.websiteSettings, businessName: 'Harbor Plumbing & Heating' },
    };
    const saved = await asVisitor(visitor, 'PUT', `/api/websites/${visitor.websiteId}/draft`, {
      document: edited,
      baseVersion: loaded.body.version,
    });
    expect(saved).toMatchObject({ status: 200, body: { version: loaded.body.version + 1 } });

    const signUp = {
      status: 401,
      body: {
        code: 'sign-up-required',
        message: 'Sign up to keep this website and publish it. Until then you can edit and preview it here.',
      },
    };
    expect(
      await asVisitor(visitor, 'POST', `/api/websites/${visitor.websiteId}/publish`, {
        handle: 'harbor-trial',
      }),
    ).toMatchObject(signUp);
    expect(
      await asVisitor(visitor, 'POST', '/api/invite/create', {
        invitedUserEmail: 'friend@example.com',
        websiteId: visitor.websiteId,
        role: 'Editor',
      }),
    ).toMatchObject(signUp);
    expect(await asVisitor(visitor, 'GET', '/api/websites')).toMatchObject(signUp);
    expect(await asVisitor(visitor, 'DELETE', `/api/websites/${visitor.websiteId}`)).toMatchObject(signUp);
    expect(await asVisitor(visitor, 'POST', '/api/websites', plumberAnswers)).toMatchObject(signUp);
    expect((await readWebsite(h.db, visitor.websiteId))?.handle ?? null).toBeNull();
  });

  it("refuses another visitor's trial, a stranger and no credentials; a forged cookie is no trial", async () => {
    const mine = await startTrial();
    const theirs = await startTrial();
    const path = `/api/websites/${mine.websiteId}`;
    expect(await asVisitor(theirs, 'GET', path)).toMatchObject({
      status: 404,
      body: { code: 'website-not-found' },
    });
    const before = await readWebsite(h.db, mine.websiteId);
    expect(
      (
        await asVisitor(theirs, 'PUT', `${path}/draft`, {
          document: mine.document,
          baseVersion: mine.version,
        })
      ).status,
    ).toBe(404);
    expect((await readWebsite(h.db, mine.websiteId))?.draftVersion).toBe(before?.draftVersion);
    expect(await asVisitor(null, 'GET', path)).toMatchObject({
      status: 401,
      body: { code: 'invalid-authorization-token' },
    });
    expect((await asVisitor({ cookie: `sitewright_trial=${'A'.repeat(43)}` }, 'GET', path)).status).toBe(401);
    const stranger = await signInUser(h, 'stranger');
    expect((await h.request('GET', path, { token: stranger.token })).status).toBe(404);
    // The cookie is the claim secret: without it a signed-in stranger finds no trial.
    expect((await h.request('GET', '/api/trial', { token: stranger.token })).status).toBe(404);
  });

  it('signing up claims the draft with its edits: in the list, the owner holds edit control, cookie cleared', async () => {
    const visitor = await startTrial();
    const loaded = await asVisitor(visitor, 'GET', `/api/websites/${visitor.websiteId}`);
    const edited = {
      ...loaded.body.document,
      websiteSettings: { ...loaded.body.document.websiteSettings, businessName: 'Harbor Trial Edit' },
    };
    await asVisitor(visitor, 'PUT', `/api/websites/${visitor.websiteId}/draft`, {
      document: edited,
      baseVersion: loaded.body.version,
    });
    const trialUser = (await readWebsite(h.db, visitor.websiteId))?.ownerId;
    const owner = await signInUser(h, 'claimer');
    // Without the cookie there is nothing to claim.
    expect(await h.request('POST', '/api/trial/claim', { token: owner.token })).toMatchObject({
      status: 404,
      body: { code: 'trial-not-found' },
    });
    const claimed = await h.request('POST', '/api/trial/claim', {
      token: owner.token,
      headers: { cookie: visitor.cookie },
    });
    expect(claimed).toMatchObject({ status: 200, body: { websiteId: visitor.websiteId } });
    expect(claimed.headers.get('set-cookie')).toMatch(/^sitewright_trial=;.*Expires=Thu, 01 Jan 1970/);

    const list = await h.request('GET', '/api/websites', { token: owner.token });
    expect(list.body.websites.map((w: { draftId: string }) => w.draftId)).toEqual([visitor.websiteId]);
    const mineNow = await h.request('GET', `/api/websites/${visitor.websiteId}`, { token: owner.token });
    expect(mineNow.body).toMatchObject({
      role: 'Owner',
      editControl: { youHoldIt: true },
      document: { userId: owner.id, websiteSettings: { businessName: 'Harbor Trial Edit' } },
    });
    const publish = await h.request('POST', `/api/websites/${visitor.websiteId}/publish`, {
      token: owner.token,
      json: { handle: `harbor-${Date.now().toString(36)}` },
    });
    expect(publish.status).toBe(202);

    // The trial is gone: its cookie no longer opens the draft, and cannot be claimed twice.
    expect((await asVisitor(visitor, 'GET', `/api/websites/${visitor.websiteId}`)).status).toBe(401);
    const other = await signInUser(h, 'second-claimer');
    expect(
      (
        await h.request('POST', '/api/trial/claim', {
          token: other.token,
          headers: { cookie: visitor.cookie },
        })
      ).status,
    ).toBe(404);
    expect(await findUserById(h.db, trialUser!)).toBeUndefined();
  });

  it('spec §9: a claim past the owned-website limit is refused and the trial is kept', async () => {
    const full: TestUser = await signInUser(h, 'full');
    for (let i = 0; i < 5; i++) await createdSite(h, full);
    h.limiter.reset();
    const visitor = await startTrial();
    const refused = await h.request('POST', '/api/trial/claim', {
      token: full.token,
      headers: { cookie: visitor.cookie },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('website-limit-exceeded');
    expect(refused.body.message).toMatch(
      /^Maximum allowed website limit exceeded: your account already has 5 websites\. Delete one, then sign in here again to keep this website; it is kept until /,
    );
    expect((await asVisitor(visitor, 'GET', `/api/websites/${visitor.websiteId}`)).status).toBe(200);
  });

  it('an unclaimed trial expires after 24 h: its cookie stops working, then housekeeping deletes it', async () => {
    const visitor = await startTrial();
    const trialUser = (await readWebsite(h.db, visitor.websiteId))?.ownerId;
    h.clock.advance(24 * hour - 1000);
    expect((await asVisitor(visitor, 'GET', `/api/websites/${visitor.websiteId}`)).status).toBe(200);
    expect(await expireTrials(h.db, h.clock.now(), createLogger('silent'))).toBe(0);
    h.clock.advance(1000);
    expect((await asVisitor(visitor, 'GET', `/api/websites/${visitor.websiteId}`)).status).toBe(401);
    expect(await asVisitor(visitor, 'GET', '/api/trial')).toMatchObject({
      status: 404,
      body: { code: 'trial-not-found' },
    });
    const owner = await signInUser(h, 'late');
    expect(
      (
        await h.request('POST', '/api/trial/claim', {
          token: owner.token,
          headers: { cookie: visitor.cookie },
        })
      ).status,
    ).toBe(404);
    expect(await readWebsite(h.db, visitor.websiteId)).not.toBeNull();
    expect(await expireTrials(h.db, h.clock.now(), createLogger('silent'))).toBeGreaterThanOrEqual(1);
    expect(await readWebsite(h.db, visitor.websiteId)).toBeNull();
    expect(await findUserById(h.db, trialUser!)).toBeUndefined();
    // Real accounts are untouched.
    expect(await findUserById(h.db, owner.id)).toBeDefined();
  });

  it('creation without an account is limited per address: the 6th in an hour is 429 with a clear message', async () => {
    for (let i = 0; i < 5; i++)
      expect((await h.post('/api/trial/websites', plumberAnswers)).status).toBe(201);
    const refused = await h.post('/api/trial/websites', plumberAnswers);
    expect(refused).toMatchObject({
      status: 429,
      body: {
        code: 'too-many-requests',
        message:
          'Too many websites were started from your address without an account. Sign up to create more, or try again in an hour.',
      },
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('set-cookie')).toBeNull();
    // Signed-in creation is not charged to the address.
    const owner = await signInUser(h, 'signed-in');
    expect((await h.post('/api/websites', plumberAnswers, owner.token)).status).toBe(201);
  });

  it('bad answers create nothing, and a thin description is 422 "More information needed"', async () => {
    expect((await h.post('/api/trial/websites', { ...plumberAnswers, secret: 1 })).body.code).toBe(
      'unknown-field',
    );
    const thin = await h.post('/api/trial/websites', { businessName: 'x', description: 'plumber' });
    expect(thin).toMatchObject({ status: 422, body: { code: 'more-information-needed' } });
    expect(thin.headers.get('set-cookie')).toBeNull();
  });
});
