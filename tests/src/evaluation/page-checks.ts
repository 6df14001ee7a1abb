import type { Business } from './businesses.ts';
import type { PublishedPage, ServiceItem } from './read-page.ts';
import { tradeEntry } from './trades.ts';
import { contentFreeWords, hasStem, normalise, stem, stopWords, wordsOf } from './words.ts';

/**
 * The checks of a published page against what its owner said (issue "Websites an owner would
 * publish", done-when list). Each returns the problems it found, with the text that shows them.
 */
export const checkNames = [
  'names the business and the town',
  'shows the phone as a tel: link',
  'has ≥ 3 services specific to the trade',
  'has a specific headline',
  'publishes no placeholder',
  'publishes no review or testimonial',
  'publishes no invented team member',
  'states no price the owner did not give',
  'states no years the owner did not give',
  'states no credential the owner did not give',
] as const;
export type CheckName = (typeof checkNames)[number];

export interface Finding {
  check: CheckName;
  detail: string;
}

/** Everything the owner typed into onboarding, as one text: what the page may repeat. */
export function ownerInput(business: Business): string {
  return [
    business.name,
    business.description,
    business.town,
    business.region,
    business.address ?? '',
    ...(business.services ?? []),
  ].join('\n');
}

/**
 * Service headings that say nothing about any trade (the filler the offline generator used to fall
 * back to, and its like). Compared whole, after `normalise`.
 */
export const fillerServices: ReadonlySet<string> = new Set([
  'standard service',
  'priority appointments',
  'ongoing support',
  'free initial consultation',
  'initial consultation',
  'free consultation',
  'consultation',
  'consultations',
  'gift vouchers',
  'gift cards',
  'gift certificates',
  'business accounts',
  'custom projects',
  'custom work',
  'general enquiries',
  'general inquiries',
  'repairs',
  'maintenance',
  'other services',
  'packages',
  'support',
  'advice',
  'quotes',
  'free quotes',
  'emergency service',
]);

/** The stems a service heading of this business may start a word with to be about its trade. */
export function tradeStems(business: Business): string[] {
  const own = [business.says, ...(business.services ?? [])]
    .flatMap(wordsOf)
    .filter((w) => w.length >= 4 && !stopWords.has(w) && !contentFreeWords.has(w))
    .map(stem);
  return [...tradeEntry(business.trade).vocabulary, ...own].filter(
    (s) => !contentFreeWords.has(normalise(s).trim()),
  );
}

/** A heading that starts like the middle of a sentence ("With photo updates", "During pregnancy"). */
const fragmentStart = /^(?:with|from|for|and|or|to|of|in|at|by|during|including|plus|as|on|into|than)\b/;

/** What a service is about, for counting distinct services: "Brakes" and "Brake repairs" are one. */
export function serviceKey(heading: string): string {
  return [
    ...new Set(
      wordsOf(heading)
        .filter((w) => !stopWords.has(w) && !contentFreeWords.has(w))
        .map(stem),
    ),
  ]
    .sort()
    .join(' ');
}

const isOwners = (business: Business, heading: string) =>
  (business.services ?? []).some((s) => normalise(s) === normalise(heading));

/**
 * Why a service item is not specific to the business's trade, or null when it is: its heading is
 * not filler (`fillerServices`), not a heading the product also wrote for businesses of 3 or more
 * categories (`sharedAcrossCategories`), not a fragment of a sentence ("With photo updates"), and
 * starts a word with a stem of the trade (the reviewer's vocabulary in `trades.ts`, or the owner's
 * own trade words and services, minus `contentFreeWords`). The owner's own services count as
 * specific: they are the owner's words. A page needs 3 distinct ones (`serviceKey`).
 */
export function whyNotSpecific(
  business: Business,
  item: ServiceItem,
  sharedAcrossCategories: ReadonlySet<string>,
): string | null {
  if (isOwners(business, item.heading)) return null;
  const heading = normalise(item.heading);
  if (heading === '') return 'no heading';
  if (fillerServices.has(heading)) return 'generic filler';
  if (sharedAcrossCategories.has(heading)) return 'also written for businesses of 3+ other categories';
  if (fragmentStart.test(heading)) return 'a fragment of a sentence, not a service';
  if (!tradeStems(business).some((s) => hasStem(item.heading, s))) return 'names nothing of the trade';
  return null;
}

