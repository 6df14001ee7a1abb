import { bucketXml, indexXml, planSitemapUpdate } from '@sitewright/publisher';
import { describe, expect, it } from 'vitest';
import { siteindexXsd, urlsetXsd, validateXml, xmllintMissingReason } from '../support/xmllint.ts';

const missing = xmllintMissingReason();
const base = 'https://sites.example.com';
const at = (iso: string) => new Date(iso);

// spec §3 Sitemap, validated against the sitemaps.org schemas with xmllint.
describe.skipIf(missing !== null)(
  `sitemap files against the sitemaps.org XSD${missing ? ` (${missing})` : ''}`,
  () => {
    it('a bucket file is a valid urlset', () => {
      const xml = bucketXml(
        [
          { handle: 'joes-plumbing', lastmod: at('2025-01-02T03:04:05.678Z') },
          { handle: 'a-b-c', lastmod: at('2024-12-31T23:59:59Z') },
        ],
        'https://sites.example.com/a&b',
      );
      expect(xml).toContain('<loc>https://sites.example.com/a&amp;b/joes-plumbing/</loc>');
      const result = validateXml(xml, urlsetXsd);
      expect(result.output).toContain('validates');
      expect(result.valid).toBe(true);
    });

    it('the index of all 16 buckets is a valid sitemapindex', () => {
      const buckets = Array.from({ length: 16 }, (_, b) => ({
        name: `v1-${b.toString(16)}`,
        lastmod: at('2025-01-01T00:00:00Z'),
      }));
      const xml = indexXml(buckets, base);
      expect(xml.match(/<sitemap>/g)).toHaveLength(16);
      expect(validateXml(xml, siteindexXsd).valid).toBe(true);
    });

    it('every file a plan writes validates', () => {
      const plan = planSitemapUpdate({
        change: {
          type: 'upsert',
          handle: 'sunny-bakery',
          lastmod: at('2025-03-01T00:00:00Z'),
          indexed: true,
        },
        bucketEntries: [{ handle: 'other-site', lastmod: at('2025-02-01T00:00:00Z') }],
        bucketLastmods: Array.from({ length: 16 }, (_, b) =>
          b % 3 === 0 ? at('2025-01-01T00:00:00Z') : null,
        ),
        sitesBaseUrl: base,
        now: at('2025-03-01T00:00:00Z'),
      });
      const [bucket, index] = plan.files;
      expect(validateXml(bucket?.body ?? '', urlsetXsd).valid).toBe(true);
      expect(validateXml(index?.body ?? '', siteindexXsd).valid).toBe(true);
    });

    it('the validator does reject broken files (so the checks above can fail)', () => {
      const empty =
        '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>';
      expect(validateXml(empty, urlsetXsd).valid).toBe(false);
      const badDate = bucketXml([{ handle: 'x-site', lastmod: at('2025-01-01T00:00:00Z') }], base).replace(
        '2025-01-01T00:00:00+00:00',
        'yesterday',
      );
      expect(validateXml(badDate, urlsetXsd).valid).toBe(false);
      const urlsetAsIndex = bucketXml([{ handle: 'x-site', lastmod: at('2025-01-01T00:00:00Z') }], base);
      expect(validateXml(urlsetAsIndex, siteindexXsd).valid).toBe(false);
    });
  },
);
