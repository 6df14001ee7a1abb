import { describe, expect, it } from 'vitest';
import {
  fnv1a32,
  sitemapBucket,
  sitemapBucketName,
  sitemapBucketNames,
  sitemapIndexName,
} from './sitemap.ts';

// Published FNV-1a 32-bit test vectors, and 'é' hashed over its UTF-8 bytes C3 A9 vs the single byte E9.
const fnv = { a: 0xe40c292c, foobar: 0xbf9cf968, eAcuteUtf8: 0x1e9de8c1, eAcuteLatin1: 0x6c0b6c44 };

describe('spec §3 sitemap naming and bucketing', () => {
  it.each([
    ['', 0x811c9dc5],
    ['a', fnv.a],
    ['foobar', fnv.foobar],
  ])('FNV-1a 32-bit of %j matches the published test vectors', (text, hash) => {
    expect(fnv1a32(text)).toBe(hash);
  });

  it('hashes UTF-8 bytes, not UTF-16 code units', () => {
    expect(fnv1a32('\u00e9')).toBe(fnv.eAcuteUtf8);
    expect(fnv1a32('\u00e9')).not.toBe(fnv.eAcuteLatin1);
  });

  it('index name is v{version}-index, v1 by default', () => {
    expect(sitemapIndexName()).toBe('v1-index');
    expect(sitemapIndexName({ version: 3, bucketCount: 8 })).toBe('v3-index');
  });

  it.each([
    ['a', fnv.a % 16],
    ['foobar', fnv.foobar % 16],
  ])('bucket of %j is hash mod 16 by default', (name, bucket) => {
    expect(sitemapBucket(name)).toBe(bucket);
  });

  it('bucket names are v{version}-{hex}', () => {
    expect(sitemapBucketName('foobar')).toBe(`v1-${(fnv.foobar % 16).toString(16)}`);
    expect(sitemapBucketName('a', { version: 2, bucketCount: 256 })).toBe(`v2-${(fnv.a % 256).toString(16)}`);
    expect(sitemapBucketNames()).toEqual([...'0123456789abcdef'].map((h) => `v1-${h}`));
  });

  it('is stable and spreads handles over all 16 buckets', () => {
    const handles = Array.from({ length: 1000 }, (_, i) => `site-${i}`);
    const buckets = handles.map((h) => sitemapBucket(h));
    expect(new Set(buckets).size).toBe(16);
    expect(handles.map((h) => sitemapBucket(h))).toEqual(buckets);
  });

  it('refuses a bucket count that is not a positive integer', () => {
    expect(() => sitemapBucket('a', { version: 1, bucketCount: 0 })).toThrow(RangeError);
  });
});
