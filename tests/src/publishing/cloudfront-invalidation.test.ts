import {
  bucketName,
  bucketOf,
  changedPaths,
  createCloudFrontCdn,
  maxPathsPerInvalidation,
  noopCdn,
  planSitemapUpdate,
} from '@sitewright/publisher';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeCloudFront, startFakeCloudFront } from '../support/fake-cloudfront.ts';

const credentials = { accessKeyId: 'test', secretAccessKey: 'test' };

describe('CloudFront invalidation of exactly the changed paths', () => {
  let cloudfront: FakeCloudFront;
  beforeAll(async () => {
    cloudfront = await startFakeCloudFront();
  });
  beforeEach(() => {
    cloudfront.invalidations.length = 0;
  });
  afterAll(async () => cloudfront.stop());

  const cdn = () =>
    createCloudFrontCdn({
      distributionId: 'E2SITES',
      endpoint: cloudfront.endpoint,
      credentials,
      retry: { baseMs: 5 },
    });

  it('a publish invalidates its sitemap bucket and the index, not its new immutable build', async () => {
    const plan = planSitemapUpdate({
      change: {
        type: 'upsert',
        handle: 'joes-plumbing',
        lastmod: new Date('2025-02-01T00:00:00Z'),
        indexed: true,
      },
      bucketEntries: [],
      bucketLastmods: Array.from({ length: 16 }, () => null),
      sitesBaseUrl: 'https://sites.example.com',
      now: new Date('2025-02-01T00:00:00Z'),
    });
    const paths = changedPaths({
      siteKeys: ['sites/joes-plumbing/b7/index.html', 'sites/joes-plumbing/b7/assets/site.0123abcd.css'],
      sitemapKeys: plan.files.map((f) => f.key),
    });
    const out = await cdn().invalidate(paths, 'publish-42');
    const bucket = bucketName(bucketOf('joes-plumbing'));
    expect(cloudfront.invalidations).toEqual([
      {
        distributionId: 'E2SITES',
        callerReference: 'publish-42',
        paths: [`/sitemaps/${bucket}.xml`, '/sitemaps/v1-index.xml'].sort(),
      },
    ]);
    expect(out.invalidationIds).toEqual(['I1FAKE']);
  });

  it('retries a 503 from the API, then succeeds with the same caller reference', async () => {
    cloudfront.failNext(2, 503);
    await cdn().invalidate(['/sitemaps/v1-index.xml'], 'job-7');
    expect(cloudfront.invalidations).toEqual([
      { distributionId: 'E2SITES', callerReference: 'job-7', paths: ['/sitemaps/v1-index.xml'] },
    ]);
  });

  it('splits more than 3000 paths into batches', async () => {
    const paths = Array.from({ length: maxPathsPerInvalidation + 2 }, (_, i) => `/p/${i}`);
    await cdn().invalidate(paths, 'big');
    expect(cloudfront.invalidations.map((i) => [i.callerReference, i.paths.length])).toEqual([
      ['big', 3000],
      ['big#1', 2],
    ]);
  });

  it('the embedded default has nothing to invalidate', async () => {
    expect(await noopCdn.invalidate(['/x'])).toEqual({ invalidationIds: [] });
    expect(cloudfront.invalidations).toEqual([]);
  });
});
