import type { BusinessFields, ImportedReview } from '../imported-business.ts';
import { pageImages } from './page-heuristics.ts';
import { clip, collapse } from './page-text.ts';
import { type PageContext, type SiteExtractor, starsFromLabel } from './site-extractor.ts';

/**
 * A Yelp business page (`/biz/<slug>`): JSON-LD carries name, address, phone, rating and a few
 * reviews (read by the generic JSON-LD step); the page adds category links (`?cflt=`), the
 * "Services Offered", "Location & Hours" (hours table) and "About the Business" sections, and the
 * "Recommended Reviews" list. Yelp's class names carry build hashes (`hours-table__09f24__…`), so
 * only their stable prefixes and `aria-label`s are matched.
 */
export const yelpExtractor: SiteExtractor = {
  fields,
  textRoots: ['main', 'body'],
};

function section($: PageContext['$'], label: string) {
  return $(`section[aria-label="${label}"]`);
}

function fields({ $, meta, url }: PageContext): BusinessFields {
  const categories = $('a[href*="cflt="]')
    .filter((_, el) => $(el).closest('main').length > 0)
    .toArray()
    .map((el) => collapse($(el).text()))
    .filter((name) => name !== '');
  const offered = section($, 'Services Offered')
    .find('[class*="arrange-unit"] p, li')
    .toArray()
    .map((el) => collapse($(el).text()))
    .filter((name) => name !== '' && !/^verified by business$/i.test(name));
  const about = section($, 'About the Business')
    .find('p')
    .toArray()
    .map((el) => collapse($(el).text()))
    .filter((text) => text.length >= 80);
  const hours = $('table[class*="hours-table"] tr')
    .toArray()
    .map((row) => `${collapse($(row).find('th').text())}: ${collapse($(row).find('td').text())}`)
    .filter((line) => line.length > 3);
  const titleName = meta.ogTitle?.replace(/\s+-\s+[^-]+,\s*[A-Z]{2}$/, '');
  return {
    name: collapse($('main h1').first().text()) || titleName,
    description: clip(about.join(' '), 2000) ?? meta.ogDescription?.replace(/^Specialties:\s*/i, ''),
    category: categories[0],
    services: [...offered, ...categories],
    hours: hours.length > 0 ? hours : undefined,
    address: clip(
      $('main address')
        .first()
        .find('p')
        .toArray()
        .map((p) => $(p).text())
        .join(', '),
      300,
    ),
    reviews: recommendedReviews($),
    images: pageImages($, url.href, 'main img'),
  };
}

function recommendedReviews($: PageContext['$']): ImportedReview[] {
  const reviews: ImportedReview[] = [];
  section($, 'Recommended Reviews')
    .find('li')
    .each((_, el) => {
      const item = $(el);
      const text = clip(item.find('[class*="comment"] [lang], [class*="comment"]').first().text(), 1000);
      if (!text) return;
      const author = clip(item.find('a[href*="user_details"]').first().text(), 80);
      const rating = starsFromLabel(item.find('[aria-label*="star rating"]').attr('aria-label'));
      reviews.push({ text, ...(author ? { author } : {}), ...(rating !== undefined ? { rating } : {}) });
    });
  return reviews;
}
