import type { SuggestionReason } from '@sitewright/model';
import {
  factRules,
  firstNames,
  nameCues,
  notNames,
  numberWords,
  placePrefixes,
  signature,
} from './fact-words.ts';

/**
 * What the owner said themselves — business name, description, services, location, contact, hours
 * and the page they imported — read once, so each generated sentence can be checked against it.
 */
export interface OwnerFacts {
  /** All of it, lower case, whitespace collapsed. */
  text: string;
  /** Every number they wrote (not those of the phone or address: 150 Main St is not a price of 150). */
  numbers: ReadonlySet<string>;
}

/** One sentence (or phrase) of generated text that states a fact the owner did not give. */
export interface UnconfirmedFact {
  /** The sentence as it stands in the text, so it can be marked and taken out. */
  text: string;
  reason: SuggestionReason;
  /** The words that make it a claim ("$150", "Licensed", "Maria"). */
  claim: string;
}

type Words = string | readonly string[] | null | undefined;
const flat = (parts: readonly Words[]) =>
  parts.flatMap((p) => (p == null ? [] : typeof p === 'string' ? [p] : p)).join('\n');

const normalised = (text: string) =>
  text.toLowerCase().replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ');

/** The numbers in a text, as digits without thousands separators ("1,000" → "1000", "ten" → "10"). */
function numbersIn(text: string): string[] {
  const found = normalised(text).match(/\d[\d,]*(?:\.\d+)?|\b[a-z]+\b/g) ?? [];
  return found.flatMap((token) => {
    if (/^\d/.test(token)) return [token.replace(/,/g, '').replace(/\.0+$/, '').replace(/\.$/, '')];
    const value = numberWords[token];
    return value === undefined ? [] : [String(value)];
  });
}

/**
 * The owner's facts from their own inputs. `statements`: what they wrote about the business (name,
 * description, services, the imported page's text, facts and reviews); `contact`: phone, e-mail,
 * address, hours and areas — names and words there count, their numbers do not.
 */
export function ownerFactsOf(statements: readonly Words[], contact: readonly Words[] = []): OwnerFacts {
  const said = flat(statements);
  return {
    text: normalised(`${said}\n${flat(contact)}`),
    numbers: new Set(numbersIn(said)),
  };
}

/** The rules, each also with the global flag (made once) for `matchAll` once `test` found a match. */
const rules = factRules.map((r) => ({ ...r, every: new RegExp(r.claim.source, `${r.claim.flags}g`) }));

const abbreviations = /\b(?:Dr|Mr|Mrs|Ms|St|Ste|Mt|Ft|No|vs|etc|e\.g|i\.e|approx|[A-Z])\.$/;
/** A testimonial's sign-off ending in an initial: “…” – Dave R. */
const signedOff = /[”"]\s*[—–-]\s*\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*)?\s\p{Lu}\.$/u;
const insideQuote = (text: string) => text.lastIndexOf('“') > text.lastIndexOf('”');

/**
 * The sentences of a text, each exactly as it stands (so it can be found again): split after
 * `.`, `!` or `?` followed by a space, and at line breaks; not after "Dr." or an initial, not
 * inside a “quotation”, and a quotation's sign-off (“…” – Dave R.) stays with it.
 */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  const push = (end: number) => {
    const sentence = text.slice(start, end).trim();
    if (sentence) out.push(sentence);
  };
  const quoted = text.includes('“');
  for (const m of text.matchAll(/[.!?]+["”’)\]]*(?=\s|$)|\n/g)) {
    const end = m.index + m[0].length;
    if (m[0] !== '\n') {
      const sofar = text.slice(start, end);
      if ((quoted && insideQuote(sofar)) || /^\s*[—–-]\s/.test(text.slice(end, end + 4))) continue;
      if (abbreviations.test(sofar.slice(-8)) && !signedOff.test(sofar)) continue;
    }
    push(m[0] === '\n' ? m.index : end);
    start = end;
  }
  push(text.length);
  return out;
}

function confirmed(claim: string, owner: RegExp | 'numbers', facts: OwnerFacts): boolean {
  if (owner !== 'numbers') return owner.test(facts.text);
  const numbers = numbersIn(claim);
  if (numbers.length === 0) return facts.text.includes(normalised(claim).trim());
  return numbers.every((n) => facts.numbers.has(n));
}

/** People's names in a sentence: known given names, names after a cue ("Ask for …"), signatures. */
function namesIn(sentence: string): Array<{ name: string; at: number }> {
  const found: Array<{ name: string; at: number }> = [];
  for (const m of sentence.matchAll(/\b\p{Lu}[\p{L}’'-]*/gu)) {
    const word = m[0].replace(/['’]s$/, '');
    if (firstNames.has(word)) found.push({ name: word, at: m.index });
  }
  for (const pattern of [nameCues, signature]) {
    for (const m of sentence.matchAll(pattern)) {
      const name = m[1]!.replace(/['’]s$/, '');
      if (!notNames.has(name)) found.push({ name, at: m.index + m[0].lastIndexOf(m[1]!) });
    }
  }
  // "San Antonio", "Santa Maria", "St. Paul" are places.
  return found.filter(({ at }) => !placePrefixes.test(sentence.slice(Math.max(0, at - 8), at)));
}

const ownerSaid = (word: string, facts: OwnerFacts) =>
  new RegExp(
    `(^|[^\\p{L}])${normalised(word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`,
    'u',
  ).test(facts.text);

/** The first fact of one sentence the owner did not give, or null. Questions state nothing. */
export function unconfirmedFactIn(sentence: string, facts: OwnerFacts): Omit<UnconfirmedFact, 'text'> | null {
  if (/\?["”’)]*$/.test(sentence)) return null;
  for (const { reason, claim, every, owner } of rules) {
    if (!claim.test(sentence)) continue;
    for (const m of sentence.matchAll(every)) {
      if (!confirmed(m[0], owner, facts)) return { reason, claim: m[0] };
    }
  }
  for (const { name } of namesIn(sentence)) {
    if (!ownerSaid(name, facts)) return { reason: 'name', claim: name };
  }
  return null;
}

/**
 * The truthfulness check every generated text passes before it is stored (truthful by
 * construction): the sentences of `text` that state a price, a person's name, a testimonial, a
 * number of years, a licence, certification, insurance, award, rating, guarantee, free offer or
 * statistic that the owner's own words (`facts`, see {@link ownerFactsOf}) do not state. The owner
 * who wrote "licensed master plumber" may read "Licensed master plumbers." on their page; one who
 * did not sees it as a suggestion to confirm.
 */
export function findUnconfirmedFacts(text: string, facts: OwnerFacts): UnconfirmedFact[] {
  return sentencesOf(text).flatMap((sentence) => {
    const found = unconfirmedFactIn(sentence, facts);
    return found ? [{ text: sentence, ...found }] : [];
  });
}
