import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  bucketName,
  createObjectStore,
  createSitemapWriter,
  fnv1a32,
  type ObjectStore,
  parseBucketXml,
  planSitemapUpdate,
  robotsKey,
  robotsTxt,
  type SitemapWriter,
  type SitemapWriterOptions,
  sitemapKey,
  startSitemapWriter,
} from '@sitewright/publisher';
import {
  type Database,
  largestSitemapBucket,
  liveSitemapIterations,
  recordSitemapChange,
} from '@sitewright/store';
import { type TestDatabase, testBackends } from '@sitewright/store/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const backends = await testBackends();
const sitesUrl = 'https://sites.example.com';
const t0 = new Date('2026-04-01T08:00:00.000Z');

/** A store that counts its PUTs and DELETEs by key. */
function counting(store: ObjectStore) {
  const puts = new Map<string, number>();
  const deletes = new Map<string, number>();
  const counted: ObjectStore = Object.create(store) as ObjectStore;
  counted.put = (key, body, options) => {
    puts.set(key, (puts.get(key) ?? 0) + 1);
    return store.put(key, body, options);
  };
  counted.delete = (key) => {
    deletes.set(key, (deletes.get(key) ?? 0) + 1);
    return store.delete(key);
  };
  return { store: counted, puts, deletes };
}

async function text(store: ObjectStore, key: string): Promise<string | null> {
  return (await store.get(key))?.body.toString('utf8') ?? null;
}

/** `count` handles of bucket `bucket` of 16, with `stem` in their names. */
function handlesIn(bucket: number, count: number, stem: string): string[] {
  const found: string[] = [];
  for (let i = 0; found.length < count; i++) {
    const handle = `${stem}-${i}`;
    if (fnv1a32(handle) % 16 === bucket) found.push(handle);
  }
  return found;
}

/** The handles each `<loc>` of an index names, by file name (`v1-3`). */
const indexNames = (xml: string | null) =>
  [...(xml ?? '').matchAll(/<loc>[^<]*\/([^/<]+)\.xml<\/loc>/g)].map((m) => m[1] ?? '');

