import { InvalidObjectKey, type LivePointer, type ObjectStore } from '@sitewright/publisher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

export interface StoreFixture {
  store: ObjectStore;
  /** Whether this store's `putIfAbsent` must be atomic (and the same-sequence race decided). */
  atomicCreate: boolean;
  stop(): Promise<void>;
}

let uniq = 0;
/** A fresh handle per test so tests never see each other's pointers. */
const freshHandle = () => `site-${process.pid}-${++uniq}`;

/**
 * The one contract every ObjectStore implementation passes (folder, S3 via s3rver, S3 with
 * conditional writes). `open` is called once per suite; `stop` after it.
 */
export function describeObjectStoreContract(
  name: string,
  open: () => Promise<StoreFixture>,
  /** `copy`: the store has `copy` (the folder store links; S3 stores write every file). */
  capabilities: { atomicCreate: boolean; copy: boolean },
): void {
  describe(`ObjectStore contract: ${name}`, () => {
    let fixture: StoreFixture;
    let store: ObjectStore;
    beforeAll(async () => {
      fixture = await open();
      store = fixture.store;
    });
    afterAll(async () => fixture?.stop());

    it('round-trips bytes with their content type, cache control and ETag', async () => {
      const put = await store.put('sites/a1/b1/index.html', '<h1>Hi</h1>', {
        contentType: 'text/html; charset=utf-8',
        cacheControl: 'public, max-age=0, must-revalidate',
      });
      const got = await store.get('sites/a1/b1/index.html');
      expect(got?.body.toString()).toBe('<h1>Hi</h1>');
      expect(got?.contentType).toBe('text/html; charset=utf-8');
      expect(got?.cacheControl).toBe('public, max-age=0, must-revalidate');
      expect(got?.etag).toBe(put.etag);
      expect(got?.etag).toMatch(/^"[0-9a-f]{32}"$/);
      const head = await store.head('sites/a1/b1/index.html');
      expect(head).toMatchObject({ etag: put.etag, size: 11, contentType: 'text/html; charset=utf-8' });
    });

    it('derives metadata from the key when none is given', async () => {
      await store.put('sites/a1/b1/assets/site.0123abcd.css', 'b{}');
      await store.put('sites/a1/b1/logo.png', Buffer.from([0x89, 0x50]));
      const css = await store.head('sites/a1/b1/assets/site.0123abcd.css');
      expect(css).toMatchObject({
        contentType: 'text/css; charset=utf-8',
        cacheControl: 'public, max-age=31536000, immutable',
      });
      expect((await store.head('sites/a1/b1/logo.png'))?.contentType).toBe('image/png');
    });

    it('same bytes give the same ETag, other bytes another; put replaces', async () => {
      const a = await store.put('x/one.txt', 'same');
      const b = await store.put('x/two.txt', 'same');
      const c = await store.put('x/two.txt', 'other');
      expect(a.etag).toBe(b.etag);
      expect(c.etag).not.toBe(b.etag);
      expect((await store.get('x/two.txt'))?.body.toString()).toBe('other');
    });

    it('answers null for a missing key and deletes idempotently', async () => {
      expect(await store.get('nothing/here.html')).toBeNull();
      expect(await store.head('nothing/here.html')).toBeNull();
      await store.put('gone/soon.txt', 'x');
      await store.delete('gone/soon.txt');
      await store.delete('gone/soon.txt');
      expect(await store.get('gone/soon.txt')).toBeNull();
    });

    it('lists by prefix, sorted, string-prefix semantics', async () => {
      for (const key of ['l/b/2.txt', 'l/a/1.txt', 'l/a/sub/3.txt', 'l/ab/4.txt', 'm/5.txt'])
        await store.put(key, key);
      expect((await store.list('l/a/')).map((o) => o.key)).toEqual(['l/a/1.txt', 'l/a/sub/3.txt']);
      expect((await store.list('l/a')).map((o) => o.key)).toEqual([
        'l/a/1.txt',
        'l/a/sub/3.txt',
        'l/ab/4.txt',
      ]);
      const all = await store.list('l/');
      expect(all.map((o) => o.key)).toEqual(['l/a/1.txt', 'l/a/sub/3.txt', 'l/ab/4.txt', 'l/b/2.txt']);
      expect(all[0]).toMatchObject({ size: 9 });
      expect(all[0]?.lastModified).toBeInstanceOf(Date);
    });

    it('deletes by prefix only what is under that folder', async () => {
      for (const key of ['sites/d1/b1/index.html', 'sites/d1/b1/a/x.css', 'sites/d1/b10/index.html']) {
        await store.put(key, 'x');
      }
      expect(await store.deleteByPrefix('sites/d1/b1/')).toBe(2);
      expect((await store.list('sites/d1/')).map((o) => o.key)).toEqual(['sites/d1/b10/index.html']);
      await expect(store.deleteByPrefix('')).rejects.toThrow();
      await expect(store.deleteByPrefix('sites/d1/b1')).rejects.toThrow(InvalidObjectKey);
    });

    it('putIfAbsent creates once and never overwrites', async () => {
      expect(await store.putIfAbsent('once/only.json', 'first')).not.toBeNull();
      expect(await store.putIfAbsent('once/only.json', 'second')).toBeNull();
      expect((await store.get('once/only.json'))?.body.toString()).toBe('first');
    });

    // Only stores that have copy (no test is skipped for the others: they have nothing to test).
    if (capabilities.copy)
      it('copy: the bytes and headers of `from` under `to` (a new key, or one replaced); false for a missing `from`', async () => {
        if (!store.copy) throw new Error(`${name} was said to have copy`);
        await store.put('c/from/page.html', '<p>from</p>', {
          contentType: 'text/html; charset=utf-8',
          cacheControl: 'no-store',
        });
        await store.put('c/from/site.0123abcd.css', 'p{}');
        await store.put('c/to/old.css', 'old', { contentType: 'text/plain', cacheControl: 'no-cache' });
        expect(await store.copy('c/from/page.html', 'c/to/new/page.html')).toBe(true);
        expect(await store.copy('c/from/site.0123abcd.css', 'c/to/old.css')).toBe(true);
        const page = await store.get('c/to/new/page.html');
        expect(page?.body.toString()).toBe('<p>from</p>');
        expect(page).toMatchObject({ contentType: 'text/html; charset=utf-8', cacheControl: 'no-store' });
        const replaced = await store.get('c/to/old.css');
        expect(replaced?.body.toString()).toBe('p{}');
        // The headers `from` had (its key's defaults), not those `to` had before.
        expect(replaced).toMatchObject({
          contentType: 'text/css; charset=utf-8',
          cacheControl: 'public, max-age=31536000, immutable',
        });
        expect(await store.copy('c/from/missing.css', 'c/to/missing.css')).toBe(false);
        expect(await store.get('c/to/missing.css')).toBeNull();
        expect((await store.get('c/from/page.html'))?.body.toString()).toBe('<p>from</p>');
      });

    it.each(['../etc/passwd', '/abs', 'a//b', 'a/./b', 'a/../b', '.hidden', 'a\\b', '', 'a/%2e%2e/b'])(
      'refuses the unsafe key %j',
      async (key) => {
        await expect(store.put(key, 'x')).rejects.toThrow(InvalidObjectKey);
        await expect(store.get(key)).rejects.toThrow(InvalidObjectKey);
      },
    );

    it('advances the live pointer only forward: a late, older build never replaces a newer', async () => {
      const handle = freshHandle();
      expect(await store.readPointer(handle)).toBeNull();
      expect(await store.advancePointer(handle, { sequence: 1, buildId: 'b1' })).toEqual({
        outcome: 'advanced',
        previous: null,
      });
      expect(await store.advancePointer(handle, { sequence: 3, buildId: 'b3' })).toEqual({
        outcome: 'advanced',
        previous: { sequence: 1, buildId: 'b1' },
      });
      const late = await store.advancePointer(handle, { sequence: 2, buildId: 'b2' });
      expect(late).toEqual({ outcome: 'stale', current: { sequence: 3, buildId: 'b3' } });
      expect(await store.readPointer(handle)).toEqual({ sequence: 3, buildId: 'b3' });
      const replay = await store.advancePointer(handle, { sequence: 3, buildId: 'b3' });
      expect(replay.outcome).toBe('stale');
    });

    it('keeps a tombstone so an older publish cannot resurrect a deleted site', async () => {
      const handle = freshHandle();
      await store.advancePointer(handle, { sequence: 5, buildId: 'b5' });
      await store.advancePointer(handle, { sequence: 6, buildId: null });
      expect(await store.readPointer(handle)).toEqual({ sequence: 6, buildId: null });
      expect((await store.advancePointer(handle, { sequence: 4, buildId: 'b4' })).outcome).toBe('stale');
      expect(await store.readPointer(handle)).toEqual({ sequence: 6, buildId: null });
    });

    it('concurrent writers with distinct sequences: the highest wins whatever the finishing order', async () => {
      for (let round = 0; round < 4; round++) {
        const handle = freshHandle();
        await store.advancePointer(handle, { sequence: 10, buildId: 'base' });
        const writers: LivePointer[] = [11, 12, 13].map((sequence) => ({
          sequence,
          buildId: `b${sequence}`,
        }));
        if (round % 2) writers.reverse();
        const results = await Promise.all(writers.map((w) => store.advancePointer(handle, w)));
        expect(await store.readPointer(handle)).toEqual({ sequence: 13, buildId: 'b13' });
        expect(results[writers.findIndex((w) => w.sequence === 13)]?.outcome).toBe('advanced');
        for (const result of results)
          if (result.outcome === 'stale') expect(result.current.sequence).toBeGreaterThan(10);
      }
    });

    // Only stores with an atomic create can promise this; plain s3rver ignores If-None-Match (its
    // S3 fixture runs the conditional-write path through a proxy instead, in object-store.test.ts).
    if (capabilities.atomicCreate) {
      it('two writers of the same sequence: exactly one wins', async () => {
        expect(await store.atomicCreate()).toBe(true);
        for (let round = 0; round < 5; round++) {
          const handle = freshHandle();
          const [a, b] = await Promise.all([
            store.advancePointer(handle, { sequence: 7, buildId: 'left' }),
            store.advancePointer(handle, { sequence: 7, buildId: 'right' }),
          ]);
          const outcomes = [a?.outcome, b?.outcome].sort();
          expect(outcomes).toEqual(['advanced', 'stale']);
          const winner = a?.outcome === 'advanced' ? 'left' : 'right';
          expect(await store.readPointer(handle)).toEqual({ sequence: 7, buildId: winner });
          const loser = a?.outcome === 'stale' ? a : b;
          expect(loser).toEqual({ outcome: 'stale', current: { sequence: 7, buildId: winner } });
        }
      });
    }

    it('collects old pointer entries, keeping the last ten', async () => {
      const handle = freshHandle();
      for (let sequence = 1; sequence <= 14; sequence++)
        await store.advancePointer(handle, { sequence, buildId: `b${sequence}` });
      const entries = await store.list(`pointers/${handle}/`);
      expect(entries).toHaveLength(10);
      expect(entries.at(-1)?.key).toBe(`pointers/${handle}/0000000000000014.json`);
      expect(await store.readPointer(handle)).toEqual({ sequence: 14, buildId: 'b14' });
    });

    it('refuses malformed pointers', async () => {
      await expect(store.advancePointer(freshHandle(), { sequence: -1, buildId: 'b' })).rejects.toThrow(
        RangeError,
      );
      await expect(store.advancePointer(freshHandle(), { sequence: 1.5, buildId: 'b' })).rejects.toThrow(
        RangeError,
      );
      await expect(store.advancePointer(freshHandle(), { sequence: 1, buildId: '../x' })).rejects.toThrow(
        RangeError,
      );
    });
  });
}
