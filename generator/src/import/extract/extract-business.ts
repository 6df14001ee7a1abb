import { type CreateFromLink, capScrapeText } from '@sitewright/model';
import { load } from 'cheerio';
import {
  type BusinessFields,
  type ImportedBusiness,
  importedBusiness,
  importedLimits as limit,
} from '../imported-business.ts';
import { detectSource } from './detect-source.ts';
import { facebookExtractor } from './facebook.ts';
import { githubExtractor } from './github.ts';
import { jsonLdBusiness } from './json-ld.ts';
import { mergeFields } from './merge-fields.ts';
import { metaBusiness, pageMeta } from './meta-tags.ts';
import { pageHeuristics, servingPlaces } from './page-heuristics.ts';
import { clip, defaultTextRoots, visibleText } from './page-text.ts';
import type { SiteExtractor } from './site-extractor.ts';
import { thumbtackExtractor } from './thumbtack.ts';
import { yelpExtractor } from './yelp.ts';

const genericExtractor: SiteExtractor = { fields: () => ({}), textRoots: defaultTextRoots };

/** One extractor per kind of link (spec §3 CreateFromLink); a missing one is a type error. */
export const siteExtractors = {
  Facebook: facebookExtractor,
  Yelp: yelpExtractor,
  Thumbtack: thumbtackExtractor,
  GitHub: githubExtractor,
  Generic: genericExtractor,
} satisfies Record<CreateFromLink, SiteExtractor>;

/**
 * Reads a business from a page's HTML. The page's own extractor (by host, see `detectSource`),
 * JSON-LD and the head's Open Graph facts are trusted first; plain-page heuristics (tel: links,
 * `<address>`, "Services" and "Testimonials" headings) fill what they leave open. The text is the
 * visible main text capped at 7500 characters (spec §5). The result is parsed with
 * {@link importedBusiness}. A page that names no service area in a list or its data may name it in its
 * description or text ("serving Boise, Meridian and Eagle").
 */
export function extractBusiness(html: string, pageUrl: string): ImportedBusiness {
  const $ = load(html);
  const url = new URL(pageUrl);
  const meta = pageMeta($, pageUrl);
  const source = detectSource(url, meta);
  const extractor: SiteExtractor = siteExtractors[source];
  const fields = mergeFields(
    [extractor.fields({ $, url, meta }), jsonLdBusiness($), metaBusiness($, meta)],
    [pageHeuristics($, pageUrl)],
  );
  const text = capScrapeText(visibleText($, extractor.textRoots));
  if (!fields.serviceArea?.length) {
    fields.serviceArea = servingPlaces(`${fields.description ?? ''}\n${text.slice(0, 3000)}`);
  }
  return importedBusiness.parse({ ...clipFields(fields), source, url: pageUrl, text });
}

/** Cuts every value to the limits of {@link importedBusiness}, so a long page never fails the parse. */
function clipFields(fields: BusinessFields): Omit<ImportedBusiness, 'source' | 'url' | 'text'> {
  const one = (value: string | undefined, max: number) => clip(value, max);
  const rating = fields.rating && Number.isFinite(fields.rating.value) ? fields.rating : undefined;
  const hours = (fields.hours ?? []).flatMap((h) => one(h, limit.hoursLine) ?? []).slice(0, limit.hoursLines);
  const places = (fields.serviceArea ?? []).flatMap((p) => one(p, limit.place) ?? []).slice(0, limit.places);
  return {
    name: one(fields.name, limit.name),
    description: one(fields.description, limit.description),
    category: one(fields.category, limit.category),
    address: one(fields.address, limit.address),
    phone: one(fields.phone, limit.phone),
    email: one(fields.email, limit.email),
    website: fields.website && /^https?:\/\//i.test(fields.website) ? one(fields.website, 2048) : undefined,
    hours: hours.length > 0 ? hours : undefined,
    serviceArea: places.length > 0 ? places : undefined,
    rating,
    services: (fields.services ?? []).flatMap((s) => one(s, limit.service) ?? []).slice(0, limit.services),
    reviews: (fields.reviews ?? [])
      .flatMap((r) => {
        const text = one(r.text, limit.reviewText);
        if (!text) return [];
        const author = one(r.author, limit.reviewAuthor);
        const stars = r.rating !== undefined && r.rating >= 0 && r.rating <= 5 ? r.rating : undefined;
        return [{ text, ...(author ? { author } : {}), ...(stars !== undefined ? { rating: stars } : {}) }];
      })
      .slice(0, limit.reviews),
    images: (fields.images ?? [])
      .filter((i) => /^https?:\/\//i.test(i.url) && i.url.length <= 2048)
      .map((i) => ({
        url: i.url,
        ...(one(i.alt, limit.imageAlt) ? { alt: one(i.alt, limit.imageAlt) } : {}),
      }))
      .slice(0, limit.images),
  };
}