describe.each(backends.filter((b) => b.unavailable === undefined))(
  'the sitemap writer on $name',
  (backend) => {
    let target: TestDatabase;
    let db: Database;
    let root: string;
    let sequence = 0;
    const writers: SitemapWriter[] = [];
    beforeAll(async () => {
      root = await mkdtemp(path.join(tmpdir(), 'sitewright-sitemap-'));
      // The backend's first database (PGlite loads and migrates once) opens here, not inside the
      // first test's time: on a loaded machine that took more than the test's 30 s.
      target = await backend.open();
    }, 120_000);
    afterAll(async () => {
      await rm(root, { recursive: true, force: true });
    });
    // Each test: a fresh database and store.
    async function world(options: Partial<SitemapWriterOptions> & { started?: boolean } = {}) {
      await target?.dispose();
      target = await backend.open();
      db = target.db;
      const folder = createObjectStore({ kind: 'folder', root: await mkdtemp(path.join(root, 't-')) });
      const count = counting(folder);
      const writerOptions = { db, store: count.store, sitesUrl, ...options };
      const writer = options.started ? startSitemapWriter(writerOptions) : createSitemapWriter(writerOptions);
      writers.push(writer);
      return { ...count, folder, writer };
    }
    afterEach(async () => {
      for (const writer of writers.splice(0)) await writer.stop().catch(() => undefined);
    });
    afterAll(() => target?.dispose());

    const record = (handle: string, change: { indexed?: boolean; lastmod?: Date } = {}) =>
      db.transaction((tx) =>
        recordSitemapChange(tx, {
          handle,
          hash: fnv1a32(handle),
          lastmod: change.lastmod ?? t0,
          indexed: change.indexed ?? true,
          sequence: ++sequence,
        }),
      );

    it('batches: 50 changes to one bucket within its 5 s interval cost 2 PUTs of it, the second once the interval passed', async () => {
      let clock = t0;
      const written: string[] = [];
      const passes: number[] = [];
      const { puts, writer } = await world({
        started: true,
        pollMs: 5,
        intervalMs: 5000,
        now: () => clock,
        onWrite: (e) => written.push(e.key),
        onPass: (n) => passes.push(n),
      });
      const handles = handlesIn(3, 50, 'batch');
      const key = sitemapKey('v1-3');
      const wroteBucket = waitFor(() => written.includes(key));
      await record(handles[0] as string);
      await wroteBucket;
      for (const handle of handles.slice(1)) await record(handle);
      // Three more passes of the writer: the bucket is dirty, but written less than 5 s ago.
      const seen = passes.length;
      await waitFor(() => passes.length >= seen + 3);
      expect(puts.get(key)).toBe(1);
      clock = new Date(t0.getTime() + 5000);
      await waitFor(() => written.filter((k) => k === key).length === 2);
      await writer.flush();
      expect(puts.get(key)).toBe(2);
    });

    it('a flush after changes gives the files the job-time code wrote: same buckets byte for byte, same index entries; removed and unindexed handles are gone', async () => {
      const { store, writer } = await world();
      // The job-time code (planSitemapUpdate per change, as sitemap-update.ts did), in memory.
      const files = new Map<string, string | null>();
      const entries = new Map<number, { handle: string; lastmod: Date }[]>();
      const lastmods: (Date | null)[] = Array.from({ length: 16 }, () => null);
      const old = (change: Parameters<typeof planSitemapUpdate>[0]['change']) => {
        const bucket = fnv1a32(change.handle) % 16;
        const plan = planSitemapUpdate({
          change,
          bucketEntries: entries.get(bucket) ?? [],
          bucketLastmods: lastmods,
          sitesBaseUrl: sitesUrl,
          now: t0,
        });
        entries.set(bucket, plan.entries);
        plan.bucketLastmods.forEach((d, i) => {
          lastmods[i] = d;
        });
        for (const f of plan.files) files.set(f.key, f.body);
      };
      const listed = Array.from({ length: 40 }, (_, i) => `flush-${i}`);
      for (const [i, handle] of listed.entries()) {
        const lastmod = new Date(t0.getTime() - i * 60_000);
        old({ type: 'upsert', handle, lastmod, indexed: true });
        await record(handle, { lastmod });
      }
      // Search indexing off for five, unpublished for five, a republish of one.
      for (const handle of listed.slice(0, 5)) {
        old({ type: 'upsert', handle, lastmod: t0, indexed: false });
        await record(handle, { indexed: false });
      }
      for (const handle of listed.slice(5, 10)) {
        old({ type: 'remove', handle });
        await record(handle, { indexed: false });
      }
      const later = new Date(t0.getTime() + 3_600_000);
      old({ type: 'upsert', handle: 'flush-20', lastmod: later, indexed: true });
      await record('flush-20', { lastmod: later });

      await writer.flush();
      for (let b = 0; b < 16; b++) {
        const key = sitemapKey(bucketName(b));
        expect(await text(store, key), key).toBe(files.get(key) ?? null);
      }
      const index = await text(store, sitemapKey('v1-index'));
      expect(indexNames(index).sort()).toEqual(indexNames(files.get(sitemapKey('v1-index')) ?? null).sort());
      const listedNow = (
        await Promise.all(
          indexNames(index).map(async (name) =>
            parseBucketXml((await text(store, sitemapKey(name))) ?? '', sitesUrl),
          ),
        )
      )
        .flat()
        .map((e) => e.handle);
      expect(listedNow.sort()).toEqual(listed.slice(10).sort());
      expect(await text(store, robotsKey)).toBe(robotsTxt(sitesUrl, 'v1-index'));
      expect(robotsTxt(sitesUrl, 'v1-index')).toBe(
        'User-agent: *\nAllow: /\nSitemap: https://sites.example.com/v1-index.xml\n',
      );
    });

    it('a bucket emptied by its last removal is deleted, and the index stops listing it', async () => {
      const { store, deletes, writer } = await world();
      const only = handlesIn(11, 1, 'empty').join('');
      await record(only);
      await writer.flush();
      expect(await text(store, sitemapKey('v1-b'))).toContain(`${sitesUrl}/${only}/`);
      await record(only, { indexed: false });
      await writer.flush();
      expect(await text(store, sitemapKey('v1-b'))).toBeNull();
      expect(deletes.get(sitemapKey('v1-b'))).toBe(1);
      // No bucket left: no index either (the schema needs one <sitemap>).
      expect(await text(store, sitemapKey('v1-index'))).toBeNull();
    });

    it('growth: 5,000 simulated sites with a limit of 100 URLs per bucket end with no bucket over it, robots.txt naming the active index', async () => {
      const limit = 100;
      const iterations: string[] = [];
      const { store, writer } = await world({
        bucketLimit: limit,
        onIteration: (e) => iterations.push(`v${e.version}/${e.bucketCount} ${e.state}`),
      });
      const total = 5000;
      const handles = Array.from({ length: total }, (_, i) => `sim-${i}`);
      for (let i = 0; i < total; i += 500) {
        // Ten recorders at a time (they share no lock; PGlite runs them one after the other).
        const batch = handles.slice(i, i + 500);
        for (let j = 0; j < batch.length; j += 10)
          await Promise.all(batch.slice(j, j + 10).map((h) => record(h)));
        await writer.flush();
      }
      await writer.flush();
      const [active, ...others] = await liveSitemapIterations(db);
      expect(others).toEqual([]);
      expect(active?.state).toBe('active');
      // 16 → 32 → 64 buckets (5,000 / 64 ≈ 78 per bucket), the last one active.
      expect(active?.bucketCount).toBeGreaterThanOrEqual(64);
      expect(iterations).toContain(`v${active?.version}/${active?.bucketCount} active`);
      expect(await largestSitemapBucket(db, active?.version ?? 0)).toBeLessThanOrEqual(limit);
      expect(await text(store, robotsKey)).toBe(robotsTxt(sitesUrl, `v${active?.version}-index`));
      // The active index lists buckets that together hold every site once, none over the limit.
      const names = indexNames(await text(store, sitemapKey(`v${active?.version}-index`)));
      const perBucket = await Promise.all(
        names.map(async (name) => parseBucketXml((await text(store, sitemapKey(name))) ?? '', sitesUrl)),
      );
      expect(Math.max(...perBucket.map((e) => e.length))).toBeLessThanOrEqual(limit);
      expect(new Set(perBucket.flat().map((e) => e.handle)).size).toBe(total);
    }, 120_000);
  },
);

/** Resolves once `condition` holds, checked on every turn of the event loop (no fixed sleep). */
async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}
