import { primaryLanguage, publicSiteUrl } from '@sitewright/model';

/** One site in a sitemap bucket. */
export interface SitemapEntry {
  handle: string;
  /** When the site was last published. */
  lastmod: Date;
  /**
   * The site's second language (`es` …): its page `/{handle}/es/` is listed too, and both URLs
   * name each other as `hreflang` alternates. Absent or null: the site has one page.
   */
  language?: string | null;
}

/** One bucket listed in the index. */
export interface SitemapIndexEntry {
  name: string;
  lastmod: Date;
}

/** The sitemaps.org protocol's limit of URLs in one file. */
export const maxUrlsPerSitemap = 50_000;

const xmlns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Google's namespace for a URL's language alternates (`<xhtml:link rel="alternate" hreflang>`). */
const xhtmlns = 'http://www.w3.org/1999/xhtml';

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

/** The address of a site's second-language page, `{sitesBaseUrl}/{handle}/{language}/`. */
export function languageUrl(sitesBaseUrl: string, handle: string, language: string): string {
  return `${siteUrl(sitesBaseUrl, handle)}${language}/`;
}

/** How many URLs the entries list: one per site, two for a site with a second language. */
export function sitemapUrlCount(entries: readonly SitemapEntry[]): number {
  return entries.reduce((n, e) => n + (e.language ? 2 : 1), 0);
}

/** The `<url>` lines of one site: its page, and its second-language page with both alternates. */
function siteUrls(entry: SitemapEntry, base: string): string[] {
  const home = publicSiteUrl({ sitesUrl: base, handle: entry.handle, servingDomain: null });
  const lastmod = `<lastmod>${w3cDatetime(entry.lastmod)}</lastmod>`;
  if (!entry.language) return [`  <url><loc>${escapeXml(home)}</loc>${lastmod}</url>`];
  const translated = `${home}${entry.language}/`;
  // Each URL lists every version, itself included, and the first language as x-default (Google's
  // "Tell Google about localized versions of your page", sitemap method).
  const alternates = (
    [
      [primaryLanguage, home],
      [entry.language, translated],
      ['x-default', home],
    ] as const
  )
    .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`)
    .join('');
  return [home, translated].map((loc) => `  <url><loc>${escapeXml(loc)}</loc>${lastmod}${alternates}</url>`);
}

/**
 * A bucket file: a `<urlset>` with one `<url>` (`<loc>`, `<lastmod>`) per site, sorted by handle; a
 * site with a second language has two, each with `<xhtml:link rel="alternate">` to both (and
 * `x-default`), and only then does the urlset declare `xmlns:xhtml`. The schema requires at least
 * one `<url>`: an empty bucket has no file (see `planSitemapUpdate`). The protocol's 50,000 counts
 * URLs, not sites.
 */
export function bucketXml(entries: readonly SitemapEntry[], sitesBaseUrl: string): string {
  if (entries.length === 0) throw new RangeError('A sitemap bucket needs at least one site');
  if (sitemapUrlCount(entries) > maxUrlsPerSitemap) {
    throw new RangeError('A sitemap bucket holds at most 50,000 URLs');
  }
  const base = normalizeBaseUrl(sitesBaseUrl);
  const urls = [...entries].sort((a, b) => (a.handle < b.handle ? -1 : 1)).flatMap((e) => siteUrls(e, base));
  const namespaces = entries.some((e) => e.language)
    ? `xmlns="${xmlns}" xmlns:xhtml="${xhtmlns}"`
    : `xmlns="${xmlns}"`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls.join('\n')}\n</urlset>\n`;
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

/**
 * Reads back the entries of a bucket file written by {@link bucketXml} (the store as the source of
 * truth): one per site, its second language (or null) from its first URL's alternates.
 */
export function parseBucketXml(xml: string, sitesBaseUrl: string): SitemapEntry[] {
  const base = `${normalizeBaseUrl(sitesBaseUrl)}/`;
  const entries: SitemapEntry[] = [];
  for (const m of xml.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod>(.*?)<\/url>/g)) {
    const loc = (m[1] ?? '').replace(/&amp;/g, '&');
    if (!loc.startsWith(base)) continue;
    const path = loc.slice(base.length).replace(/\/$/, '');
    // A second-language page (`handle/es`) is its site's entry's second URL.
    if (path.includes('/')) continue;
    const language =
      [...(m[3] ?? '').matchAll(/hreflang="([^"]+)"/g)]
        .map((link) => link[1] as string)
        .find((lang) => lang !== primaryLanguage && lang !== 'x-default') ?? null;
    entries.push({ handle: path, lastmod: new Date(m[2] ?? ''), language });
  }
  return entries;
}
