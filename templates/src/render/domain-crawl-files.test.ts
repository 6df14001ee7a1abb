import { describe, expect, it } from 'vitest';
import { renderSite } from './render-site.ts';
import { fileText, ownDomain, sharedOrigin, siteWith } from './testing.ts';

const paths = (site: Awaited<ReturnType<typeof renderSite>>) => site.files.map((f) => f.path);

describe('robots.txt and sitemap.xml of a custom domain', () => {
  it('a build for the domain carries both: the domain crawlable, its one page listed, dated when rendered', async () => {
    const before = Math.floor(Date.now() / 1000) * 1000;
    const site = await renderSite(siteWith({ searchIndexing: true }), ownDomain);
    const after = Date.now();
    expect(fileText(site, 'robots.txt')).toBe(
      'User-agent: *\nAllow: /\nSitemap: https://www.rosabakery.com/sitemap.xml\n',
    );
    const xml = fileText(site, 'sitemap.xml');
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<loc>/g)).toHaveLength(1);
    expect(xml).toContain('<loc>https://www.rosabakery.com/</loc>');
    const lastmod = /<lastmod>(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)\+00:00<\/lastmod>/.exec(xml)?.[1];
    const at = Date.parse(`${lastmod}Z`);
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(after);
    const byPath = Object.fromEntries(site.files.map((f) => [f.path, f]));
    expect(byPath['robots.txt']).toMatchObject({
      contentType: 'text/plain; charset=utf-8',
      immutable: false,
    });
    expect(byPath['sitemap.xml']).toMatchObject({
      contentType: 'application/xml; charset=utf-8',
      immutable: false,
    });
  });

  it('search indexing off: robots.txt disallows everything and names no sitemap; no sitemap.xml', async () => {
    const site = await renderSite(siteWith({ searchIndexing: false }), ownDomain);
    expect(fileText(site, 'robots.txt')).toBe('User-agent: *\nDisallow: /\n');
    expect(paths(site)).not.toContain('sitemap.xml');
  });

  it('none on the shared origin (its robots.txt and sitemaps are the publisher’s)', async () => {
    const site = await renderSite(siteWith({ searchIndexing: true }), sharedOrigin);
    expect(paths(site)).not.toContain('robots.txt');
    expect(paths(site)).not.toContain('sitemap.xml');
  });
});
