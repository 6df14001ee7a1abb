import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from '../auth/testing/harness.ts';
import { createLogger } from '../logger.ts';
import { createSite, signInUser, type TestUser } from '../websites/testing/website-helpers.ts';
import { liveHubFor, maxStreamsPerUser } from './live-routes.ts';
import { notifyUsers } from './notify.ts';
import { openSse } from './testing/sse-client.ts';

const waitUntil = async (check: () => boolean, timeoutMs = 3000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  return check();
};

describe('live updates: GET /api/live and tickets', () => {
  let h: AuthHarness;
  let ada: TestUser;
  beforeAll(async () => {
    h = await startAuthHarness();
    ada = await signInUser(h, 'ada');
  });
  afterAll(() => h?.close());

  const ticket = async (user: TestUser) =>
    (await h.post('/api/live/ticket', {}, user.token)).body.ticket as string;

  it('opens with a bearer token or a ticket; refuses neither, a forged, a reused or an expired ticket', async () => {
    expect((await openSse(`${h.base}/api/live`)).status).toBe(401);
    const minted = await h.post('/api/live/ticket', {}, ada.token);
    expect(minted.status).toBe(201);
    expect(Date.parse(minted.body.expiresAt) - h.clock.now().getTime()).toBe(60_000);
    const stream = await openSse(`${h.base}/api/live?ticket=${encodeURIComponent(minted.body.ticket)}`);
    expect(stream.status).toBe(200);
    expect((await stream.next('ready')).data).toEqual({ userId: ada.id });
    stream.close();
    const reused = await openSse(`${h.base}/api/live?ticket=${encodeURIComponent(minted.body.ticket)}`);
    expect(reused.status).toBe(401);
    expect(reused.events[0]?.data).toEqual({
      code: 'invalid-authorization-token',
      message: 'Invalid authorization token.',
    });
    const forged = `${minted.body.ticket.split('.')[0]}.AAAA`;
    expect((await openSse(`${h.base}/api/live?ticket=${forged}`)).status).toBe(401);
    const old = await ticket(ada);
    h.clock.advance(61_000);
    expect((await openSse(`${h.base}/api/live?ticket=${encodeURIComponent(old)}`)).status).toBe(401);
    expect((await h.post('/api/live/ticket', {})).status).toBe(401);
  });

  it('a ticket of a signed-out session opens nothing', async () => {
    const bob = await signInUser(h, 'bob');
    const t = await ticket(bob);
    expect((await h.post('/api/auth/sign-out', {}, bob.token)).status).toBe(204);
    const stream = await openSse(`${h.base}/api/live?ticket=${encodeURIComponent(t)}`);
    expect(stream.status).toBe(401);
    expect(stream.events[0]?.data.code).toBe('user-token-expired');
  });

  it('forwards the user’s events, and unsubscribes when the client goes away', async () => {
    const hub = liveHubFor(h.db, createLogger('silent'));
    const before = hub.size();
    const stream = await openSse(`${h.base}/api/live`, { authorization: `Bearer ${ada.token}` });
    await stream.next('ready');
    expect(hub.size()).toBe(before + 1);
    await notifyUsers(h.db, [ada.id], { kind: 'invite-revoked', websiteId: 'w1' });
    expect((await stream.next('invite-revoked')).data).toEqual({ kind: 'invite-revoked', websiteId: 'w1' });
    stream.close();
    expect(await waitUntil(() => hub.size() === before)).toBe(true);
  });

  it(`allows ${maxStreamsPerUser} streams per user at once (429 after)`, async () => {
    const carol = await signInUser(h, 'carol');
    const headers = { authorization: `Bearer ${carol.token}` };
    const streams = await Promise.all(
      Array.from({ length: maxStreamsPerUser }, () => openSse(`${h.base}/api/live`, headers)),
    );
    expect(streams.every((s) => s.status === 200)).toBe(true);
    const extra = await openSse(`${h.base}/api/live`, headers);
    expect(extra.status).toBe(429);
    for (const s of streams) s.close();
    await waitUntil(() => false, 200);
    const again = await openSse(`${h.base}/api/live`, headers);
    expect(again.status).toBe(200);
    again.close();
  });

  it('streams the stages of a creation, then done; a late stream replays them (spec §2 progress)', async () => {
    const creationId = randomUUID();
    const url = `${h.base}/api/websites/creation/${creationId}/events`;
    const stream = await openSse(url, { authorization: `Bearer ${ada.token}` });
    await stream.next('ready');
    const created = await createSite(h, ada, { creationId });
    expect(created.status).toBe(201);
    await stream.ended;
    const stages = stream.events.filter((e) => e.event === 'stage').map((e) => e.data.stage);
    expect(stages).toEqual(['personalizing', 'organizingLayouts', 'finishingTouches']);
    expect(stream.events.at(-1)).toEqual({
      event: 'done',
      data: { type: 'done', websiteId: created.body.id },
    });
    const late = await openSse(`${url}?ticket=${encodeURIComponent(await ticket(ada))}`);
    await late.ended;
    expect(late.events.map((e) => e.event)).toEqual(['ready', 'stage', 'stage', 'stage', 'done']);
    // Another user's stream of the same id hears nothing of it.
    const eve = await signInUser(h, 'eve');
    const theirs = await openSse(url, { authorization: `Bearer ${eve.token}` });
    await theirs.next('ready');
    expect(theirs.events).toHaveLength(1);
    theirs.close();
  });

  it('ends a creation stream with error when creation is refused', async () => {
    const creationId = randomUUID();
    const stream = await openSse(`${h.base}/api/websites/creation/${creationId}/events`, {
      authorization: `Bearer ${ada.token}`,
    });
    await stream.next('ready');
    expect((await createSite(h, ada, { creationId, description: 'pipes' })).status).toBe(422);
    expect((await stream.next('error')).data).toEqual({
      type: 'error',
      code: 'more-information-needed',
      message: 'More information needed',
    });
    await stream.ended;
    expect(
      (await openSse(`${h.base}/api/websites/creation/nope/events`, { authorization: `Bearer ${ada.token}` }))
        .status,
    ).toBe(400);
  });
});
