import { describe, expect, it } from 'vitest';
import { bucketName, bucketOf, fnv1a32, indexName, sitemapKey } from './bucket-of.ts';

describe('fnv1a32', () => {
  it('matches the published FNV-1a 32-bit test vectors', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });
});

describe('bucketOf (spec §3: hash of the name modulo the bucket count)', () => {
  it('is the hash modulo the count, stable across calls', () => {
    expect(bucketOf('foobar', 16)).toBe(0xbf9cf968 % 16);
    expect(bucketOf('joes-plumbing')).toBe(bucketOf('joes-plumbing', 16));
  });
  it('spreads handles over all 16 buckets', () => {
    const seen = new Set(Array.from({ length: 400 }, (_, i) => bucketOf(`site-${i}`)));
    expect(seen.size).toBe(16);
  });
  it('refuses a bucket count below 1', () => {
    expect(() => bucketOf('x', 0)).toThrow(RangeError);
  });
});

describe('names', () => {
  it('names buckets v{version}-{hex} and the index v{version}-index', () => {
    expect(bucketName(10)).toBe('v1-a');
    expect(bucketName(15, { version: 2, bucketCount: 32 })).toBe('v2-f');
    expect(indexName()).toBe('v1-index');
    expect(sitemapKey('v1-a')).toBe('sitemaps/v1-a.xml');
  });
});
