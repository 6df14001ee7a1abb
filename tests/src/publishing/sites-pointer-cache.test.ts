import { createLogger, type SitesServer, startSitesServer, stopSitesServer } from '@sitewright/api';
import {
  createPointerChanges,
  type PointerChangeEvent,
  type PointerChanges,
  requestRollback,
  requestUnpublish,
  type SitesStoreDescription,
} from '@sitewright/publisher';
import type { Database } from '@sitewright/store';
import { cutListenConnections } from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, renamedBusiness } from '../publish-jobs/support/harness.ts';
import { probePostgres, requireService } from '../publish-jobs/support/services.ts';
import { type FaultProxy, startFaultProxy } from '../support/http-fault-proxy.ts';

// The api's sites server caches live pointers (issue 15, "the sites server caches the pointer and
// invalidates on publish"). Storage is the S3 protocol (s3rver) behind a proxy that counts the
// sites server's requests by kind: one pointer read is one LIST (+ one GET of the entry). The
// publishes run in a worker-like publisher with its own Database (the harness's jobs, which tell no
// one directly): the sites server learns of them only through Postgres LISTEN/NOTIFY.

const run = requireService('Postgres', await probePostgres());

let counter = 0;
const uniqueHandle = (stem: string) => `${stem}-${Date.now().toString(36)}${(counter++).toString(36)}`;

/** The next event of `changes` that `match` accepts (subscribe before causing it). */
function nextEvent(
  changes: PointerChanges,
  match: (event: PointerChangeEvent) => boolean,
): Promise<PointerChangeEvent> {
  return new Promise((resolve) => {
    const stop = changes.watch((event) => {
      if (!match(event)) return;
      stop();
      resolve(event);
    });
  });
}

const changeOf = (handle: string) => (event: PointerChangeEvent) =>
  event.kind === 'changed' && event.handle === handle;

describe.runIf(run)(
  'sites server pointer cache (S3 protocol, Postgres LISTEN/NOTIFY)',
  { timeout: 60_000 },
  () => {
    let h: Harness;
    let proxy: FaultProxy;
    let apiDb: Database;
    let changes: PointerChanges;
    let cached: SitesServer;
    let uncached: SitesServer;

    beforeAll(async () => {
      h = await createHarness({
        database: 'postgres',
        storage: 's3',
        runner: 'in-process',
        sitesServer: 'in-process',
      });
      proxy = await startFaultProxy({ target: h.s3!.endpoint });
      const viaProxy = { ...h.sitesStore, endpoint: proxy.endpoint } as SitesStoreDescription;
      // The api process: a Database of its own on the same Postgres, its pointer-change hub.
      const another = h.dbHandle.openAnother;
      if (!another) throw new Error('Postgres gives another connection');
      apiDb = another();
      changes = createPointerChanges();
      const logger = createLogger('silent');
      cached = await startSitesServer({
        store: viaProxy,
        port: 0,
        host: '127.0.0.1',
        logger,
        pointers: { db: apiDb, changes },
      });
      uncached = await startSitesServer({ store: viaProxy, port: 0, host: '127.0.0.1', logger });
    }, 60_000);
    afterAll(async () => {
      await stopSitesServer(cached);
      await stopSitesServer(uncached);
      await proxy?.stop();
      await h?.close();
    }, 60_000);

    const page = async (server: SitesServer, handle: string) => {
      const res = await fetch(`http://127.0.0.1:${server.port}/${handle}/`);
      return { status: res.status, body: await res.text() };
    };
    const lists = () => proxy.kinds.filter((kind) => kind === 'LIST').length;

    /** Publishes in the worker-like publisher; resolves once the api side heard the pointer change. */
    async function publishHeard(websiteId: string, handle: string) {
      const heard = nextEvent(changes, changeOf(handle));
      const request = await h.publish(websiteId, handle);
      await heard;
      return request;
    }

    it('20 page requests to a published handle read its pointer from storage at most once (20 times uncached)', async () => {
      expect(changes.caching).toBe(true);
      const websiteId = await h.createWebsite('Counted Candles');
      const handle = uniqueHandle('counted');
      const request = await publishHeard(websiteId, handle);
      expect((await h.waitFor(request.id)).state).toBe('succeeded');

      proxy.resetKinds();
      for (let i = 0; i < 20; i++) expect((await page(cached, handle)).body).toContain('Counted Candles');
      const cachedLists = lists();

      proxy.resetKinds();
      for (let i = 0; i < 20; i++) expect((await page(uncached, handle)).body).toContain('Counted Candles');
      const uncachedLists = lists();

      console.log(
        `pointer reads (LIST) for 20 page requests: cached ${cachedLists}, uncached ${uncachedLists}`,
      );
      expect(cachedLists).toBeLessThanOrEqual(1);
      expect(uncachedLists).toBe(20);
    });

    it('a publish by another process is served on the next request after its notification arrives', async () => {
      const websiteId = await h.createWebsite('Harbor Plumbing');
      const handle = uniqueHandle('harbor');
      expect((await page(cached, handle)).status).toBe(404); // "no pointer" is cached too
      await publishHeard(websiteId, handle);
      expect((await page(cached, handle)).body).toContain('Harbor Plumbing');

      await h.editDraft(websiteId, renamedBusiness('Harbor Plumbing Two'));
      await publishHeard(websiteId, handle);
      expect((await page(cached, handle)).body).toContain('Harbor Plumbing Two');
    });

    it('a rollback and an unpublish by another process are served on the next request after their notification', async () => {
      const websiteId = await h.createWebsite('Elm Florist');
      const handle = uniqueHandle('elm');
      const first = await publishHeard(websiteId, handle);
      expect((await h.waitFor(first.id)).state).toBe('succeeded');
      await h.editDraft(websiteId, renamedBusiness('Elm Florist Deluxe'));
      const second = await publishHeard(websiteId, handle);
      expect((await h.waitFor(second.id)).state).toBe('succeeded');
      expect((await page(cached, handle)).body).toContain('Elm Florist Deluxe');

      const rolledBack = nextEvent(changes, changeOf(handle));
      const rollback = await requestRollback(h.db, { websiteId }, h.queue);
      await rolledBack;
      const afterRollback = (await page(cached, handle)).body;
      expect(afterRollback).toContain('Elm Florist');
      expect(afterRollback).not.toContain('Elm Florist Deluxe');
      expect((await h.waitFor(rollback.request.id)).state).toBe('succeeded');

      const unpublished = nextEvent(changes, changeOf(handle));
      await requestUnpublish(h.db, { websiteId }, h.queue);
      await unpublished;
      expect((await page(cached, handle)).status).toBe(404);
    });

    it('when the LISTEN connection drops and comes back, every cached pointer is forgotten', async () => {
      const websiteId = await h.createWebsite('Birch Books');
      const handle = uniqueHandle('birch');
      const request = await publishHeard(websiteId, handle);
      expect((await h.waitFor(request.id)).state).toBe('succeeded');
      expect((await page(cached, handle)).status).toBe(200);
      // A change whose notification is lost: written to storage, no NOTIFY.
      await h.store.advancePointer(handle, { sequence: request.sequence + 1_000_000, buildId: null });
      expect((await page(cached, handle)).status).toBe(200); // the cached pointer still names the build

      const interrupted = nextEvent(changes, (event) => event.kind === 'reset' && !event.caching);
      const resumed = nextEvent(changes, (event) => event.kind === 'reset' && event.caching);
      expect(await cutListenConnections(h.db)).toBe(1);
      await interrupted;
      expect((await page(cached, handle)).status).toBe(404); // not cached while notifications are lost
      await resumed;
      expect(changes.caching).toBe(true);
      expect((await page(cached, handle)).status).toBe(404);
    });
  },
);

