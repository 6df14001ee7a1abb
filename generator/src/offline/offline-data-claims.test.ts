import { describe, expect, it } from 'vitest';
import { findUnconfirmedFacts, ownerFactsOf } from '../truth/find-unconfirmed-facts.ts';
import { generalProfile, industryProfiles } from './industries/index.ts';
import { trades } from './trades/index.ts';

/**
 * What the offline data may not say, because only the owner can (issue "Truthful by construction"):
 * a price or price policy, a discount or free offer, a number of years, a licence, certification,
 * insurance, award or rating, a guarantee or warranty, a statistic, a promise of when they answer or
 * come (same day, 24/7, within two days), a person's name — nor read as a placeholder ("sample"). Questions
 * state nothing and are not read.
 */
export const offlineClaims: ReadonlyArray<[what: string, pattern: RegExp]> = [
  [
    'a price',
    /[$£€¥]\s?\d|\b\d+\s?(?:dollars|pounds|euros)\b|\bprice (?:match|includes)|\b(?:fixed|flat)[- ](?:price|rate|fee|quote)|\b(?:fair|honest|clear|upfront|best|low|lowest|competitive|great|transparent)(?: fixed)? pric|\bpric\w* (?:upfront|up front)|\bquoted upfront|\bdeposit (?:secures|of|is)|\bno deposit\b|\bno hidden\b|\bno (?:overtime|extra|call-out) (?:charges?|fees?)\b/i,
  ],
  [
    'a discount or free offer',
    /(?<![-\w])free (?:quotes?|estimates?|consult\w*|sessions?|assessments?|visits?|valuations?|calls?|call-backs?|patch tests?|parking|wi-?fi|checks?|trials?|first|initial|fitting|tread|tire|home|\d+-minute|five-minute)\b|\bfor free\b|\bdiscount|\bpercent\b|\d\s?%|\boff (?:repairs|your|the first)|\bhalf[- ]price|\bcomplimentary\b|\bat no (?:extra )?(?:cost|charge)\b|\bno obligation\b/i,
  ],
  [
    'years',
    /\b(?:\d+|one|two|three|four|five|ten|fifteen|twenty|thirty|forty|fifty)\+? (?:years?|decades?) (?:of (?:experience|service|practice|expertise)|in (?:business|the trade))|\bof (?:\d+|ten|twenty|thirty|forty|fifty) years\b|\bsince (?:19|20)\d\d\b|\bfor (?:over |more than )?(?:\d+|ten|twenty|thirty|forty|fifty) years\b|\b(?:years|decades) of (?:experience|service|practice|expertise)\b|\b(?:second|third|fourth)[- ]generation\b/i,
  ],
  [
    'a credential',
    /\blicen[cs]ed?\b|\binsured\b|\b(?:fully |and )bonded\b|\bbonded and\b|\bcertifi(?:ed|cation)|\baccredit|\bchartered\b|\bregistered (?:dietitian|nurse|therapist|electrician|plumber|architect)|\b(?:fully )?qualified (?:\w+ )?(?:staff|team|plumbers?|electricians?|technicians?|therapists?|coaches?|teachers?)\b|\bCPA\b|\bmaster (?:plumber|electrician)|\bbackground[- ]checked\b|\bvetted\b/i,
  ],
  [
    'an award or rating',
    /\baward|\bvoted\b|\b(?:top|highly|five[- ]star|5[- ]star)[- ]rated\b|\b\d(?:\.\d)?[- ]stars?\b|#\s?1\b|\bnumber one\b|\bthe best [\w{}]+ in (?:town|\{town\}|the (?:city|area))\b|\bbest (?:\w+ )?in (?:town|\{town\}|the (?:city|area))|\bthe best price|\bleading\b|\bmost trusted\b/i,
  ],
  [
    'a guarantee',
    /\bguarant|\bwarrant(?:y|ies)\b|\bmoney[- ]back\b|\brisk[- ]free\b|\bwe promise\b|\bpromised?\b/i,
  ],
  [
    'a statistic',
    /\b\d{2,}\+?\s+(?:happy |satisfied |local )?(?:customers|clients|families|homes|projects|jobs|reviews|patients|students|members)\b|\b(?:hundreds|thousands) of\b/i,
  ],
  [
    'a promise of when',
    /\b24\s?\/\s?7\b|\b\d+ hours[’'] notice\b|\bsame[- ]day(?! delivery)|\bsame or next day\b|\bday (?:and|or) night\b|\bwithin (?:a|an|one|two|three|\d+) (?:working |business )?(?:hours?|days?|minutes?|weeks?)\b|\bnext[- ](?:working )?day\b|\bon call\b|\bthe same day\b/i,
  ],
  ['placeholder words', /\bsamples?\b|placeholder|\blorem\b|\bipsum\b|\[your\b/i],
  ['a person’s name', /\b(?:Dr|Mr|Mrs|Ms)\.? [A-Z]|\bask for [A-Z]|\b(?:founded|owned|run) by [A-Z]/],
];

/** Every published string of the offline data, with where it is (keywords, looks and search words are not published). */
function textsOf(value: unknown, path: string, out: Array<[string, string]>): Array<[string, string]> {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) textsOf(v, `${path}[${i}]`, out);
  } else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value))
      if (
        !['keywords', 'look', 'images', 'slug', 'words', 'id', 'schemaType', 'industry', 'pictures'].includes(
          k,
        )
      )
        textsOf(v, `${path}.${k}`, out);
  return out;
}

const data: Array<[string, string]> = [
  ...[...Object.values(industryProfiles), generalProfile].flatMap((p) => textsOf(p, p.slug, [])),
  ...trades.flatMap((t) => textsOf(t, t.id, [])),
];

describe('the offline data states no fact the owner answers for', () => {
  it('reads every text of the 30 industries, the general profile and the trade taxonomy', () => {
    expect(data.length).toBeGreaterThan(4000);
  });

  it('holds no sentence the generators’ truthfulness check would mark, for an owner who said nothing', () => {
    const nothingSaid = ownerFactsOf([]);
    const found = data.flatMap(([path, text]) =>
      text
        .split(' | ')
        .flatMap((part) =>
          findUnconfirmedFacts(
            part.replaceAll('{name}', 'Maple & Co').replaceAll('{town}', 'Springfield'),
            nothingSaid,
          ),
        )
        .map((fact) => `${path}: [${fact.reason}] ${fact.text}`),
    );
    expect(found).toEqual([]);
  });

  it.each(offlineClaims)('no text states %s', (_what, pattern) => {
    const found = data.flatMap(([path, text]) =>
      text
        .split(' | ')
        .flatMap((part) => part.split(/(?<=[.!?])\s+/))
        .filter((sentence) => !/\?$/.test(sentence.trim()) && pattern.test(sentence))
        .map((sentence) => `${path}: ${sentence}`),
    );
    expect(found).toEqual([]);
  });
});
