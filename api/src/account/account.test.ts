import { storedDeletionFeedback } from '@sitewright/store/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from '../auth/testing/harness.ts';
import { createWorld, type World } from '../collaboration/testing/world.ts';

describe('account settings and deletion feedback (spec §2 Account, §3, §4 stage 1)', () => {
  let h: AuthHarness;
  let w: World;
  beforeAll(async () => {
    h = await startAuthHarness();
    w = await createWorld(h);
  });
  afterAll(async () => {
    await w?.close();
    await h?.close();
  });
  beforeEach(() => h.limiter.reset());

  it('shows the settings: e-mail, provider, verified, display name, website counts and limits', async () => {
    const me = await w.person('me');
    await w.website(me);
    const other = await w.person('other');
    await w.editor(other, await w.website(other)); // someone else's editor
    const sharedSite = await w.website(other);
    const invited = await w.invite(other, sharedSite, me.email);
    await w.accept(me, invited.body.invite.id);
    const answer = await h.request('GET', '/api/account', { token: me.token });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        id: me.id,
        email: me.email,
        provider: 'email',
        emailVerified: true,
        verified: false, // spec §3: only password-with-verified-e-mail and google are "verified"
        displayName: null,
        reauthentication: 'recent-sign-in',
        counts: { ownedWebsites: 1, ownedWebsiteLimit: 5, sharedWebsites: 1, sharedWebsiteLimit: 5 },
      },
    });
    expect(await h.request('GET', '/api/account')).toMatchObject({ status: 401 });
  });

  it('changes the display name (trimmed; empty clears it) and refuses a long one', async () => {
    const me = await w.person('me');
    const patch = (json: unknown) => h.request('PATCH', '/api/account', { json, token: me.token });
    expect(await patch({ displayName: '  Rosa Diaz ' })).toMatchObject({
      status: 200,
      body: { displayName: 'Rosa Diaz' },
    });
    expect(await patch({ displayName: 'x'.repeat(121) })).toMatchObject({
      status: 400,
      body: { code: 'invalid-display-name' },
    });
    expect(await patch({ displayName: 'Rosa', email: 'x@example.com' })).toMatchObject({
      status: 400,
      body: { code: 'unknown-field' },
    });
    expect(await patch({ displayName: '' })).toMatchObject({ status: 200, body: { displayName: null } });
  });

  it('stage 1 requires one of the 5 reasons and at most 1000 characters, and keeps the feedback', async () => {
    const me = await w.person('me');
    const feedback = (json: unknown) =>
      h.request('POST', '/api/account/deletion/feedback', { json, token: me.token });
    expect(await feedback({ text: 'bye' })).toMatchObject({
      status: 400,
      body: {
        code: 'deletion-reason-required',
        message: 'Please choose a reason for deleting your account.',
      },
    });
    expect(await feedback({ reason: 'Bored' })).toMatchObject({
      status: 400,
      body: { code: 'deletion-reason-required' },
    });
    expect(await feedback({ reason: 'Other', text: 'x'.repeat(1001) })).toMatchObject({
      status: 400,
      body: { code: 'feedback-too-long', message: 'Feedback can be at most 1000 characters.' },
    });
    const reasons = async () => (await storedDeletionFeedback(h.db, me.id)).map((row) => row.reason);
    expect(await reasons()).toEqual([]);
    const issued = await feedback({ reason: 'Technical issues', text: 'x'.repeat(1000) });
    expect(issued.status).toBe(201);
    expect(issued.body.deletionToken).toMatch(/^[\w-]{43}$/);
    expect(issued.body.expiresAt).toBe(new Date(h.clock.now().getTime() + 15 * 60_000).toISOString());
    expect((await feedback({ reason: 'Just trying it out' })).status).toBe(201);
    expect(await reasons()).toEqual(['Just trying it out', 'Technical issues']);
    const stored = await storedDeletionFeedback(h.db, me.id);
    expect(stored[1]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[1]?.tokenHash).not.toContain(issued.body.deletionToken);
    expect(
      await h.request('POST', '/api/account/deletion/feedback', { json: { reason: 'Other' } }),
    ).toMatchObject({
      status: 401,
    });
  });
});
