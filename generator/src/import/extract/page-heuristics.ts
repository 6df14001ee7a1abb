import type { CheerioAPI } from 'cheerio';
import type { BusinessFields, ImportedImage, ImportedReview } from '../imported-business.ts';
import { blockText, itemsUnder, sectionUnder, textUnder, within } from './page-sections.ts';
import { absoluteUrl, clip, collapse } from './page-text.ts';

export const servicesHeading =
  /^(our |my )?(services|what (we|i) (can )?do|how (we|i) (can )?help|specialties|specialities|offerings|treatments|classes|programs|lessons|practice areas|services offered)\b/i;
export const reviewsHeading =
  /(reviews|testimonials|what (our |my )?(customers|clients|guests|patients|students|people|neighbors) say|kind words|recommendations)/i;
const hoursHeading = /^(opening |business |office |store )?hours\b|^when we.re open/i;
const areaHeading =
  /^(our )?(service areas?|areas? (we )?(serve|served|cover|covered)|where we work|areas we cover)\b/i;

/** A phone number as written on pages in North America and most of Europe. */
export const phonePattern = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)|\d{2,4})[\s.-]\d{3}[\s.-]\d{3,4}\b/;
export const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;

/** Facts a plain page shows without structured data: links, headings, lists, testimonials. */
export function pageHeuristics($: CheerioAPI, pageUrl: string): BusinessFields {
  return {
    phone: phone($),
    email: email($),
    address: address($),
    description: firstParagraph($),
    services: itemsUnder($, servicesHeading),
    hours: hours($),
    serviceArea: areas($),
    reviews: testimonials($),
    images: pageImages($, pageUrl),
  };
}

function phone($: CheerioAPI): string | undefined {
  const tel = $('a[href^="tel:"]').first();
  if (tel.length > 0) return clip(tel.text(), 40) ?? clip(tel.attr('href')?.slice(4), 40);
  const marked = clip($('[itemprop="telephone"]').first().text(), 40);
  if (marked) return marked;
  const contactish = $('footer, address, [class*="contact"], [id*="contact"]').text();
  return phonePattern.exec(collapse(contactish).slice(0, 5000))?.[0];
}

