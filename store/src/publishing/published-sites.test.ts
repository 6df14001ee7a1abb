import { toPublishedWebsite } from '@sitewright/model';
import { createWebsiteFixture } from '@sitewright/model/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.ts';
import { waitForClockTick } from '../testing/database-clock.ts';
import { insertUser, insertWebsite, uniqueHandle } from '../testing/fixtures.ts';
import { readPublishedCopy } from '../testing/publishing-rows.ts';
import { requireBackendsInCi, type TestDatabase, testBackends } from '../testing/test-databases.ts';
import { readWebsite } from '../testing/website-rows.ts';
import { claimedHandles, claimHandle } from './handle-claims.ts';
import { openOrInsertRequest } from './outbox.ts';
import type { PublishRequest } from './publish-request.ts';
import { findPublishRequest } from './publish-requests.ts';
import {
  applyLive,
  applyUnpublished,
  listPublishedHandles,
  markSiteCollected,
  type PublishedBuilds,
  readPublishedSite,
  sequenceToRetire,
  snapshotOfBuild,
  takeSitesToCollect,
} from './published-sites.ts';
import { recordRepublish } from './republish.ts';
import { isRequestSuperseded } from './website-row.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(`published sites on ${backend.name}`, () => {
    let target: TestDatabase;
    let db: Database;
    beforeAll(async () => {
      target = await backend.open();
      db = target.db;
    });
    afterAll(() => target?.dispose());

    /**
     * A website and a recorded publish of it at `handle` (claimed), as the outbox leaves them; at
     * `draftVersion` (the website's draft brought to it first), so a later version is a new request.
     */
    async function requested(handle: string, websiteId?: string, draftVersion = 1): Promise<PublishRequest> {
      const id = websiteId ?? (await insertWebsite(db, await insertUser(db)));
      if (draftVersion !== 1) {
        await db.query('update websites set draft_version = $2 where id = $1', [id, draftVersion]);
      }
      const { request } = await db.transaction(async (tx) => {
        await claimHandle(tx, handle, id);
        return openOrInsertRequest(tx, {
          websiteId: id,
          kind: 'publish',
          handle,
          previousHandle: null,
          draftVersion,
          snapshot: true,
          requestedBy: null,
        });
      });
      return (await findPublishRequest(db, request.id))!;
    }
    const website = createWebsiteFixture();
    const live = (request: PublishRequest, buildId: string, now = new Date()) =>
      db.transaction((tx) =>
        applyLive(tx, request, {
          handle: request.handle!,
          buildId,
          previousBuildId: null,
          website,
          draftVersion: request.draftVersion,
          now,
        }),
      );

    it('records the shared assets the live build links, and null where not known (a rollback)', async () => {
      const handle = uniqueHandle();
      const request = await requested(handle);
      const assets = [
        '_assets/0123456789abcdef0123456789abcdef/site.css',
        '_assets/fedcba9876543210fedcba9876543210/inter-latin-400-normal.woff2',
      ];
      const recorded = (sharedAssets: readonly string[] | null | undefined, req: PublishRequest) =>
        db.transaction((tx) =>
          applyLive(tx, req, {
            handle,
            buildId: `b${req.sequence}`,
            previousBuildId: null,
            website,
            draftVersion: req.draftVersion,
            now: new Date(),
            ...(sharedAssets === undefined ? {} : { sharedAssets }),
          }),
        );
      expect(await recorded(assets, request)).toBe(true);
      expect((await readPublishedSite(db, request.websiteId))?.sharedAssets).toEqual(assets);
      // The next publish replaces the list; one that records none (a rollback) leaves it unknown.
      expect(await recorded([assets[0]!], await requested(handle, request.websiteId, 2))).toBe(true);
      expect((await readPublishedSite(db, request.websiteId))?.sharedAssets).toEqual([assets[0]]);
      expect(await recorded(undefined, await requested(handle, request.websiteId, 3))).toBe(true);
      expect((await readPublishedSite(db, request.websiteId))?.sharedAssets).toBeNull();
    });

    it('records the live site, gives the draft its handle, and closes the request', async () => {
      const handle = uniqueHandle();
      const request = await requested(handle);
      expect(await live(request, 'b1', new Date('2026-01-02T03:04:05Z'))).toBe(true);
      expect(await readPublishedSite(db, request.websiteId)).toMatchObject({
        handle,
        buildId: 'b1',
        previousBuildId: null,
        createdAt: new Date('2026-01-02T03:04:05Z'),
      });
      expect(await findPublishRequest(db, request.id)).toMatchObject({
        state: 'succeeded',
        outcome: 'live',
        buildId: 'b1',
      });
      expect(await claimedHandles(db, request.websiteId)).toEqual([handle]);
      expect(await listPublishedHandles(db)).toContain(handle);
      expect(await snapshotOfBuild(db, request.websiteId, 'b1')).toMatchObject({ draftVersion: 1 });
      expect(await snapshotOfBuild(db, request.websiteId, 'b9')).toBeNull();
    });

    it('copies the snapshot as the published copy and keeps the handle in columns: no document is rewritten', async () => {
      const handle = uniqueHandle();
      const id = await insertWebsite(db, await insertUser(db));
      const draft = { ...createWebsiteFixture(), id, handle: null, lastPublishedAt: null };
      await db.query('update websites set draft = $2 where id = $1', [id, draft]);
      const request = await requested(handle, id);
      const now = new Date('2026-03-04T05:06:07.089Z');
      // The parsed snapshot is the stored one: the copy comes from the request's row.
      const applied = await db.transaction((tx) =>
        applyLive(tx, request, {
          handle,
          buildId: 'b1',
          previousBuildId: null,
          website: request.document as typeof website,
          draftVersion: 1,
          now,
        }),
      );
      expect(applied).toBe(true);
      const { rows } = await db.query<{ copied: boolean; draft: unknown }>(
        `select p.document = r.document as copied, w.draft from published_sites p
           join publish_requests r on r.id = $2 join websites w on w.id = p.website_id where p.handle = $1`,
        [handle, request.id],
      );
      expect(rows[0]).toEqual({ copied: true, draft });
      // Spec §3's published website: the snapshot's content with the copy's own fields.
      expect((await readPublishedCopy(db, handle))?.document).toEqual(
        toPublishedWebsite(draft, handle, now.toISOString(), { createdAt: now.toISOString() }),
      );
      // The draft as the store answers it carries the address and the time from their columns.
      const record = await readWebsite(db, id);
      expect(record?.draft).toMatchObject({ handle, lastPublishedAt: now.toISOString() });
      expect(record).toMatchObject({ handle, lastPublishedAt: now });
      const unpublish = { ...request, sequence: request.sequence + 1_000_000 };
      expect(await db.transaction((tx) => applyUnpublished(tx, unpublish))).toBe(true);
      expect((await readWebsite(db, id))?.draft).toMatchObject({
        handle: null,
        lastPublishedAt: now.toISOString(),
      });
    });

    it('hands the sweeper only the sites due for collection: once per grace period, until collected at their live sequence', async () => {
      const handles = [uniqueHandle(), uniqueHandle()].sort();
      const requests: PublishRequest[] = [];
      for (const handle of handles) {
        const request = await requested(handle);
        expect(await live(request, `b${request.sequence}`)).toBe(true);
        requests.push(request);
      }
      const take = async (graceMs: number) =>
        (await takeSitesToCollect(db, { graceMs, limit: 1000 }))
          .filter((site) => handles.includes(site.handle))
          .sort((a, b) => (a.handle < b.handle ? -1 : 1));
      const handlesOf = (sites: PublishedBuilds[]) => sites.map((site) => site.handle);

      // Just published: nothing of theirs is past the grace period yet, so no collector lists them.
      expect(await take(60_000)).toEqual([]);
      await db.query(
        "update published_sites set modified_at = now() - interval '2 minutes' where handle = any($1)",
        [handles],
      );
      expect(await take(60_000)).toEqual(
        requests.map((request) => ({
          handle: request.handle,
          buildId: `b${request.sequence}`,
          previousBuildId: null,
          sequence: request.sequence,
        })),
      );
      // Taken within the grace period: not again (nor by another worker's collector).
      expect(await take(60_000)).toEqual([]);
      // The first is collected at its sequence; the second kept a build for its grace period.
      await markSiteCollected(db, handles[0]!, requests[0]!.sequence);
      await waitForClockTick(db);
      expect(handlesOf(await take(0))).toEqual([handles[1]]);

      // A new publish makes a collected site due again; a mark at an old sequence changes nothing.
      const again = (await db.transaction((tx) =>
        recordRepublish(tx, { websiteId: requests[0]!.websiteId }),
      ))!.request;
      expect(await live(again, `b${again.sequence}`)).toBe(true);
      await markSiteCollected(db, handles[0]!, requests[0]!.sequence);
      await waitForClockTick(db);
      expect(handlesOf(await take(0))).toEqual(handles);
    });

    // A late, older job never rolls a site back.
    it('writes nothing for a request older than the one applied, and calls it superseded', async () => {
      const handle = uniqueHandle();
      const older = await requested(handle);
      const newer = await requested(handle, older.websiteId);
      expect(newer.id).toBe(older.id); // one draft version, one request
      const website2 = await insertWebsite(db, await insertUser(db));
      const first = await requested(uniqueHandle(), website2);
      expect(await isRequestSuperseded(db, website2, first.sequence)).toBe(false);
      await db.query('update websites set draft_version = 2 where id = $1', [website2]);
      const second = await db.transaction((tx) =>
        openOrInsertRequest(tx, {
          websiteId: website2,
          kind: 'publish',
          handle: first.handle,
          previousHandle: null,
          draftVersion: 2,
          snapshot: true,
          requestedBy: null,
        }),
      );
      expect(await live(second.request, 'b2')).toBe(true);
      expect(await isRequestSuperseded(db, website2, first.sequence)).toBe(true);
      expect(await live(first, 'b1')).toBe(false);
      expect((await readPublishedSite(db, website2))?.buildId).toBe('b2');
      expect(await isRequestSuperseded(db, 'no-such-site', first.sequence)).toBe(false);
    });

    it('takes a site offline, and retires a handle only when nothing of the website needs it', async () => {
      const handle = uniqueHandle();
      const request = await requested(handle);
      await live(request, 'b1');
      // Published there now: not retired.
      expect(await db.transaction((tx) => sequenceToRetire(tx, request, handle))).toBeNull();
      const unpublish = { ...request, id: request.id, sequence: request.sequence + 1_000_000 };
      expect(await db.transaction((tx) => applyUnpublished(tx, unpublish))).toBe(true);
      expect(await readPublishedSite(db, request.websiteId)).toBeNull();
      expect(await claimedHandles(db, request.websiteId)).toEqual([]);
      const sequence = await db.transaction((tx) => sequenceToRetire(tx, request, handle));
      expect(sequence).toBeGreaterThan(request.sequence);
    });

    it('republishes the live snapshot, or returns the publish still waiting', async () => {
      const handle = uniqueHandle();
      const request = await requested(handle);
      expect(await db.transaction((tx) => recordRepublish(tx, { websiteId: request.websiteId }))).toEqual({
        request: expect.objectContaining({ id: request.id }),
        created: false,
      });
      await live(request, 'b1');
      const again = await db.transaction((tx) => recordRepublish(tx, { websiteId: request.websiteId }));
      expect(again?.created).toBe(true);
      expect(again?.request).toMatchObject({ kind: 'publish', handle, draftVersion: 1 });
      expect(await db.transaction((tx) => recordRepublish(tx, { websiteId: 'no-such-site' }))).toBeNull();
    });
  });
}
