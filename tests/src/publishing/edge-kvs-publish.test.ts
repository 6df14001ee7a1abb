import {
  createCloudFrontCdn,
  createCloudFrontKvs,
  mirrorDomain,
  mirrorSite,
  notFoundText,
  type PublishRequest,
  requestDelete,
  requestRepublish,
  requestUnpublish,
} from '@sitewright/publisher';
import { detachDomain } from '@sitewright/store';
import { insertDomain, readWebsite } from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, renamedBusiness } from '../publish-jobs/support/harness.ts';
import { probePostgres, probeRedis, requireService } from '../publish-jobs/support/services.ts';
import { type EdgeVisit, loadEdgeFunction } from '../support/edge-function.ts';
import { type FakeCloudFront, startFakeCloudFront } from '../support/fake-cloudfront.ts';
import { type FakeKvs, startFakeKvs } from '../support/fake-kvs.ts';

const [postgresDown, redisDown] = await Promise.all([probePostgres(), probeRedis()]);
const run = requireService('cloud publish path (Postgres + Redis)', postgresDown ?? redisDown);

const sharedHost = 'sites.example.test';
let counter = 0;
const uniqueHandle = (stem: string) => `${stem}-${Date.now().toString(36)}${(counter++).toString(36)}`;

/**
 * The cloud path end to end: BullMQ workers on Redis, Postgres, the S3 protocol (s3rver), CloudFront
 * invalidations and the KeyValueStore (local servers speaking their APIs, reached by the real AWS
 * SDK clients, SigV4a verified), and the committed edge function reading what the publisher wrote.
 */