/** A street address as US, Canadian and UK pages write it: number, street, town, region and postcode. */
export const streetAddressPattern =
  /\b\d{1,6}\s+[\w.' -]{2,60}?,\s*[\w.' -]{2,40},?\s+[A-Z]{2}\s+(?:\d{5}(?:-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d)\b/;

function address($: CheerioAPI): string | undefined {
  const marked = $('[itemprop="address"], address').first();
  if (marked.length > 0) return clip(blockText(marked.get(0)).replace(/\n/g, ', '), 300);
  const lines = blockText($('footer, #footer, [class*="contact"], [id*="contact"]').get(0)).split('\n');
  return lines
    .filter((line) => line.length <= 200)
    .map((line) => streetAddressPattern.exec(line)?.[0])
    .find(Boolean);
}

function email($: CheerioAPI): string | undefined {
  const href = $('a[href^="mailto:"]').first().attr('href');
  const address = href?.slice('mailto:'.length).split('?')[0];
  return address && emailPattern.test(address) ? decodeURIComponent(address) : undefined;
}

function firstParagraph($: CheerioAPI): string | undefined {
  const paragraphs = $('main p, article p, [role="main"] p, body p').toArray();
  for (const p of paragraphs) {
    const text = collapse($(p).text());
    if (text.length >= 80) return clip(text, 2000);
  }
  return undefined;
}

function hours($: CheerioAPI): string[] | undefined {
  const text = textUnder($, hoursHeading);
  const lines = text
    ? text.split('\n').filter((line) => /\d|closed|open/i.test(line))
    : // No "Hours" heading: a footer or contact line such as "Office hours: Mon - Fri 7am - 5pm".
      blockText($('footer, #footer, [class*="contact"], [id*="contact"]').get(0))
        .split('\n')
        .filter((line) => /\bhours\b.*\d/i.test(line));
  const clipped = lines.map((line) => clip(line, 120) ?? '').filter((line) => line !== '');
  return clipped.length > 0 ? clipped.slice(0, 14) : undefined;
}

/** Quotes under a reviews heading, or any `blockquote` with a `cite`/`figcaption` author. */
export function testimonials($: CheerioAPI): ImportedReview[] {
  const scope = sectionUnder($, reviewsHeading);
  const quotes = scope
    ? within($, scope, 'blockquote, figure, li, [class*="testimonial"], [class*="review"]')
    : $('figure:has(blockquote), blockquote:has(cite)').toArray();
  const reviews: ImportedReview[] = [];
  const quoteNodes = new Set<unknown>(quotes);
  const authorSelector = 'cite, figcaption, footer, [class*="author"], [class*="name"]';
  for (const el of quotes) {
    if (reviews.length >= 10) break;
    const item = $(el);
    // A quote inside another matched quote (a <blockquote> in its <figure>) is read with its parent.
    if (
      item
        .parents()
        .toArray()
        .some((p) => quoteNodes.has(p))
    )
      continue;
    const author = clip(
      item
        .find(authorSelector)
        .first()
        .text()
        .replace(/^[\s—–-]+/, ''),
      80,
    );
    const copy = item.clone();
    copy.find(authorSelector).remove();
    const text = clip(blockText(copy.get(0)).replace(/^["“]|["”]$/g, ''), 1000);
    if (text && text.length >= 20) reviews.push({ text, ...(author ? { author } : {}) });
  }
  return reviews.slice(0, 10);
}

/** Content images (not icons, tracking pixels or inline data), with their alt text. */
export function pageImages(
  $: CheerioAPI,
  pageUrl: string,
  scope = 'main img, article img, body img',
): ImportedImage[] {
  const images: ImportedImage[] = [];
  $(scope).each((_, el) => {
    const img = $(el);
    const src = img.attr('src') ?? img.attr('data-src');
    const url = absoluteUrl(src, pageUrl);
    const tiny = Number(img.attr('width') ?? 999) < 80 || Number(img.attr('height') ?? 999) < 80;
    if (!url || tiny || /\.svg(\?|$)/i.test(url) || /(icon|sprite|pixel|spacer)/i.test(url)) return;
    if (images.some((i) => i.url === url)) return;
    const alt = clip(img.attr('alt'), 300);
    images.push({ url, ...(alt ? { alt } : {}) });
  });
  return images.slice(0, 12);
}

/** The places listed under a "Service area" / "Areas we serve" heading, or named in its text. */
function areas($: CheerioAPI): string[] | undefined {
  const listed = itemsUnder($, areaHeading, 20);
  if (listed.length > 0) return listed;
  const text = textUnder($, areaHeading);
  const places = text ? placesIn(text.split('\n')[0] ?? '') : [];
  return places.length > 0 ? places : undefined;
}

const place = String.raw`\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3}(?:,\s*\p{Lu}{2}\b)?`;
const placeList = String.raw`${place}(?:\s*(?:,|\band\b|&|\bor\b)\s*${place})*`;
const serving = new RegExp(
  String.raw`\b[Ss]erv(?:ing|es)\s+(?:(?:customers|clients|homes|families|businesses)\s+(?:in|across|throughout)\s+|(?:all\s+of\s+|the\s+(?:whole\s+of\s+)?))?(${placeList})`,
  'u',
);

/** "Boise, Meridian and Eagle" → the places; "Austin, TX" stays one place. */
function placesIn(text: string): string[] {
  const list = new RegExp(`^\\s*(${placeList})`, 'u').exec(text)?.[1] ?? '';
  return list
    .split(/\s*,(?!\s*\p{Lu}{2}\b)\s*|\s+and\s+|\s*&\s*|\s+or\s+/u)
    .map((p) => p.replace(/\s+(?:area|region)$/i, '').trim())
    .filter(
      (p) => p.length >= 2 && !/^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/.test(p),
    );
}

/**
 * The places a description says the business serves: "serving Boise, Meridian and Eagle since
 * 2011" → Boise, Meridian, Eagle; "Serves Austin, TX" → Austin, TX. Empty when it names none.
 */
export function servingPlaces(description: string): string[] {
  const found = serving.exec(description);
  return found ? placesIn(found[1]!) : [];
}
