import type { CheerioAPI } from 'cheerio';
import type { BusinessFields, ImportedReview } from '../imported-business.ts';
import { collapse } from './page-text.ts';

type Node = Record<string, unknown>;

/**
 * Schema.org types that describe a business, besides the `*Business`, `*Store`, `*Service` …
 * families matched by suffix (LocalBusiness has some 150 subtypes; listing them would rot).
 */
const businessTypes = new Set([
  'Organization',
  'Corporation',
  'NGO',
  'Dentist',
  'Physician',
  'Electrician',
  'Plumber',
  'Locksmith',
  'RoofingContractor',
  'GeneralContractor',
  'HousePainter',
  'MovingCompany',
  'Attorney',
  'Notary',
  'Restaurant',
  'Bakery',
  'BarOrPub',
  'Brewery',
  'CafeOrCoffeeShop',
  'FastFoodRestaurant',
  'IceCreamShop',
  'Winery',
  'HairSalon',
  'BeautySalon',
  'NailSalon',
  'DaySpa',
  'TattooParlor',
  'HealthClub',
  'ExerciseGym',
  'MedicalClinic',
  'Optician',
  'Pharmacy',
  'AutoRepair',
  'AutoWash',
  'AutoBodyShop',
  'AutoDealer',
  'RealEstateAgent',
  'ChildCare',
  'DryCleaningOrLaundry',
  'TravelAgency',
  'VeterinaryCare',
  'LodgingBusiness',
  'Hotel',
  'SportsActivityLocation',
  'MusicSchool',
  'School',
]);
const businessSuffix = /(Business|Store|Service|Shop|Establishment|Agency|Clinic|Center|Contractor)$/;

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value == null ? [] : [value]);
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;
const typeName = (type: unknown) => String(type).replace(/^.*[/:#]/, '');

/** A string value (or the `name` of an object value), collapsed; undefined when empty. */
export function str(value: unknown): string | undefined {
  const first = asArray(value)[0];
  const text = typeof first === 'string' || typeof first === 'number' ? String(first) : undefined;
  const named = isNode(first) ? (first.name ?? first['@value']) : undefined;
  const result = collapse(text ?? (typeof named === 'string' ? named : ''));
  return result === '' ? undefined : result;
}

/** Every JSON-LD node of the page: top-level objects, arrays and `@graph` members, flattened. */
export function jsonLdNodes($: CheerioAPI): Node[] {
  const nodes: Node[] = [];
  const visit = (value: unknown) => {
    for (const item of asArray(value)) {
      if (!isNode(item)) continue;
      nodes.push(item);
      if (item['@graph']) visit(item['@graph']);
    }
  };
  $('script[type="application/ld+json"]').each((_, el) => {
    try {
      // Pages often leave raw newlines inside strings; JSON.parse refuses those.
      visit(
        JSON.parse(
          $(el)
            .text()
            .replace(/[\n\r\t]+/g, ' '),
        ),
      );
    } catch {
      // A broken block is skipped; the rest of the page still counts.
    }
  });
  return nodes;
}

export function isBusinessNode(node: Node): boolean {
  return asArray(node['@type']).some((t) => {
    const name = typeName(t);
    return businessTypes.has(name) || businessSuffix.test(name);
  });
}

/** Business facts from the page's JSON-LD (LocalBusiness and its subtypes, `@graph` included). */
export function jsonLdBusiness($: CheerioAPI): BusinessFields {
  const candidates = jsonLdNodes($).filter(isBusinessNode);
  // The node with an address or phone is the business; an Organization next to it is often the publisher.
  const node = candidates.find((n) => n.address || n.telephone) ?? candidates[0];
  if (!node) return {};
  const type = typeName(asArray(node['@type'])[0] ?? '');
  const fields: BusinessFields = {
    name: str(node.name),
    description: str(node.description),
    category: ['LocalBusiness', 'Organization', 'Corporation'].includes(type) ? undefined : words(type),
    phone: str(node.telephone),
    email: str(node.email)?.replace(/^mailto:/i, ''),
    website: str(node.url),
    address: address(node.address),
    hours: hours(node),
    serviceArea: asArray(node.areaServed).flatMap((area) => {
      const name = str(area) ?? (isNode(area) ? address(area.address) : undefined);
      return name ? [name] : [];
    }),
    rating: rating(node.aggregateRating),
    reviews: asArray(node.review).filter(isNode).flatMap(review),
    images: [...asArray(node.image), ...asArray(node.photo), ...asArray(node.logo)].flatMap((img) => {
      const url = typeof img === 'string' ? img : isNode(img) ? str(img.url ?? img.contentUrl) : undefined;
      return url ? [{ url, alt: isNode(img) ? str(img.caption ?? img.name) : undefined }] : [];
    }),
    services: services(node),
  };
  return fields;
}

/** "CafeOrCoffeeShop" → "Cafe or coffee shop". */
function words(type: string): string | undefined {
  const spaced = type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced === '' ? undefined : spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function address(value: unknown): string | undefined {
  const first = asArray(value)[0];
  if (!isNode(first)) return str(first);
  const regionLine = [str(first.addressRegion), str(first.postalCode)].filter(Boolean).join(' ');
  const parts = [str(first.streetAddress), str(first.addressLocality), regionLine, str(first.addressCountry)];
  const text = parts.filter((p) => p !== undefined && p !== '').join(', ');
  return text === '' ? undefined : text;
}

const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function dayRange(days: string[]): string {
  const indexes = days.map((d) => week.indexOf(d));
  const consecutive = indexes.every((n, i) => n >= 0 && (i === 0 || n === (indexes[i - 1] ?? -2) + 1));
  return consecutive && days.length >= 3 ? `${days[0]}–${days[days.length - 1]}` : days.join(', ');
}

function hours(node: Node): string[] | undefined {
  const lines = asArray(node.openingHoursSpecification)
    .filter(isNode)
    .map((spec) => {
      const days = asArray(spec.dayOfWeek).map((d) => typeName(str(d) ?? ''));
      const opens = str(spec.opens)?.slice(0, 5);
      const closes = str(spec.closes)?.slice(0, 5);
      return `${dayRange(days)}: ${opens && closes ? `${opens}–${closes}` : 'Closed'}`;
    });
  const plain = asArray(node.openingHours).flatMap((h) => (typeof h === 'string' ? [collapse(h)] : []));
  const all = [...lines, ...plain].filter((line) => line !== '');
  return all.length > 0 ? all : undefined;
}

function rating(value: unknown): BusinessFields['rating'] {
  if (!isNode(value)) return undefined;
  const raw = Number(str(value.ratingValue));
  const best = Number(str(value.bestRating) ?? 5) || 5;
  const count = Number(str(value.reviewCount ?? value.ratingCount));
  if (!Number.isFinite(raw)) return undefined;
  const scaled = Math.round((raw / best) * 5 * 10) / 10;
  return { value: Math.min(5, Math.max(0, scaled)), ...(Number.isInteger(count) ? { count } : {}) };
}

function review(node: Node): ImportedReview[] {
  const text = str(node.reviewBody ?? node.description);
  if (!text) return [];
  const stars = isNode(node.reviewRating) ? Number(str(node.reviewRating.ratingValue)) : Number.NaN;
  return [{ text, author: str(node.author), ...(Number.isFinite(stars) ? { rating: stars } : {}) }];
}

function services(node: Node): string[] {
  const names: string[] = [];
  const visitOffer = (offer: unknown) => {
    if (!isNode(offer)) return;
    if (offer.itemListElement) asArray(offer.itemListElement).forEach(visitOffer);
    const name = str(isNode(offer.itemOffered) ? offer.itemOffered.name : undefined) ?? str(offer.name);
    if (name && !offer.itemListElement) names.push(name);
  };
  asArray(node.hasOfferCatalog).forEach(visitOffer);
  asArray(node.makesOffer).forEach(visitOffer);
  for (const type of asArray(node.serviceType)) if (typeof type === 'string') names.push(collapse(type));
  return names;
}