/** Words a headline may use around the town without naming anything: "Serving Bend and nearby". */
const headlineFrame: ReadonlySet<string> = new Set(
  'serving serve serves here near nearby across around area areas based proudly welcome meet hello say your town city'.split(
    ' ',
  ),
);

/**
 * Why the page's h1 is not specific, or null when it is. Specific: it names the trade or a service
 * of it (a stem of `tradeStems`, or a word of one of the page's specific services), or it names the
 * town and nothing else — a headline naming something that is not of the trade ("Guitar lessons in
 * Savannah" for a piano tuner) is not specific to the business, whatever town it names. The
 * business's own name does not count: "Welcome to Rivera Plumbing" says nothing the logo does not.
 */
export function whyHeadlineIsNotSpecific(
  business: Business,
  headline: string,
  specificServices: readonly string[],
): string | null {
  if (headline.trim() === '') return 'no h1';
  const rest = normalise(headline).split(normalise(business.name)).join(' ');
  const stems = [
    ...tradeStems(business),
    ...specificServices
      .flatMap(wordsOf)
      .filter((w) => w.length >= 4 && !stopWords.has(w) && !contentFreeWords.has(w))
      .map(stem),
  ];
  if (stems.some((s) => hasStem(rest, s))) return null;
  const town = new Set(wordsOf(`${business.town} ${business.region}`));
  const other = wordsOf(rest).filter(
    (w) => !town.has(w) && !stopWords.has(w) && !contentFreeWords.has(w) && !headlineFrame.has(w),
  );
  const namesTown = hasStem(rest, `${business.town} `);
  if (namesTown && other.length === 0) return null;
  if (other.length > 0) return `names ${other.join(' ')}, nothing of the trade`;
  return 'names neither the trade, a service nor the town';
}

const digits = (text: string) => text.replace(/\D/g, '');

/** Price mentions: a currency sign or name by a number, "from N", a price range in JSON-LD. */
const pricePatterns: RegExp[] = [
  /[$£€¥]\s?\d[\d,.]*/g,
  /\b\d[\d,.]*\s?(?:usd|gbp|eur|aud|cad|nzd|dollars?|pounds?|euros?|bucks)\b/gi,
  /\bfrom\s+\d[\d,.]*(?![\d,.])(?!\s*(?:[:.]\d|am\b|pm\b|a\.m|p\.m|years?\b|months?\b|weeks?\b|%|-\d|–\d|\s*(?:to|until)\b))/gi,
  /"priceRange"\s*:\s*"[^"]*"/g,
];

/** Claims of time in business. "3 years old" (an age) is not one. */
const yearsPatterns: RegExp[] = [
  /\b\d+\+?\s*(?:years?|yrs)\b(?!\s*old|-old)/gi,
  /\b(?:ten|fifteen|twenty|thirty|forty|fifty|a hundred)\+?\s+years\b(?!\s*old)/gi,
  /\b(?:since|established|est\.?|founded|serving [a-z ]+ since)\s+(?:in\s+)?(?:19|20)\d\d\b/gi,
  /\bdecades?\b/gi,
  /\byears of experience\b/gi,
  /"foundingDate"\s*:\s*"[^"]*"/g,
];

/** Credential and promise words (the issue's list: licence, certification, insurance, award, guarantee). */
const credentialPattern =
  /\b(?:licen[cs]ed|certified|certification|certifications|insured|accredited|accreditation|award|awards|award-winning|guarantee|guaranteed|guarantees|qualified)\b/gi;

const placeholderPatterns: RegExp[] = [
  /placeholder/gi,
  /\blorem\b/gi,
  /\bipsum\b/gi,
  /\(sample review\)/gi,
  /\bsamples?\b/gi,
  /\[(?:your|insert|add|business|name)[^\]]*\]/gi,
  /\{\{[^}]*\}\}/g,
  /\b(?:TODO|TBD)\b/g,
];

const reviewHeading =
  /\breviews?\b|testimonial|what (?:our |my )?(?:customers|clients|patients|families|couples|students|parents|owners|guests|people|members) (?:say|are saying|think)/i;

const matchesOf = (pattern: RegExp, text: string) => [...text.matchAll(pattern)].map((m) => m[0]);

/** A short excerpt of `text` around `fragment`, for the report. */
function around(text: string, fragment: string): string {
  const at = text.indexOf(fragment);
  if (at < 0) return fragment;
  return `…${text.slice(Math.max(0, at - 50), at + fragment.length + 50).trim()}…`;
}

