import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { occupyThreadPool } from '../testing/thread-pool.ts';
import { createCompressionCache, negotiateEncoding, synchronousQuickMaxBytes } from './compression.ts';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP', 'gzip'],
  ])('%j → %j', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('compression cache', () => {
  it('compresses once per etag and encoding, and evicts beyond its size', async () => {
    const cache = createCompressionCache({ maxBytes: 200 });
    const body = Buffer.from('hello '.repeat(100));
    const [a, b] = await Promise.all([
      cache.compress('"e1"', 'br', body),
      cache.compress('"e1"', 'br', body),
    ]);
    expect(a).toBe(b);
    expect(zlib.brotliDecompressSync(a).toString()).toBe(body.toString());
    expect(cache.stats.misses).toBe(1);
    await cache.compress('"e1"', 'gzip', body);
    expect(cache.stats.misses).toBe(2);
    for (let i = 0; i < 20; i++)
      await cache.compress(`"n${i}"`, 'gzip', Buffer.from(`other ${i} `.repeat(30)));
    expect(cache.size()).toBeLessThanOrEqual(200);
  });
});

describe('compression for visitors', () => {
  it('sends a large body quickly compressed first; a visit a second later starts the best, served once done', async () => {
    let clock = 0;
    const cache = createCompressionCache({ quickFirstBytes: 1024, now: () => clock });
    const body = Buffer.from(Array.from({ length: 4000 }, (_, i) => `<p>line ${i % 97}</p>`).join(''));
    const first = await cache.forVisitor('"big"', 'br', body);
    expect(first.best).toBe(false);
    // Asked again within the second (a build that may be replaced at once): still no brotli 11.
    clock = 999;
    expect(await cache.forVisitor('"big"', 'br', body)).toEqual(first);
    expect(cache.stats).toMatchObject({ misses: 0, quick: 1 });

    clock = 1000;
    expect((await cache.forVisitor('"big"', 'br', body)).best).toBe(false);
    expect(cache.stats.misses).toBe(1);
    const best = await cache.compress('"big"', 'br', body); // joins the background compression
    expect(cache.stats).toMatchObject({ misses: 1, quick: 1 });
    const later = await cache.forVisitor('"big"', 'br', body);
    expect(later).toEqual({ body: best, best: true });
    expect(best.length).toBeLessThanOrEqual(first.body.length);
  });

  it('compresses a small body at the best level at once', async () => {
    const cache = createCompressionCache({ quickFirstBytes: 1024 });
    const small = await cache.forVisitor('"small"', 'gzip', Buffer.from('hello '.repeat(20)));
    expect(small.best).toBe(true);
    expect(cache.stats.quick).toBe(0);
  });

  it('compresses a page of up to 512 KB quickly without waiting for a busy thread pool; a larger one in the pool', async () => {
    expect(synchronousQuickMaxBytes).toBe(512 * 1024);
    const cache = createCompressionCache();
    // 342 KB, the largest page the model's limits allow.
    const page = Buffer.from(Array.from({ length: 20_000 }, (_, i) => `<p>line ${i}</p>`).join('')).subarray(
      0,
      342_000,
    );
    const pool = occupyThreadPool();
    for (const encoding of ['br', 'gzip'] as const) {
      const quick = await cache.forVisitor(`"page-${encoding}"`, encoding, page);
      expect(quick.best).toBe(false);
      const back = encoding === 'br' ? zlib.brotliDecompressSync(quick.body) : zlib.gunzipSync(quick.body);
      expect(back.equals(page)).toBe(true);
    }
    expect(pool.freed()).toBe(0);
    // One byte over the bound: compressed in the pool, so only once a thread is free.
    const large = Buffer.concat([page, page]).subarray(0, 512 * 1024 + 1);
    const busy = occupyThreadPool();
    const compressed = await cache.forVisitor('"large"', 'br', large);
    expect(busy.freed()).toBeGreaterThan(0);
    expect(zlib.brotliDecompressSync(compressed.body).equals(large)).toBe(true);
    await Promise.all([pool.firstFree, busy.firstFree]);
  });
});
