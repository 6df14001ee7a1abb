import { describe, expect, it } from 'vitest';
import { changedPaths } from './changed-paths.ts';

describe('changedPaths', () => {
  it('leaves out files under a new immutable build prefix and keeps the sitemap files', () => {
    expect(
      changedPaths({
        siteKeys: ['sites/joes/b7/index.html', 'sites/joes/b7/assets/site.0123abcd.css'],
        sitemapKeys: ['sitemaps/v1-index.xml', 'sitemaps/v1-3.xml'],
      }),
    ).toEqual(['/sitemaps/v1-3.xml', '/sitemaps/v1-index.xml']);
  });
  it('invalidates site keys overwritten in place, once each', () => {
    expect(
      changedPaths({
        siteKeys: ['sites/joes/robots.txt', 'sites/joes/robots.txt'],
        sitemapKeys: ['sitemaps/v1-3.xml'],
      }),
    ).toEqual(['/sitemaps/v1-3.xml', '/sites/joes/robots.txt']);
  });
  it('is empty when nothing was overwritten', () => {
    expect(changedPaths({ siteKeys: ['sites/joes/b8/index.html'], sitemapKeys: [] })).toEqual([]);
  });
});
