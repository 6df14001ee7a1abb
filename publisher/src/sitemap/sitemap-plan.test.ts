import { describe, expect, it } from 'vitest';
import { bucketName, bucketOf } from './bucket-of.ts';
import { planSitemapUpdate, type SitemapPlanInput } from './sitemap-plan.ts';
import { parseBucketXml } from './sitemap-xml.ts';

const base = 'https://sites.example.com';
const now = new Date('2025-03-01T10:00:00.000Z');
const empty = () => Array.from({ length: 16 }, () => null as Date | null);

function plan(overrides: Partial<SitemapPlanInput> & Pick<SitemapPlanInput, 'change'>) {
  return planSitemapUpdate({
    bucketEntries: [],
    bucketLastmods: empty(),
    sitesBaseUrl: base,
    now,
    ...overrides,
  });
}

describe('planSitemapUpdate (spec §3: v1, 16 buckets, v1-{hex} and v1-index)', () => {
  it('adding a site rewrites only its bucket and the index', () => {
    const p = plan({ change: { type: 'upsert', handle: 'joes-plumbing', lastmod: now, indexed: true } });
    const name = bucketName(bucketOf('joes-plumbing'));
    expect(p.files.map((f) => f.key)).toEqual([`sitemaps/${name}.xml`, 'sitemaps/v1-index.xml']);
    expect(p.files[0]?.body).toContain('<loc>https://sites.example.com/joes-plumbing/</loc>');
    expect(p.files[0]?.body).toContain('<lastmod>2025-03-01T10:00:00+00:00</lastmod>');
    expect(p.files[1]?.body).toContain(`<loc>https://sites.example.com/${name}.xml</loc>`);
    expect(p.bucketLastmods[p.bucket]).toEqual(now);
  });

  it('the index lists every non-empty bucket', () => {
    const lastmods = empty();
    lastmods[3] = new Date('2025-01-01T00:00:00Z');
    const p = plan({
      bucketLastmods: lastmods,
      change: { type: 'upsert', handle: 'abc', lastmod: now, indexed: true },
    });
    const index = p.files[1]?.body ?? '';
    expect(index).toContain('/v1-3.xml</loc>');
    expect(index).toContain(`/${bucketName(p.bucket)}.xml</loc>`);
    expect(index.match(/<sitemap>/g)?.length).toBe(p.bucket === 3 ? 1 : 2);
  });

  it('indexing off removes the site; its emptied bucket file is deleted, and so is an empty index', () => {
    const handle = 'quiet-site';
    const bucket = bucketOf(handle);
    const lastmods = empty();
    lastmods[bucket] = now;
    const p = plan({
      bucketEntries: [{ handle, lastmod: now }],
      bucketLastmods: lastmods,
      change: { type: 'upsert', handle, lastmod: now, indexed: false },
    });
    expect(p.entries).toEqual([]);
    expect(p.files.map((f) => f.body)).toEqual([null, null]);
  });

  it('removing one of two sites keeps the other', () => {
    const a = 'alpha-co';
    const b =
      Array.from({ length: 200 }, (_, i) => `beta-${i}`).find((h) => bucketOf(h) === bucketOf(a)) ?? '';
    const p = plan({
      bucketEntries: [
        { handle: a, lastmod: now },
        { handle: b, lastmod: now },
      ],
      change: { type: 'remove', handle: a },
    });
    expect(parseBucketXml(p.files[0]?.body ?? '', base).map((e) => e.handle)).toEqual([b]);
  });

  it('a change that changes nothing rewrites nothing', () => {
    expect(plan({ change: { type: 'remove', handle: 'never-there' } }).files).toEqual([]);
    const same = plan({
      bucketEntries: [{ handle: 'same-site', lastmod: now }],
      change: { type: 'upsert', handle: 'same-site', lastmod: now, indexed: true },
    });
    expect(same.files).toEqual([]);
  });

  it('a republish updates the lastmod and rewrites', () => {
    const later = new Date('2025-04-01T00:00:00Z');
    const p = plan({
      bucketEntries: [{ handle: 'site-one', lastmod: now }],
      change: { type: 'upsert', handle: 'site-one', lastmod: later, indexed: true },
    });
    expect(p.files).toHaveLength(2);
    expect(p.entries).toEqual([{ handle: 'site-one', lastmod: later }]);
  });

  it('adding or removing a second language rewrites the bucket with both URLs, then with one', () => {
    const added = plan({
      bucketEntries: [{ handle: 'site-two', lastmod: now }],
      change: { type: 'upsert', handle: 'site-two', lastmod: now, indexed: true, language: 'fr' },
    });
    expect(added.files).toHaveLength(2);
    expect(added.files[0]?.body).toContain('<loc>https://sites.example.com/site-two/fr/</loc>');
    const removed = plan({
      bucketEntries: added.entries,
      change: { type: 'upsert', handle: 'site-two', lastmod: now, indexed: true },
    });
    expect(removed.files).toHaveLength(2);
    expect(removed.files[0]?.body).not.toContain('/site-two/fr/');
  });

  it('refuses bucket dates that do not match the bucket count', () => {
    expect(() => plan({ bucketLastmods: [], change: { type: 'remove', handle: 'x' } })).toThrow(RangeError);
  });
});
