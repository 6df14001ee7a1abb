import { describe, expect, it } from 'vitest';
import {
  bucketXml,
  indexXml,
  languageUrl,
  maxUrlsPerSitemap,
  normalizeBaseUrl,
  parseBucketXml,
  robotsTxt,
  sitemapUrlCount,
  siteUrl,
  w3cDatetime,
} from './sitemap-xml.ts';

const at = new Date('2025-05-06T07:08:09.123Z');

describe('sitemap XML', () => {
  it('writes a sorted urlset with loc from the base URL and lastmod', () => {
    const xml = bucketXml(
      [
        { handle: 'zeta-co', lastmod: at },
        { handle: 'alpha-co', lastmod: at },
      ],
      'https://sites.example.com/',
    );
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml.indexOf('alpha-co')).toBeLessThan(xml.indexOf('zeta-co'));
    expect(xml).toContain(
      '<url><loc>https://sites.example.com/alpha-co/</loc><lastmod>2025-05-06T07:08:09+00:00</lastmod></url>',
    );
  });

  it('reads back what it wrote', () => {
    const entries = [
      { handle: 'a-b', lastmod: new Date('2025-01-01T00:00:00Z'), language: null },
      { handle: 'c-d', lastmod: new Date('2025-01-02T00:00:00Z'), language: 'es' },
    ];
    expect(
      parseBucketXml(bucketXml(entries, 'https://s.example.com/x&y'), 'https://s.example.com/x&y'),
    ).toEqual(entries);
  });

  it('lists a site with a second language at both URLs, each naming en, its language and x-default', () => {
    const xml = bucketXml(
      [
        { handle: 'casa-rosa', lastmod: at, language: 'es' },
        { handle: 'plain-co', lastmod: at },
      ],
      'https://sites.example.com',
    );
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const links =
      '<xhtml:link rel="alternate" hreflang="en" href="https://sites.example.com/casa-rosa/"/>' +
      '<xhtml:link rel="alternate" hreflang="es" href="https://sites.example.com/casa-rosa/es/"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://sites.example.com/casa-rosa/"/>';
    const lines = xml.split('\n').filter((line) => line.includes('<url>'));
    expect(lines).toEqual([
      `  <url><loc>https://sites.example.com/casa-rosa/</loc><lastmod>2025-05-06T07:08:09+00:00</lastmod>${links}</url>`,
      `  <url><loc>https://sites.example.com/casa-rosa/es/</loc><lastmod>2025-05-06T07:08:09+00:00</lastmod>${links}</url>`,
      '  <url><loc>https://sites.example.com/plain-co/</loc><lastmod>2025-05-06T07:08:09+00:00</lastmod></url>',
    ]);
    expect(languageUrl('http://localhost:3001', 'joes', 'fr')).toBe('http://localhost:3001/joes/fr/');
    // A file without a second language is unchanged: no xhtml namespace.
    expect(bucketXml([{ handle: 'plain-co', lastmod: at }], 'https://sites.example.com')).not.toContain(
      'xmlns:xhtml',
    );
  });

  it('counts URLs against the protocol limit of 50,000, not sites', () => {
    const sites = (n: number, language: string | null) =>
      Array.from({ length: n }, (_, i) => ({ handle: `site-${i}`, lastmod: at, language }));
    expect(maxUrlsPerSitemap).toBe(50_000);
    expect(sitemapUrlCount(sites(25_000, 'es'))).toBe(50_000);
    expect(sitemapUrlCount(sites(3, null))).toBe(3);
    expect(() => bucketXml(sites(25_000, 'es'), 'https://s.example.com')).not.toThrow();
    expect(() => bucketXml(sites(25_001, 'es'), 'https://s.example.com')).toThrow(
      'A sitemap bucket holds at most 50,000 URLs',
    );
  });

  it('indexes buckets by their public URL and announces the index in robots.txt', () => {
    expect(indexXml([{ name: 'v1-3', lastmod: at }], 'https://s.example.com')).toContain(
      '<sitemap><loc>https://s.example.com/v1-3.xml</loc><lastmod>2025-05-06T07:08:09+00:00</lastmod></sitemap>',
    );
    expect(robotsTxt('https://s.example.com/', 'v1-index')).toBe(
      'User-agent: *\nAllow: /\nSitemap: https://s.example.com/v1-index.xml\n',
    );
  });

  it('refuses empty files and bad base URLs', () => {
    expect(() => bucketXml([], 'https://s.example.com')).toThrow(RangeError);
    expect(() => indexXml([], 'https://s.example.com')).toThrow(RangeError);
    expect(() => normalizeBaseUrl('ftp://s.example.com')).toThrow(RangeError);
    expect(() => normalizeBaseUrl('https://s.example.com/?q=1')).toThrow(RangeError);
    expect(siteUrl('http://localhost:3001', 'joes')).toBe('http://localhost:3001/joes/');
    expect(w3cDatetime(new Date('2025-01-01T00:00:00Z'))).toBe('2025-01-01T00:00:00+00:00');
  });
});
