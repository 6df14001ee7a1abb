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
  sitemapKey,
} from '@sitewright/publisher';
import {
  type Database,
  largestSitemapBucket,
  liveSitemapIterations,
  recordSitemapChange,
} from '@sitewright/store';
import { type TestDatabase, testBackends } from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const pglite = (await testBackends()).find((b) => b.name === 'pglite');
const sitesUrl = 'https://sites.example.com';

/** `count` handles of bucket `bucket` of 16. */
function handlesIn(bucket: number, count: number, stem: string): string[] {
  const found: string[] = [];
  for (let i = 0; found.length < count; i++) {
    const handle = `${stem}-${i}`;
    if (fnv1a32(handle) % 16 === bucket) found.push(handle);
  }
  return found;
}

/**
 * The shared sitemap's bucket limit counts URLs, not sites: a site in two languages is listed at two
 * URLs (`/{handle}/` and `/{handle}/es/`), so three such sites fill a bucket of 5 URLs that three
 * one-language sites do not.
 */
describe.skipIf(pglite === undefined)('the sitemap bucket limit counts URLs (second language)', () => {
  let target: TestDatabase;
  let db: Database;
  let root: string;
  let store: ObjectStore;
  beforeAll(async () => {
    target = await pglite!.open();
    db = target.db;
    root = await mkdtemp(path.join(tmpdir(), 'sitewright-sitemap-languages-'));
    store = createObjectStore({ kind: 'folder', root });
  });
  afterAll(async () => {
    await target?.dispose();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('3 sites of one language stay in v1; the same 3 with Spanish (6 URLs) start the next iteration', async () => {
    const grown: number[] = [];
    const writer = createSitemapWriter({
      db,
      store,
      sitesUrl,
      bucketLimit: 5,
      onIteration: (event) => {
        if (event.state === 'building') grown.push(event.version);
      },
    });
    const sites = handlesIn(0, 3, 'panaderia');
    const record = (language: string | null, sequence: number) =>
      Promise.all(
        sites.map((handle, i) =>
          db.transaction((tx) =>
            recordSitemapChange(tx, {
              handle,
              hash: fnv1a32(handle),
              lastmod: new Date('2026-05-01T00:00:00Z'),
              indexed: true,
              sequence: sequence + i,
              language,
            }),
          ),
        ),
      );

    await record(null, 10);
    await writer.flush();
    expect(grown).toEqual([]);
    expect(await largestSitemapBucket(db, 1)).toBe(3);

    await record('es', 20);
    await writer.flush();
    expect(await largestSitemapBucket(db, 1)).toBe(6);
    expect(grown[0]).toBe(2);
    // Grown until no bucket of the active iteration lists more than 5 URLs; every site still listed
    // at both its URLs.
    const [active] = await liveSitemapIterations(db);
    expect(active?.version).toBeGreaterThan(1);
    expect(await largestSitemapBucket(db, active!.version)).toBeLessThanOrEqual(5);
    const iteration = { version: active!.version, bucketCount: active!.bucketCount };
    const listed = [];
    for (const handle of sites) {
      const bucket = fnv1a32(handle) % iteration.bucketCount;
      const file = await store.get(sitemapKey(bucketName(bucket, iteration)));
      const body = file?.body.toString('utf8') ?? '';
      expect(body).toContain(`<loc>${sitesUrl}/${handle}/es/</loc>`);
      listed.push(...parseBucketXml(body, sitesUrl).filter((e) => e.handle === handle));
    }
    expect(listed.map((e) => [e.handle, e.language])).toEqual(sites.map((handle) => [handle, 'es']));
  });
});