describe.runIf(run)('publishing through the edge KeyValueStore', { timeout: 60_000 }, () => {
  let h: Harness;
  let kvs: FakeKvs;
  let cloudfront: FakeCloudFront;
  let edge: (host: string, uri: string) => Promise<EdgeVisit>;
  // A publish of `held.handle` waits before its switch until released (a job finishing late).
  let held: {
    handle: string;
    request: PublishRequest | null;
    release: () => void;
    gate: Promise<void>;
  } | null = null;

  beforeAll(async () => {
    [kvs, cloudfront] = await Promise.all([startFakeKvs(), startFakeCloudFront()]);
    edge = await loadEdgeFunction(kvs.values);
    h = await createHarness({
      database: 'postgres',
      storage: 's3',
      runner: 'bullmq',
      cdn: createCloudFrontCdn({
        distributionId: 'E2SITES',
        endpoint: cloudfront.endpoint,
        credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
        retry: { baseMs: 5 },
      }),
      edge: createCloudFrontKvs({
        arn: kvs.arn,
        endpoint: kvs.endpoint,
        credentials: kvs.credentials,
        retry: { baseMs: 5, capMs: 50, maxElapsedMs: 5000 },
      }),
      hooks: {
        async beforeSwitch(request) {
          if (held && request.handle === held.handle && held.request === null) {
            held.request = request;
            await held.gate;
          }
        },
      },
    });
  }, 90_000);
  afterAll(async () => {
    await h?.close();
    await Promise.all([kvs?.stop(), cloudfront?.stop()]);
  }, 60_000);

  const site = (handle: string) => {
    const raw = kvs.values.get(`site:${handle}`);
    return raw === undefined
      ? undefined
      : (JSON.parse(raw) as { build: string; seq: number; domain: string | null });
  };
  async function done(request: PublishRequest) {
    const finished = await h.waitFor(request.id);
    expect(finished.state, finished.lastError ?? '').toBe('succeeded');
    return finished;
  }
  /** A visitor's GET through the edge, then the object from s3rver. */
  async function visit(host: string, uri: string) {
    const route = await edge(host, uri);
    if (route.kind !== 'object') return { route, html: null };
    const object = await h.servingStore.get(route.key);
    return { route, html: object?.body.toString('utf8') ?? null };
  }
  async function published(name: string, stem: string) {
    const websiteId = await h.createWebsite(name);
    const handle = uniqueHandle(stem);
    const request = await done(await h.publish(websiteId, handle));
    return { websiteId, handle, request };
  }

  it('publish → site:{handle} names the new build and the edge serves its page from S3', async () => {
    const { handle, request } = await published('Harbor Plumbing', 'harbor');
    expect(site(handle)).toEqual({ build: `b${request.sequence}`, seq: request.sequence, domain: null });
    const page = await visit(sharedHost, `/${handle}/`);
    expect(page.route).toEqual({ kind: 'object', key: `sites/${handle}/b${request.sequence}/index.html` });
    expect(page.html).toContain('Harbor Plumbing');
    expect(await edge(sharedHost, `/${handle}`)).toEqual({
      kind: 'redirect',
      status: 301,
      location: `/${handle}/`,
    });
    expect(kvs.calls.length).toBeGreaterThan(0);
    expect(kvs.calls.every((call) => call.signature.ok)).toBe(true);
    // The sitemap writer (not the job) rewrites the bucket and the index, and invalidates them.
    await h.sitemap.flush();
    expect(cloudfront.invalidations.some((i) => i.paths.includes('/sitemaps/v1-index.xml'))).toBe(true);
  });

  it('republish → the new build; an older job finishing late leaves the newer one at the edge', async () => {
    const { websiteId, handle } = await published('Maple Bakery', 'maple');
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    held = { handle, request: null, release, gate };
    await h.editDraft(websiteId, renamedBusiness('Maple Bakery Late'));
    const older = await h.publish(websiteId, handle);
    for (let i = 0; i < 400 && held.request === null; i++) await new Promise((r) => setTimeout(r, 25));
    expect(held.request?.id).toBe(older.id);
    await h.editDraft(websiteId, renamedBusiness('Maple Bakery Newer', '#0E7490'));
    const newer = await done(await h.publish(websiteId, handle));
    expect(site(handle)?.build).toBe(`b${newer.sequence}`);
    expect((await visit(sharedHost, `/${handle}/`)).html).toContain('Maple Bakery Newer');

    held.release();
    const late = await done(older);
    held = null;
    expect(late.outcome).toBe('superseded');
    expect(site(handle)).toEqual({ build: `b${newer.sequence}`, seq: newer.sequence, domain: null });
    expect((await visit(sharedHost, `/${handle}/`)).html).toContain('Maple Bakery Newer');
  });

  it('the mirror writes what the pointer says: a stale caller writes nothing, a conflict is re-read and retried', async () => {
    const { handle, request } = await published('Birch Tutors', 'birch');
    const live = JSON.stringify({ build: `b${request.sequence}`, seq: request.sequence, domain: null });
    expect(kvs.values.get(`site:${handle}`)).toBe(live);

    // A late caller (say, an older job's mirror) finds the KVS already equal to the pointer.
    let before = kvs.calls.length;
    await mirrorSite(h.deps, handle);
    expect(kvs.calls.slice(before).map((c) => c.operation)).not.toContain('PutKey');

    // Someone left an older value, and another writer gets in between our read and our write.
    kvs.writeBehind(`site:${handle}`, JSON.stringify({ build: 'b1', seq: 1, domain: null }));
    kvs.beforeNextWrite(() => kvs.writeBehind('site:unrelated', '{}'));
    before = kvs.calls.length;
    await mirrorSite(h.deps, handle);
    expect(
      kvs.calls
        .slice(before)
        .filter((c) => c.operation === 'PutKey')
        .map((c) => c.status),
    ).toEqual([409, 200]);
    expect(kvs.values.get(`site:${handle}`)).toBe(live);

    // A value written from a newer pointer entry than ours is never replaced by ours.
    const newer = JSON.stringify({ build: 'b999999999', seq: 999_999_999, domain: null });
    kvs.writeBehind(`site:${handle}`, newer);
    await mirrorSite(h.deps, handle);
    expect(kvs.values.get(`site:${handle}`)).toBe(newer);
    kvs.writeBehind(`site:${handle}`, live);
  });

  it('rename → the old handle is 404 at the edge, the new one serves', async () => {
    const { websiteId, handle: oldHandle } = await published('Cedar Dental', 'cedar');
    const newHandle = uniqueHandle('cedar-new');
    const rename = await done(await h.publish(websiteId, newHandle));
    expect(rename.kind).toBe('rename');
    expect(site(oldHandle)).toBeUndefined();
    expect(site(newHandle)?.build).toBe(`b${rename.sequence}`);
    expect((await visit(sharedHost, `/${newHandle}/`)).html).toContain('Cedar Dental');
    const old = await edge(sharedHost, `/${oldHandle}/`);
    expect(old.kind).toBe('not-found');
    expect(old.kind === 'not-found' && old.body).toContain(notFoundText);
  });

  it('unpublish and delete → the key is gone and the edge answers "No website at this link"', async () => {
    const first = await published('Oak Yoga', 'oak');
    await done((await requestUnpublish(h.db, { websiteId: first.websiteId }, h.queue)).request);
    expect(site(first.handle)).toBeUndefined();
    const unpublished = await edge(sharedHost, `/${first.handle}/`);
    expect(unpublished.kind === 'not-found' && unpublished.body).toContain(notFoundText);

    const second = await published('Pine Florist', 'pine');
    const deleting = (await requestDelete(h.db, { websiteId: second.websiteId }, h.queue)).request;
    // The request row goes with the website: wait for the website to be gone.
    const deadline = Date.now() + 15_000;
    while ((await readWebsite(h.db, second.websiteId)) !== null) {
      if (Date.now() > deadline) throw new Error(`delete ${deleting.id} did not finish`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(site(second.handle)).toBeUndefined();
    const deleted = await edge(sharedHost, `/${second.handle}/`);
    expect(deleted.kind === 'not-found' && deleted.body).toContain(notFoundText);
  });

  it('custom domain connected → served by Host, the shared origin redirects; disconnected → mapping gone', async () => {
    const { websiteId, handle } = await published('Rosa Salon', 'rosa');
    const host = `www.${handle}.example.com`;
    const owner = await readWebsite(h.db, websiteId);
    await insertDomain(h.db, owner!.ownerId, { domainName: host, websiteId });
    // Connected: the api asks for a republish (api/src/domains); the domain key waits for its build.
    await mirrorDomain(h.deps, host);
    expect(kvs.values.has(`domain:${host}`)).toBe(false);
    const forDomain = await done((await requestRepublish(h.db, { websiteId }, h.queue))!.request);
    expect(kvs.values.get(`domain:${host}`)).toBe(handle);
    expect(site(handle)).toEqual({ build: `b${forDomain.sequence}`, seq: forDomain.sequence, domain: host });
    const onDomain = await visit(host, '/');
    expect(onDomain.route).toEqual({
      kind: 'object',
      key: `sites/${handle}/b${forDomain.sequence}/index.html`,
    });
    expect(onDomain.html).toContain(`href="https://${host}/"`);
    expect(await edge(sharedHost, `/${handle}/`)).toEqual({
      kind: 'redirect',
      status: 302,
      location: `https://${host}/`,
    });

    // Disconnected: the mapping goes at once; the build made for the domain is never served on
    // the shared origin, which serves again once the republish for it is live.
    await detachDomain(h.db, { domainName: host, websiteId, disconnectEmailDue: false, now: new Date() });
    await mirrorDomain(h.deps, host);
    expect(kvs.values.has(`domain:${host}`)).toBe(false);
    expect((await edge(host, '/')).kind).toBe('not-found');
    expect((await edge(sharedHost, `/${handle}/`)).kind).toBe('redirect');
    const forShared = await done((await requestRepublish(h.db, { websiteId }, h.queue))!.request);
    expect(site(handle)).toEqual({ build: `b${forShared.sequence}`, seq: forShared.sequence, domain: null });
    const shared = await visit(sharedHost, `/${handle}/`);
    expect(shared.html).toContain('Rosa Salon');
    expect(shared.html).not.toContain(`https://${host}`);
  });

  it('a KVS failing its first attempts with 500 and 429 → the publish succeeds on retry', async () => {
    const websiteId = await h.createWebsite('Willow Movers');
    const handle = uniqueHandle('willow');
    const before = kvs.calls.length;
    kvs.failNext(2, 500);
    const first = await done(await h.publish(websiteId, handle));
    expect(first.attempts).toBe(1); // the KVS calls retried themselves; the job did not
    expect(kvs.calls.slice(before, before + 2).map((c) => c.status)).toEqual([500, 500]);
    expect(site(handle)?.build).toBe(`b${first.sequence}`);

    await h.editDraft(websiteId, renamedBusiness('Willow Movers & Storage'));
    kvs.failNext(3, 429);
    const second = await done(await h.publish(websiteId, handle));
    expect(second.attempts).toBe(1);
    expect(site(handle)?.build).toBe(`b${second.sequence}`);
    expect((await visit(sharedHost, `/${handle}/`)).html).toContain('Willow Movers &amp; Storage');
  });
});
