import type { BusinessFields, ImportedReview } from '../imported-business.ts';
import { pageImages } from './page-heuristics.ts';
import { sectionUnder, textUnder } from './page-sections.ts';
import { clip, collapse } from './page-text.ts';
import { type PageContext, type SiteExtractor, starsFromLabel } from './site-extractor.ts';

/**
 * A Thumbtack pro profile (`/<state>/<city>/<category>/<pro>/service/<id>`): a LocalBusiness
 * JSON-LD block (name, area, rating, a few reviews), then sections introduced by `h2` headings —
 * About, Overview (hired count, area served, years in business: kept in the text), Business hours (`dl`),
 * Services offered, Reviews and FAQs.
 */
export const thumbtackExtractor: SiteExtractor = {
  fields,
  textRoots: ['main', 'body'],
};

/** "/tx/austin/house-cleaning/sparkle/service/1" → "House cleaning". */
function categoryFromPath(url: URL): string | undefined {
  const slug = url.pathname.split('/').filter(Boolean)[2];
  if (!slug || slug === 'service') return undefined;
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fields({ $, url }: PageContext): BusinessFields {
  const services: string[] = [];
  sectionUnder($, /^(services offered|specialties)$/i)
    ?.find('li')
    .each((_, el) => {
      const lead = $(el).children().first();
      const name = clip((lead.length > 0 ? lead : $(el)).text(), 200);
      if (name) services.push(name);
    });
  const hours: string[] = [];
  sectionUnder($, /^business hours$/i)
    ?.find('dt')
    .each((_, dt) => {
      hours.push(`${collapse($(dt).text())}: ${collapse($(dt).next('dd').text())}`);
    });
  // The Overview's "Serves Austin, TX".
  const serves = sectionUnder($, /^overview$/i)
    ?.find('li')
    .toArray()
    .map((el) => /^Serves\s+(.+)$/i.exec(collapse($(el).text()))?.[1])
    .filter((place): place is string => Boolean(place));
  return {
    name: collapse($('main h1').first().text()) || undefined,
    serviceArea: serves,
    description: clip(textUnder($, /^about$/i)?.replace(/\n/g, ' '), 2000),
    category: categoryFromPath(url),
    services,
    hours: hours.length > 0 ? hours : undefined,
    reviews: reviews($),
    images: pageImages($, url.href, 'main img'),
  };
}

function reviews($: PageContext['$']): ImportedReview[] {
  const found: ImportedReview[] = [];
  sectionUnder($, /^reviews$/i)
    ?.find('li')
    .each((_, el) => {
      const item = $(el);
      const text = clip(item.find('[class*="text"]').first().text(), 1000);
      if (!text) return;
      const author = clip(item.find('[data-testid="review-author"]').first().text(), 80);
      const rating = starsFromLabel(item.find('[aria-label*="stars"]').attr('aria-label'));
      found.push({ text, ...(author ? { author } : {}), ...(rating !== undefined ? { rating } : {}) });
    });
  return found;
}
