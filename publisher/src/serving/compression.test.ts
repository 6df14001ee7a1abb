import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createCompressionCache, negotiateEncoding } from './compression.ts';

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
