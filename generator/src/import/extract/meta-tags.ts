import type { CheerioAPI } from 'cheerio';
import type { BusinessFields } from '../imported-business.ts';
import { absoluteUrl, collapse } from './page-text.ts';

/** The page's `<title>`, Open Graph and Twitter card facts, and the meta description. */
export interface PageMeta {
  title?: string;
  ogTitle?: string;
  siteName?: string;
  description?: string;
  ogDescription?: string;
  images: { url: string; alt?: string }[];
  canonical?: string;
}

const metaCache = new WeakMap<CheerioAPI, Map<string, string>>();

/** Every `<meta>` of the page by property or name (first one wins), read in one pass. */
function metaTags($: CheerioAPI): Map<string, string> {
  let tags = metaCache.get($);
  if (!tags) {
    tags = new Map();
    for (const el of $('meta').toArray()) {
      const key = $(el).attr('property') ?? $(el).attr('name');
      const content = collapse($(el).attr('content'));
      if (key && content !== '' && !tags.has(key)) tags.set(key, content);
    }
    metaCache.set($, tags);
  }
  return tags;
}

/** The content of the first `<meta>` whose property or name is one of `keys`. */
export function metaContent($: CheerioAPI, ...keys: string[]): string | undefined {
  const tags = metaTags($);
  for (const key of keys) {
    const value = tags.get(key);
    if (value !== undefined) return value;
  }
  return undefined;
}

export function pageMeta($: CheerioAPI, pageUrl: string): PageMeta {
  const title = collapse($('title').first().text());
  const imageAlt = metaContent($, 'og:image:alt', 'twitter:image:alt');
  const images = [metaContent($, 'og:image:secure_url', 'og:image'), metaContent($, 'twitter:image')]
    .map((src) => absoluteUrl(src, pageUrl))
    .filter((url): url is string => url !== undefined)
    .map((url) => ({ url, ...(imageAlt ? { alt: imageAlt } : {}) }));
  return {
    title: title === '' ? undefined : title,
    ogTitle: metaContent($, 'og:title', 'twitter:title'),
    siteName: metaContent($, 'og:site_name', 'application-name'),
    description: metaContent($, 'description'),
    ogDescription: metaContent($, 'og:description', 'twitter:description'),
    images,
    canonical: absoluteUrl($('link[rel="canonical"]').attr('href') ?? metaContent($, 'og:url'), pageUrl),
  };
}

const genericTitleParts = /^(home|homepage|home page|welcome|main|index|official site|official website)$/i;

/**
 * The business name a generic page most likely means: `og:site_name`, else the part of the title
 * (split at `|`, `-`, `–`, `—`, `·`, `:`) that also appears in the main heading or is not a
 * generic word like "Home", else the first part.
 */
export function likelyName($: CheerioAPI, meta: PageMeta): string | undefined {
  if (meta.siteName) return meta.siteName;
  const title = meta.ogTitle ?? meta.title;
  if (!title) return undefined;
  const parts = title
    .split(/\s+[|\-–—·:]\s+/)
    .map((p) => p.trim())
    .filter((p) => p !== '' && !genericTitleParts.test(p));
  const heading = collapse($('h1').first().text()).toLowerCase();
  return parts.find((p) => heading.includes(p.toLowerCase())) ?? parts[0];
}

/** The facts a page states in its head: Open Graph, Twitter card, description. */
export function metaBusiness($: CheerioAPI, meta: PageMeta): BusinessFields {
  return {
    name: likelyName($, meta),
    description: meta.description ?? meta.ogDescription,
    images: meta.images,
  };
}
