import { storedEvents } from '@sitewright/store/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from '../auth/testing/harness.ts';

/** spec §1: a page view on every route change, anonymous or signed in. */
describe('POST /api/events', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness();
  });
  afterAll(() => h?.close());
  beforeEach(() => h.limiter.reset());

  const views = async (route: string) =>
    (await storedEvents(h.db, { route })).map((e) => ({ type: e.type, user_id: e.userId }));

  it('records an anonymous page view', async () => {
    expect((await h.post('/api/events', { type: 'page_view', route: '/pricing' })).status).toBe(204);
    expect(await views('/pricing')).toEqual([{ type: 'page_view', user_id: null }]);
  });

  it("records the signed-in user's page view", async () => {
    const session = await h.signIn('viewer@example.com');
    expect(
      (await h.post('/api/events', { type: 'page_view', route: '/designer/site-1' }, session.accessToken))
        .status,
    ).toBe(204);
    expect(await views('/designer/site-1')).toEqual([{ type: 'page_view', user_id: session.user.id }]);
  });

  it('refuses other event types, routes that are not paths, a bad token, and floods', async () => {
    expect(await h.post('/api/events', { type: 'sign_in', route: '/x' })).toMatchObject({
      status: 400,
      body: { code: 'invalid-request' },
    });
    expect(await h.post('/api/events', { type: 'page_view', route: 'https://evil.example' })).toMatchObject({
      status: 400,
      body: { message: 'route must be a path starting with /' },
    });
    expect(await h.post('/api/events', { type: 'page_view', route: `/${'a'.repeat(2048)}` })).toMatchObject({
      status: 400,
    });
    expect(await h.post('/api/events', { type: 'page_view', route: '/x' }, 'bad-token')).toMatchObject({
      status: 401,
    });
    for (let i = 0; i < 600; i++) await h.post('/api/events', { type: 'page_view', route: '/flood' });
    expect(await h.post('/api/events', { type: 'page_view', route: '/flood' })).toMatchObject({
      status: 429,
    });
  });
});
