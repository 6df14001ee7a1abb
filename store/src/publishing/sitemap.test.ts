import { randomUUID } from 'node:crypto';
import { fnv1a32 } from '@sitewright/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../database/database.ts';
import { uniqueHandle } from '../testing/fixtures.ts';
import { requireBackendsInCi, type TestDatabase, testBackends } from '../testing/test-databases.ts';
import {
  activateSitemapIteration,
  claimSitemapWork,
  finishSitemapWrite,
  indexedSitemapEntries,
  largestSitemapBucket,
  liveSitemapIterations,
  recordSitemapChange,
  type SitemapChangeRecord,
  sitemapBucketFiles,
  startSitemapGrowth,
} from './sitemap.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

const t0 = new Date('2026-03-01T10:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

/** A handle of bucket `bucket` (of 16), unlike any other test's. */
function handleIn(bucket: number): string {
  for (;;) {
    const handle = uniqueHandle();
    if (fnv1a32(handle) % 16 === bucket) return handle;
  }
}

const change = (handle: string, sequence: number, over: Partial<SitemapChangeRecord> = {}) => ({
  handle,
  hash: fnv1a32(handle),
  lastmod: t0,
  indexed: true,
  sequence,
  ...over,
});

/** A gate a test opens by hand. */
function gate(): { wait: Promise<void>; open(): void } {
  let open = () => {};
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(`sitemap writer rows on ${backend.name}`, () => {
    let target: TestDatabase;
    let db: Database;
    beforeAll(async () => {
      target = await backend.open();
      db = target.db;
    });
    afterAll(() => target?.dispose());

    const record = (c: SitemapChangeRecord) => db.transaction((tx) => recordSitemapChange(tx, c));
    const entry = async (version: number, handle: string) =>
      (
        await db.query<{ bucket: number; indexed: boolean; sequence: unknown; language: string | null }>(
          'select bucket, indexed, sequence, language from sitemap_entries where version = $1 and handle = $2',
          [version, handle],
        )
      ).rows[0];
    const bucketRow = async (version: number, bucket: number) =>
      (
        await db.query<{ changes: unknown; written: unknown }>(
          'select changes, written from sitemap_buckets where version = $1 and bucket = $2',
          [version, bucket],
        )
      ).rows[0];
    const claim = (now: Date, writtenBefore: Date | null = null, leaseMs = 30_000) =>
      claimSitemapWork(db, {
        token: randomUUID(),
        now,
        writtenBefore,
        claimedUntil: new Date(now.getTime() + leaseMs),
      });
    /** Writes (in rows only) everything dirty, as a flush of the writer does. */
    async function drain(now: Date): Promise<number> {
      let n = 0;
      for (let c = await claim(now); c; c = await claim(now)) {
        const files = c.bucket >= 0 ? await indexedSitemapEntries(db, c.version, c.bucket) : [];
        await finishSitemapWrite(db, c, { hasFile: c.bucket < 0 || files.length > 0, now });
        n++;
      }
      return n;
    }

    it('the migration hashes like the model: sitemap_fnv1a32 is FNV-1a 32 over UTF-8', async () => {
      const { rows } = await db.query<{ a: unknown; b: unknown; c: unknown; d: unknown }>(
        `select sitemap_fnv1a32('') as a, sitemap_fnv1a32('a') as b, sitemap_fnv1a32('foobar') as c,
                sitemap_fnv1a32('café-zürich') as d`,
      );
      expect(rows[0]).toEqual({ a: 0x811c9dc5, b: 0xe40c292c, c: 0xbf9cf968, d: fnv1a32('café-zürich') });
      expect(await liveSitemapIterations(db)).toEqual([{ version: 1, bucketCount: 16, state: 'active' }]);
    });

    it('records a change in its bucket (hash % 16) and marks that bucket dirty; an older change changes nothing', async () => {
      const handle = handleIn(5);
      const before = Number((await bucketRow(1, 5))?.changes ?? 0);
      expect(await record(change(handle, 20))).toEqual([{ version: 1, bucket: 5 }]);
      expect(await entry(1, handle)).toMatchObject({ bucket: 5, indexed: true });
      expect(Number((await bucketRow(1, 5))?.changes)).toBe(before + 1);

      // An older request (sequence 19) arriving late: nothing recorded, nothing dirty.
      expect(await record(change(handle, 19, { indexed: false }))).toEqual([]);
      expect(await entry(1, handle)).toMatchObject({ indexed: true });
      expect(Number((await bucketRow(1, 5))?.changes)).toBe(before + 1);

      // The same sequence again changes nothing either; a newer one removes it.
      expect(await record(change(handle, 20, { indexed: false }))).toEqual([]);
      expect(await record(change(handle, 21, { indexed: false }))).toEqual([{ version: 1, bucket: 5 }]);
      expect(await entry(1, handle)).toMatchObject({ indexed: false });
    });

    it('a handle that is not listed and was not listed leaves its bucket clean', async () => {
      const handle = handleIn(6);
      expect(await record(change(handle, 30, { indexed: false }))).toEqual([]);
      expect(await entry(1, handle)).toMatchObject({ indexed: false });
    });

    it('a claim is exclusive, a written file is clean, its index becomes dirty, and the interval holds a fresh write back', async () => {
      await drain(at(0));
      const handle = handleIn(7);
      await record(change(handle, 40));
      const first = await claim(at(1000));
      expect(first).toMatchObject({ version: 1, bucket: 7, state: 'active' });
      // A second writer finds nothing while the lease holds.
      expect(await claim(at(2000))).toBeNull();
      expect(await finishSitemapWrite(db, first!, { hasFile: true, now: at(3000) })).toBe(true);
      // The bucket is clean; the index is dirty and claimable.
      const index = await claim(at(3000));
      expect(index).toMatchObject({ version: 1, bucket: -1 });
      await finishSitemapWrite(db, index!, { hasFile: true, now: at(3000) });
      expect((await sitemapBucketFiles(db, 1)).files).toContainEqual({ bucket: 7, modifiedAt: at(3000) });

      // Another change within the interval (5 s after the write at 3 s): not before 8 s.
      await record(change(handleIn(7), 41));
      expect(await claim(at(4000), at(4000 - 5000))).toBeNull();
      const again = await claim(at(8000), at(8000 - 5000));
      expect(again).toMatchObject({ bucket: 7 });
      await finishSitemapWrite(db, again!, { hasFile: true, now: at(8000) });
    });

    it('an expired lease can be claimed again; the late writer’s finish is refused and leaves the bucket dirty', async () => {
      await drain(at(10_000));
      await record(change(handleIn(8), 50));
      const crashed = await claim(at(20_000), null, 30_000);
      expect(crashed).toMatchObject({ bucket: 8 });
      expect(await claim(at(49_999))).toBeNull();
      const second = await claim(at(50_000));
      expect(second).toMatchObject({ bucket: 8 });
      expect(await finishSitemapWrite(db, second!, { hasFile: true, now: at(50_001) })).toBe(true);
      // The first writer wakes up late: refused, and the bucket is written again (its PUT may have
      // landed after the second one's).
      expect(await finishSitemapWrite(db, crashed!, { hasFile: true, now: at(50_002) })).toBe(false);
      expect(await claim(at(50_003))).toMatchObject({ bucket: 8 });
    });

    it.skipIf(backend.name === 'pglite')(
      'two recorders of handles in different buckets do not wait for each other (no global lock)',
      async () => {
        const held = gate();
        const recorded = gate();
        const a = db.transaction(async (tx: Queryable) => {
          await recordSitemapChange(tx, change(handleIn(1), 60));
          recorded.open();
          await held.wait;
        });
        await recorded.wait;
        // A is still open, holding its rows and the barrier shared: B completes anyway.
        const b = await Promise.race([
          record(change(handleIn(2), 61)),
          new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 5000)),
        ]);
        held.open();
        await a;
        expect(b).toEqual([{ version: 1, bucket: 2 }]);
      },
    );

    it('a claim taken concurrently by two writers goes to one of them', async () => {
      await drain(at(60_000));
      await record(change(handleIn(9), 70));
      const claims = await Promise.all([claim(at(61_000)), claim(at(61_000))]);
      const buckets = claims.filter((c) => c !== null).map((c) => c?.bucket);
      expect(buckets).toEqual([9]);
    });

    it('a second language is recorded with the entry, a later publish without it clears it, and a bucket counts two URLs for such a site', async () => {
      // Bucket 11 holds only this test's sites: 3 sites, 2 of them in two languages = 5 URLs, more
      // than any other bucket of this database holds.
      const [one, two, three] = [handleIn(11), handleIn(11), handleIn(11)];
      await record(change(one, 110, { language: 'es' }));
      await record(change(two, 111, { language: 'fr' }));
      await record(change(three, 112));
      expect(await entry(1, one)).toMatchObject({ indexed: true, language: 'es' });
      expect(await entry(1, three)).toMatchObject({ indexed: true, language: null });
      const listed = await indexedSitemapEntries(db, 1, 11);
      expect(listed.map((e) => [e.handle, e.language]).sort()).toEqual(
        [
          [one, 'es'],
          [two, 'fr'],
          [three, null],
        ].sort(),
      );
      expect(await largestSitemapBucket(db, 1)).toBe(5);

      // The owner removed the second language and published again: one URL.
      expect(await record(change(one, 113))).toEqual([{ version: 1, bucket: 11 }]);
      expect(await entry(1, one)).toMatchObject({ indexed: true, language: null });
      expect(await largestSitemapBucket(db, 1)).toBe(4);
      // Not a language tag: refused by the table.
      await expect(record(change(three, 114, { language: 'Spanish' }))).rejects.toThrow();
    });

    it('growth: the next iteration (v2, 32 buckets) copies every entry with buckets from the stored hash, and becomes active once written', async () => {
      await drain(at(100_000));
      const listed = handleIn(3);
      await record(change(listed, 80, { language: 'de' }));
      const started = await startSitemapGrowth(db, 1);
      expect(started).toEqual({ version: 2, bucketCount: 32, state: 'building' });
      // One building at a time.
      expect(await startSitemapGrowth(db, 1)).toBeNull();
      expect(await entry(2, listed)).toMatchObject({
        bucket: fnv1a32(listed) % 32,
        indexed: true,
        language: 'de',
      });

      // A change now lands in both iterations.
      const later = handleIn(4);
      const touched = await record(change(later, 81));
      expect(touched).toEqual(
        expect.arrayContaining([
          { version: 1, bucket: 4 },
          { version: 2, bucket: fnv1a32(later) % 32 },
        ]),
      );
      // Not active before its files are written.
      expect(await activateSitemapIteration(db, 2)).toBe(false);
      await drain(at(101_000));
      expect((await sitemapBucketFiles(db, 2)).unwritten).toBe(0);
      expect(await activateSitemapIteration(db, 2)).toBe(true);
      expect(await liveSitemapIterations(db)).toEqual([{ version: 2, bucketCount: 32, state: 'active' }]);
      // The retired v1 takes no more changes.
      expect(await record(change(handleIn(5), 82))).toEqual([
        { version: 2, bucket: expect.any(Number) as number },
      ]);
    });

    it.skipIf(backend.name === 'pglite')(
      'the growth barrier: changes recorded while the next iteration is created end up in both',
      async () => {
        const held = gate();
        const recorded = gate();
        const early = uniqueHandle();
        const late = uniqueHandle();
        // A recording transaction is in flight (barrier held shared) when the growth starts.
        const a = db.transaction(async (tx: Queryable) => {
          await recordSitemapChange(tx, change(early, 90));
          recorded.open();
          await held.wait;
        });
        await recorded.wait;
        const growth = startSitemapGrowth(db, 2);
        await waitForLockWaiters(db, 1);
        // A change recorded now waits behind the growth (it queued for the barrier after it).
        const b = record(change(late, 91));
        await waitForLockWaiters(db, 2);
        held.open();
        await a;
        expect(await growth).toEqual({ version: 3, bucketCount: 64, state: 'building' });
        await b;
        for (const handle of [early, late]) {
          expect(await entry(2, handle)).toMatchObject({ indexed: true });
          expect(await entry(3, handle)).toMatchObject({ bucket: fnv1a32(handle) % 64, indexed: true });
        }
      },
    );
  });
}

/** Waits until `n` sessions wait for an advisory lock (Postgres only). */
async function waitForLockWaiters(db: Database, n: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { rows } = await db.query<{ n: unknown }>(
      `select count(*) as n from pg_locks where locktype = 'advisory' and not granted
       and database = (select oid from pg_database where datname = current_database())`,
    );
    if (Number(rows[0]?.n) >= n) return;
    if (Date.now() > deadline) throw new Error(`fewer than ${n} sessions wait for the barrier`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
