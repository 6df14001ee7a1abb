import { publicSiteUrl } from '@sitewright/model';

/** One site in a sitemap bucket. */
export interface SitemapEntry {
  handle: string;
  /** When the site was last published. */
  lastmod: Date;
}

/** One bucket listed in the index. */
export interface SitemapIndexEntry {
  name: string;
  lastmod: Date;
}

/** The sitemaps.org protocol's limit of URLs in one file. */
export const maxUrlsPerSitemap = 50_000;

const xmlns = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`,
  );
}

/** W3C datetime in UTC, seconds precision: `2025-01-31T09:30:00+00:00`. */
export function w3cDatetime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/** The base URL without a trailing slash; it must be an absolute http(s) URL with no query or fragment. */
export function normalizeBaseUrl(sitesBaseUrl: string): string {
  const url = new URL(sitesBaseUrl);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new RangeError(`Not a sites base URL: ${sitesBaseUrl}`);
  }
  return url.href.replace(/\/+$/, '');
}

/**
 * The free address of a site, `{sitesBaseUrl}/{handle}/`: model's `publicSiteUrl` with no serving
 * domain (a sitemap lists only the sites no custom domain serves).
 */
export function siteUrl(sitesBaseUrl: string, handle: string): string {
  return publicSiteUrl({ sitesUrl: normalizeBaseUrl(sitesBaseUrl), handle, servingDomain: null });
}

/**
 * A bucket file: a `<urlset>` with one `<url>` (`<loc>`, `<lastmod>`) per site, sorted by handle.
 * The schema requires at least one `<url>`: an empty bucket has no file (see `planSitemapUpdate`).
 */
export function bucketXml(entries: readonly SitemapEntry[], sitesBaseUrl: string): string {
  if (entries.length === 0) throw new RangeError('A sitemap bucket needs at least one site');
  if (entries.length > maxUrlsPerSitemap) throw new RangeError('A sitemap bucket holds at most 50,000 sites');
  const urls = [...entries]
    .sort((a, b) => (a.handle < b.handle ? -1 : 1))
    .map(
      (e) =>
        `  <url><loc>${escapeXml(siteUrl(sitesBaseUrl, e.handle))}</loc><lastmod>${w3cDatetime(e.lastmod)}</lastmod></url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${xmlns}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The index file: a `<sitemapindex>` listing each non-empty bucket at `{sitesBaseUrl}/{name}.xml`. */
export function indexXml(buckets: readonly SitemapIndexEntry[], sitesBaseUrl: string): string {
  if (buckets.length === 0) throw new RangeError('A sitemap index needs at least one bucket');
  const base = normalizeBaseUrl(sitesBaseUrl);
  const items = buckets.map(
    (b) =>
      `  <sitemap><loc>${escapeXml(`${base}/${b.name}.xml`)}</loc><lastmod>${w3cDatetime(b.lastmod)}</lastmod></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${xmlns}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** `robots.txt` of the shared origin: everything crawlable, the index announced. */
export function robotsTxt(sitesBaseUrl: string, indexFile: string): string {
  return `User-agent: *\nAllow: /\nSitemap: ${normalizeBaseUrl(sitesBaseUrl)}/${indexFile}.xml\n`;
}

/** Reads back the entries of a bucket file written by {@link bucketXml} (the store as the source of truth). */
export function parseBucketXml(xml: string, sitesBaseUrl: string): SitemapEntry[] {
  const base = `${normalizeBaseUrl(sitesBaseUrl)}/`;
  const entries: SitemapEntry[] = [];
  for (const m of xml.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod><\/url>/g)) {
    const loc = (m[1] ?? '').replace(/&amp;/g, '&');
    if (!loc.startsWith(base)) continue;
    entries.push({ handle: loc.slice(base.length).replace(/\/$/, ''), lastmod: new Date(m[2] ?? '') });
  }
  return entries;
}
