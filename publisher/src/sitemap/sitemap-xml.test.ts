import { describe, expect, it } from 'vitest';
import {
  bucketXml,
  indexXml,
  normalizeBaseUrl,
  parseBucketXml,
  robotsTxt,
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
    const entries = [{ handle: 'a-b', lastmod: new Date('2025-01-01T00:00:00Z') }];
    expect(
      parseBucketXml(bucketXml(entries, 'https://s.example.com/x&y'), 'https://s.example.com/x&y'),
    ).toEqual(entries);
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
