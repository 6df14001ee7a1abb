import type { CreateFromLink } from '@sitewright/model';
import type { PageMeta } from './meta-tags.ts';

const byHost: [RegExp, CreateFromLink][] = [
  [/(^|\.)(facebook\.com|fb\.com|fb\.me)$/, 'Facebook'],
  [/(^|\.)yelp\.(com|ca|co\.uk|com\.au|ie|de|fr|es|it)$/, 'Yelp'],
  [/(^|\.)thumbtack\.com$/, 'Thumbtack'],
  // Only github.com itself: `<user>.github.io` is the owner's own site, read like any other.
  [/^(www\.)?github\.com$/, 'GitHub'],
];

const bySiteName: Record<string, CreateFromLink> = {
  facebook: 'Facebook',
  yelp: 'Yelp',
  thumbtack: 'Thumbtack',
  github: 'GitHub',
};

/**
 * Which extractor reads a page (spec §3 CreateFromLink): by the host of its final URL, else by the
 * `og:site_name` the page declares (a mirror or a regional domain), else Generic.
 */
export function detectSource(url: URL, meta: Pick<PageMeta, 'siteName'>): CreateFromLink {
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  for (const [pattern, source] of byHost) if (pattern.test(host)) return source;
  return bySiteName[(meta.siteName ?? '').toLowerCase()] ?? 'Generic';
}
