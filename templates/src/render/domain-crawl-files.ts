import { primaryLanguage } from '@sitewright/model';
import { isMultilingual, languageUrl } from '../page/languages.ts';
import type { RenderContext } from '../render-context.ts';
import type { SiteFile } from '../site-files.ts';

/** Content types of a custom domain's crawler files (the names the object store would give them). */
export const crawlContentTypes = {
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
} as const;

const sitemapsNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => xmlEntities[c] as string);

/** W3C datetime in UTC to the second, as the shared origin's sitemaps write it: `2025-01-31T09:30:00+00:00`. */
const w3cDatetime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');

/** The site's home page URL on its domain: the configured `siteUrl` with its closing slash. */
const homeUrl = (ctx: RenderContext) => `${ctx.options.siteUrl}/`;

/**
 * `robots.txt` at the root of a custom domain. Indexing on: everything crawlable and the domain's
 * own `sitemap.xml` announced. Indexing off (spec §3 `searchIndexing`): everything disallowed and no
 * sitemap named — the page itself also carries `<meta name="robots" content="noindex">`.
 */
export function domainRobotsTxt(ctx: RenderContext): string {
  if (!ctx.settings.searchIndexing) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\nSitemap: ${homeUrl(ctx)}sitemap.xml\n`;
}

const xhtmlNamespace = 'http://www.w3.org/1999/xhtml';

/**
 * `sitemap.xml` at the root of a custom domain (sitemaps.org 0.9 `urlset`): the one page of the
 * site, its `lastmod` the time it was published. A site in two languages lists both pages, each
 * with an `xhtml:link rel="alternate"` to every language's page (its own included) and to the
 * first language's as `x-default` — Google's sitemap form of the pages' hreflang links.
 */
export function domainSitemapXml(ctx: RenderContext, publishedAt: Date): string {
  const lastmod = `<lastmod>${w3cDatetime(publishedAt)}</lastmod>`;
  if (!isMultilingual(ctx)) {
    return (
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${sitemapsNamespace}">\n` +
      `  <url><loc>${escapeXml(homeUrl(ctx))}</loc>${lastmod}</url>\n` +
      '</urlset>\n'
    );
  }
  const alternate = (hreflang: string, href: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>\n`;
  const alternates =
    ctx.languages.map((code) => alternate(code, languageUrl(ctx, code))).join('') +
    alternate('x-default', languageUrl(ctx, primaryLanguage));
  const urls = ctx.languages.map(
    (code) =>
      `  <url>\n    <loc>${escapeXml(languageUrl(ctx, code))}</loc>${lastmod}\n${alternates}  </url>\n`,
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${sitemapsNamespace}" xmlns:xhtml="${xhtmlNamespace}">\n` +
    urls.join('') +
    '</urlset>\n'
  );
}

/**
 * The crawler files of a build rendered for the site's connected custom domain (`customDomain`,
 * `mode: 'publish'`): `robots.txt`, and `sitemap.xml` unless search indexing is off. None on the
 * shared sites origin, whose `robots.txt` and sitemap buckets are the publisher's; none in the preview.
 * Revalidated on every visit (not `immutable`): their names outlive their bytes.
 */
export function domainCrawlFiles(
  ctx: RenderContext,
  publishedAt: Date,
  encode: (text: string) => Uint8Array,
): SiteFile[] {
  if (!ctx.options.customDomain || ctx.options.mode !== 'publish') return [];
  const robots: SiteFile = {
    path: 'robots.txt',
    contents: encode(domainRobotsTxt(ctx)),
    contentType: crawlContentTypes.txt,
    immutable: false,
  };
  if (!ctx.settings.searchIndexing) return [robots];
  return [
    robots,
    {
      path: 'sitemap.xml',
      contents: encode(domainSitemapXml(ctx, publishedAt)),
      contentType: crawlContentTypes.xml,
      immutable: false,
    },
  ];
}