describe('sites server pointer cache on the embedded default (PGlite, folder, in-process jobs)', {
  timeout: 60_000,
}, () => {
  let h: Harness;
  let changes: PointerChanges;
  let sites: SitesServer;

  beforeAll(async () => {
    h = await createHarness({
      database: 'pglite',
      storage: 'folder',
      runner: 'in-process',
      sitesServer: 'in-process',
    });
    // As the api's publishing runtime does: the in-process jobs tell the hub directly.
    changes = createPointerChanges();
    h.deps.pointerChanges = changes;
    sites = await startSitesServer({
      store: h.sitesStore,
      port: 0,
      host: '127.0.0.1',
      logger: createLogger('silent'),
      pointers: { db: h.db, changes },
    });
  }, 60_000);
  afterAll(async () => {
    await stopSitesServer(sites);
    await h?.close();
  }, 60_000);

  const page = async (handle: string) => {
    const res = await fetch(`http://127.0.0.1:${sites.port}/${handle}/`);
    return { status: res.status, body: await res.text() };
  };

  it('a job reports live only after the sites server forgot the old pointer: the next request serves the new build', async () => {
    expect(changes.caching).toBe(true);
    const websiteId = await h.createWebsite('Oak Yoga');
    const handle = uniqueHandle('oak');
    expect((await page(handle)).status).toBe(404);
    const first = await h.publish(websiteId, handle);
    expect((await h.waitFor(first.id)).state).toBe('succeeded');
    expect((await page(handle)).body).toContain('Oak Yoga');
    for (const name of ['Oak Yoga Two', 'Oak Yoga Three']) {
      await h.editDraft(websiteId, renamedBusiness(name));
      const request = await h.publish(websiteId, handle);
      expect((await h.waitFor(request.id)).state).toBe('succeeded');
      expect((await page(handle)).body).toContain(name);
    }
    const { request } = await requestUnpublish(h.db, { websiteId }, h.queue);
    expect((await h.waitFor(request.id)).state).toBe('succeeded');
    expect((await page(handle)).status).toBe(404);
  });

  it('the pointer is cached: a change written without telling anyone is not seen', async () => {
    const websiteId = await h.createWebsite('Pine Cafe');
    const handle = uniqueHandle('pine');
    const request = await h.publish(websiteId, handle);
    expect((await h.waitFor(request.id)).state).toBe('succeeded');
    expect((await page(handle)).status).toBe(200);
    await h.store.advancePointer(handle, { sequence: request.sequence + 1_000_000, buildId: null });
    expect((await page(handle)).status).toBe(200);
    changes.changed(handle);
    expect((await page(handle)).status).toBe(404);
  });
});
