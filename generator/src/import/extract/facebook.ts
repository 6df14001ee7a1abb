import type { BusinessFields, ImportedReview } from '../imported-business.ts';
import { emailPattern, pageImages, phonePattern } from './page-heuristics.ts';
import { itemsUnder } from './page-sections.ts';
import { clip, collapse } from './page-text.ts';
import type { PageContext, SiteExtractor } from './site-extractor.ts';

/**
 * A public Facebook Page as served to a visitor who is not logged in: the name in the main `h1`
 * and `og:title`, the "Intro" tile (a list of category, address, phone, e-mail, website, hours and
 * rating lines, each behind an icon), a "Services" tile, recommendation articles and posts.
 * Class names are generated and change weekly, so only roles, `data-pagelet` and text are read.
 */
export const facebookExtractor: SiteExtractor = {
  fields,
  textRoots: [
    '[data-pagelet^="ProfileTilesFeed"], [data-pagelet="ProfileTimeline"]',
    '[role="main"]',
    'body',
  ],
};

/** "… 1,214 likes · 38 talking about this · 212 were here. About text" → "About text". */
export function stripFacebookStats(description: string | undefined): string | undefined {
  if (!description) return undefined;
  // Counters lead the description; a bounded input keeps the regular expression cheap on any page.
  const head = description.slice(0, 2000);
  const stats =
    /(?:[\d.,]+\s*[KMB]?\s+(?:likes?|followers?|talking about this|were here|check-ins?)\s*[·.]?\s*)+/gi;
  let end = -1;
  for (const match of head.matchAll(stats)) end = match.index + match[0].length;
  return clip(end >= 0 ? head.slice(end) : head, 2000);
}

function fields({ $, meta, url }: PageContext): BusinessFields {
  const title = (meta.ogTitle ?? meta.title ?? '').replace(/\s*[|-]\s*Facebook\s*$/i, '');
  const heading = collapse($('[role="main"] h1').first().text());
  const result: BusinessFields = {
    name: heading || clip(title.split(/\s+\|\s+/)[0], 120),
    description: stripFacebookStats(meta.ogDescription ?? meta.description),
    services: itemsUnder($, /^services$/i),
    reviews: recommendations($),
    images: pageImages($, url.href, '[role="main"] img'),
  };
  const hours: string[] = [];
  $('[data-pagelet^="ProfileTilesFeed"] li').each((_, el) => {
    const line = collapse($(el).text());
    if (line.length > 300) return; // an Intro line is short; longer text is not one of its facts
    const category = /^Page\s*·\s*(.+)$/i.exec(line);
    const rating = /^Rating\s*·\s*([\d.]+)\s*\((\d+)\s+Reviews?\)/i.exec(line);
    if (category) result.category ??= category[1];
    else if (rating) result.rating ??= { value: Number(rating[1]), count: Number(rating[2]) };
    else if (/^(Open|Closed|Always open|Opens|Closes)\b/i.test(line)) hours.push(todayHours(line));
    else if (/^Price range/i.test(line)) return;
    else if (emailPattern.test(line) && !line.includes(' ')) result.email ??= line;
    else if (phonePattern.test(line) && line.replace(/[\d\s()+.-]/g, '') === '') result.phone ??= line;
    else if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(line)) result.website ??= `https://${line}`;
    else if (/\d/.test(line) && line.includes(',')) result.address ??= line;
  });
  if (hours.length > 0) result.hours = hours;
  return result;
}

/** The Intro tile shows today's hours behind a live status: "Open now · 7:00 AM - 6:00 PM". */
function todayHours(line: string): string {
  const hours = /^(?:Open now|Closed now)\s*·\s*(.+)$/i.exec(line)?.[1];
  return hours ? `Today: ${hours}` : line;
}

/** "X recommends Page." articles: author in `strong`, text in the last `div[dir=auto]`. */
function recommendations($: PageContext['$']): ImportedReview[] {
  const reviews: ImportedReview[] = [];
  $('[role="article"]').each((_, el) => {
    const article = $(el);
    if (!/\brecommends\b/i.test(article.find('h3, h2').first().text())) return;
    const text = clip(article.find('div[dir="auto"]').last().text(), 1000);
    const author = clip(article.find('strong').first().text(), 80);
    if (text) reviews.push({ text, ...(author ? { author } : {}) });
  });
  return reviews;
}