/**
 * Checks one published page. `sharedAcrossCategories`: service headings the product wrote (not the
 * owner) on pages of 3 or more categories in this run.
 */
export function checkPage(
  business: Business,
  page: PublishedPage,
  sharedAcrossCategories: ReadonlySet<string> = new Set(),
): Finding[] {
  const findings: Finding[] = [];
  const add = (check: CheckName, detail: string) => findings.push({ check, detail });
  const owner = normalise(ownerInput(business));
  const visible = normalise(page.visibleText);
  // What the page states in words: the visible text, the meta texts, the JSON-LD and the alt texts.
  const stated = [page.visibleText, page.metaText, ...page.jsonLd, ...page.images.map((i) => i.alt)].join(
    '\n',
  );

  if (!visible.includes(normalise(business.name)))
    add('names the business and the town', `no "${business.name}"`);
  if (!hasStem(page.visibleText, `${business.town} `))
    add('names the business and the town', `no "${business.town}"`);

  const phone = digits(business.phone);
  if (!page.telHrefs.some((href) => digits(href) === phone))
    add(
      'shows the phone as a tel: link',
      `no tel: link to ${business.phone} (tel: links: ${page.telHrefs.join(', ') || 'none'})`,
    );

  const verdicts = page.services.map((item) => ({
    item,
    why: whyNotSpecific(business, item, sharedAcrossCategories),
  }));
  const specific = verdicts.filter((v) => v.why === null);
  const distinct = new Set(specific.map((v) => serviceKey(v.item.heading)));
  if (distinct.size < 3)
    add(
      'has ≥ 3 services specific to the trade',
      `${distinct.size} distinct of ${page.services.length}: ${
        verdicts.map((v) => `"${v.item.heading}"${v.why ? ` (${v.why})` : ''}`).join(', ') ||
        'no Services items'
      }`,
    );

  const why = whyHeadlineIsNotSpecific(
    business,
    page.headline,
    specific.map((v) => v.item.heading),
  );
  if (why) add('has a specific headline', `"${page.headline}" (${why})`);

  for (const image of page.images) {
    for (const src of [image.src, ...image.srcset]) {
      const protocol = (() => {
        try {
          return new URL(src, page.url).protocol;
        } catch {
          return 'unparseable';
        }
      })();
      if (!/^https?:$/.test(protocol) || /placeholder/i.test(src))
        add('publishes no placeholder', `img ${src.slice(0, 80)}`);
    }
  }
  for (const pattern of placeholderPatterns) {
    for (const match of new Set(matchesOf(pattern, stated))) {
      if (!owner.includes(normalise(match))) add('publishes no placeholder', around(stated, match));
    }
  }

  const reviewClasses = [...page.classes].filter((c) => /review|testimonial/i.test(c));
  if (reviewClasses.length > 0)
    add('publishes no review or testimonial', `markup ${reviewClasses.join(', ')}`);
  for (const heading of page.sectionHeadings)
    if (reviewHeading.test(heading)) add('publishes no review or testimonial', `heading "${heading}"`);
  if (/★|⭐/.test(page.visibleText)) add('publishes no review or testimonial', 'star ratings');
  for (const block of page.jsonLd)
    if (/"(?:review|aggregateRating)"/.test(block))
      add('publishes no review or testimonial', 'JSON-LD review');

  const people = [...page.classes].filter((c) => /team__member|team-member|staff/i.test(c));
  if (people.length > 0) add('publishes no invented team member', `markup ${people.join(', ')}`);

  const ownerPrices = new Set(pricePatterns.flatMap((p) => matchesOf(p, ownerInput(business))).map(digits));
  for (const pattern of pricePatterns) {
    for (const match of new Set(matchesOf(pattern, stated))) {
      if (!ownerPrices.has(digits(match)))
        add('states no price the owner did not give', around(stated, match));
    }
  }

  for (const pattern of yearsPatterns) {
    for (const match of new Set(matchesOf(pattern, stated))) {
      const number = digits(match);
      const given = number ? owner.includes(number) : owner.includes(normalise(match));
      if (!given) add('states no years the owner did not give', around(stated, match));
    }
  }

  for (const match of new Set(matchesOf(credentialPattern, stated))) {
    if (!owner.includes(stem(match).slice(0, 6)))
      add('states no credential the owner did not give', around(stated, match));
  }
  return findings;
}
