import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.ts';
import { waitForClockTick } from '../testing/database-clock.ts';
import { insertUser, insertWebsite, uniqueHandle } from '../testing/fixtures.ts';
import { requireBackendsInCi, type TestDatabase, testBackends } from '../testing/test-databases.ts';
import { claimedHandles, claimHandle, isHandleHeldByAnother, releaseUnusedClaims } from './handle-claims.ts';
import { lockWebsiteForRequest, type NewPublishRequest, openOrInsertRequest } from './outbox.ts';
import {
  bumpGeneration,
  findPublishRequest,
  findWaitingRequests,
  listPublishRequests,
  markRequestFailed,
  markRequestSucceeded,
  recordAttemptError,
  resetForReplay,
  startAttempt,
} from './publish-requests.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(`publishing outbox on ${backend.name}`, () => {
    let target: TestDatabase;
    let db: Database;
    beforeAll(async () => {
      target = await backend.open();
      db = target.db;
    });
    afterAll(() => target?.dispose());

    const newWebsite = async () => insertWebsite(db, await insertUser(db));
    const publishOf = (websiteId: string, handle: string, draftVersion = 1): NewPublishRequest => ({
      websiteId,
      kind: 'publish',
      handle,
      previousHandle: null,
      draftVersion,
      snapshot: true,
      requestedBy: null,
    });

    // spec §4 publishing: "Publishing to a handle already in use fails."
    it('lets exactly one of two racing websites claim a handle, and then counts it as taken', async () => {
      const [first, second] = [await newWebsite(), await newWebsite()];
      const handle = uniqueHandle();
      const claims = await Promise.all(
        [first, second].map((id) => db.transaction((tx) => claimHandle(tx, handle, id))),
      );
      expect(claims.filter(Boolean)).toHaveLength(1);
      const winner = claims[0] ? first : second;
      expect(await isHandleHeldByAnother(db, handle, winner)).toBe(false);
      expect(await isHandleHeldByAnother(db, handle, null)).toBe(true);
      expect(await isHandleHeldByAnother(db, uniqueHandle(), null)).toBe(false);
    });

    it('counts a draft handle of another website as taken', async () => {
      const handle = uniqueHandle();
      await insertWebsite(db, await insertUser(db), { handle });
      expect(await isHandleHeldByAnother(db, handle, await newWebsite())).toBe(true);
    });

    it('releases only the claims no open request needs', async () => {
      const websiteId = await newWebsite();
      const [open, done, kept] = [uniqueHandle(), uniqueHandle(), uniqueHandle()];
      await db.transaction(async (tx) => {
        for (const handle of [open, done, kept]) expect(await claimHandle(tx, handle, websiteId)).toBe(true);
        await openOrInsertRequest(tx, publishOf(websiteId, open));
      });
      await db.transaction((tx) => releaseUnusedClaims(tx, websiteId, kept));
      expect(await claimedHandles(db, websiteId)).toEqual([open, kept].sort());
    });

    it('releases, in the statement recording a request, the claims nothing needs but that request’s own', async () => {
      const websiteId = await newWebsite();
      const [open, stale, next] = [uniqueHandle(), uniqueHandle(), uniqueHandle()];
      await db.transaction(async (tx) => {
        for (const handle of [open, stale]) expect(await claimHandle(tx, handle, websiteId)).toBe(true);
        await openOrInsertRequest(tx, publishOf(websiteId, open));
      });
      const recorded = await db.transaction(async (tx) => {
        expect(await claimHandle(tx, next, websiteId)).toBe(true);
        return openOrInsertRequest(tx, { ...publishOf(websiteId, next, 2), releaseUnusedClaims: true });
      });
      expect(recorded.created).toBe(true);
      // The open request's address and the new one's stay claimed; the stale claim is free again.
      expect(await claimedHandles(db, websiteId)).toEqual([open, next].sort());
    });

    it('collapses repeated clicks on one draft version into one request, and records a new version', async () => {
      const websiteId = await newWebsite();
      const handle = uniqueHandle();
      const first = await db.transaction((tx) => openOrInsertRequest(tx, publishOf(websiteId, handle)));
      const again = await db.transaction((tx) => openOrInsertRequest(tx, publishOf(websiteId, handle)));
      expect(first.created).toBe(true);
      expect(again).toEqual({ request: first.request, created: false });
      expect(first.request.document).toBeNull();
      expect((await findPublishRequest(db, first.request.id))?.document).toEqual(
        expect.objectContaining({ version: '1.0' }),
      );
      // Done for this version and address: the site is live as asked, nothing is rebuilt.
      await markRequestSucceeded(db, first.request.id, 'live', 'b1');
      const done = await db.transaction((tx) => openOrInsertRequest(tx, publishOf(websiteId, handle)));
      expect(done.created).toBe(false);
      const later = await db.transaction((tx) => openOrInsertRequest(tx, publishOf(websiteId, handle, 2)));
      expect(later.created).toBe(true);
      expect(later.request.sequence).toBeGreaterThan(first.request.sequence);
    });

    // spec §4 website deletion: a website being deleted takes no other request.
    it('refuses a new request for a website that is missing or being deleted', async () => {
      const websiteId = await newWebsite();
      const locked = await db.transaction((tx) => lockWebsiteForRequest(tx, websiteId));
      expect(locked).toEqual({
        id: websiteId,
        draftVersion: 1,
        publishedHandle: null,
        previousBuildId: null,
      });
      await db.transaction((tx) =>
        openOrInsertRequest(tx, {
          ...publishOf(websiteId, ''),
          kind: 'delete',
          handle: null,
          snapshot: false,
        }),
      );
      expect(await db.transaction((tx) => lockWebsiteForRequest(tx, websiteId))).toBeNull();
      expect(await db.transaction((tx) => lockWebsiteForRequest(tx, 'no-such-site'))).toBeNull();
    });

    it('walks a request through its attempts, failure, replay and the sweeper', async () => {
      const websiteId = await newWebsite();
      const { request } = await db.transaction((tx) =>
        openOrInsertRequest(tx, publishOf(websiteId, uniqueHandle())),
      );
      expect(await findPublishRequest(db, 'not-a-uuid')).toBeNull();
      const running = await startAttempt(db, request.id);
      expect(running).toMatchObject({ state: 'running', attempts: 1 });
      await recordAttemptError(db, request.id, 'Error: 503');
      expect(await findPublishRequest(db, request.id)).toMatchObject({
        state: 'queued',
        lastError: 'Error: 503',
      });
      // Waiting longer than 0 ms: once the database clock (milliseconds on PGlite) has moved on.
      await waitForClockTick(db);
      const waiting = await findWaitingRequests(db, { queuedMs: 0, runningMs: 0 });
      expect(waiting.map((r) => r.id)).toContain(request.id);
      const bumped = await bumpGeneration(db, request);
      expect(bumped?.generation).toBe(1);
      expect(await bumpGeneration(db, request)).toBeNull();
      await markRequestFailed(db, request.id, 'Error: gave up');
      const failed = await listPublishRequests(db, { state: 'failed' });
      expect(failed.map((r) => r.id)).toContain(request.id);
      const replayed = await resetForReplay(db, request.id);
      expect(replayed).toMatchObject({ state: 'queued', generation: 2, finishedAt: null });
      expect(await resetForReplay(db, request.id)).toBeNull();
      await markRequestSucceeded(db, request.id, 'superseded');
      expect(await startAttempt(db, request.id)).toBeNull();
    });
  });
}
