import { fillerWords, imagesOfStem, notTrades, qualifierWords, tradeOfAgent } from './tool-words.ts';

/** What the free tools read from an owner's own words ("a mobile dog grooming van in Denver"). */
export interface OwnerWords {
  /** The town named in the text ("Denver"), or ''. */
  town: string;
  /** What the trade is called, title case ("Dog Grooming", "Plumbing"), or '' when none is said. */
  trade: string;
  /** Words that qualify the trade, title case ("Mobile", "Emergency"). */
  qualifiers: string[];
  /** The other meaningful words, title case, in the order written ("Van"). */
  nouns: string[];
  /** Words a brandable name can borrow for this trade ("Paw", "Wag", "Fluff"). */
  images: string[];
}

const notTowns = new Set(
  'I The A An English Spanish French German Italian Chinese Japanese Mandarin Portuguese Arabic Latin Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December Christmas Easter'.split(
    ' ',
  ),
);
const properWords = String.raw`\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}`;
const townAfterWord = new RegExp(
  String.raw`\b(?:in|near|around|across|serving|throughout|based in|covering)\s+(?:the\s+)?(${properWords})`,
  'gu',
);
const townBeforeState = new RegExp(String.raw`(${properWords}),\s*\p{Lu}{2}\b`, 'u');

/**
 * The town in an owner's text: proper words after "in", "near", "serving"… ("in Denver", "serving
 * the Austin area"), else before a state code ("Austin, TX"). Languages, days and months are not
 * towns ("lessons in Spanish"). '' when none is named.
 */
export function townIn(text: string): string {
  for (const match of text.matchAll(townAfterWord)) {
    const town = (match[1] ?? '').replace(/[.’']+$/, '');
    if (town && !town.split(/\s+/).some((w) => notTowns.has(w))) return town;
  }
  return townBeforeState.exec(text)?.[1] ?? '';
}

/** Title case, keeping a short word the owner wrote in capitals ("HVAC", "DJ"). */
function titled(word: string): string {
  if (word.length <= 5 && word === word.toUpperCase() && /\p{Lu}/u.test(word)) return word;
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

interface Token {
  raw: string;
  low: string;
  /** The first token of a new phrase (after punctuation or a filler word). */
  content: boolean;
}

function tokens(text: string, townWords: Set<string>): Token[] {
  return text
    .split(/[^\p{L}\p{N}'’&-]+/u)
    .map((raw) => raw.replace(/^['’-]+|['’-]+$/g, '').replace(/['’]s$/u, ''))
    .filter((raw) => raw.length > 0)
    .map((raw) => {
      const low = raw.toLowerCase();
      const content = raw.length >= 3 && !fillerWords.has(low) && !townWords.has(low) && !/^\d+$/.test(raw);
      return { raw, low, content };
    });
}

const agentTrade = (low: string) => (Object.hasOwn(tradeOfAgent, low) ? tradeOfAgent[low] : undefined);
const isTradeWord = (low: string) =>
  agentTrade(low) !== undefined || (low.endsWith('ing') && low.length >= 6 && !notTrades.has(low));

/**
 * Reads the owner's words: the town, the trade (a trade noun or an -ing word with the word before
 * it: "dog grooming", "plumber" → "Plumbing"; else the head of the first run of meaningful words:
 * "sourdough bakery"), the qualifiers and the other nouns, and the images those words call up.
 */
export function readOwnerWords(text: string): OwnerWords {
  const town = townIn(text);
  const townWords = new Set(town.toLowerCase().split(/\s+/).filter(Boolean));
  const all = tokens(text, townWords);
  const qualifiers: string[] = [];
  const nouns: string[] = [];
  for (const t of all) {
    if (!t.content) continue;
    const list = qualifierWords.has(t.low) ? qualifiers : nouns;
    if (!list.includes(titled(t.raw))) list.push(titled(t.raw));
  }
  const noun = (t: Token | undefined) => t?.content === true && !qualifierWords.has(t.low);
  let trade = '';
  const at = all.findIndex((t) => t.content && isTradeWord(t.low));
  if (at >= 0) {
    const word = all[at]!;
    const head = agentTrade(word.low) ?? titled(word.raw);
    const before = all[at - 1];
    trade = noun(before) && !isTradeWord(before!.low) ? `${titled(before!.raw)} ${head}` : head;
  } else {
    // The first run of meaningful words, ended by a filler word: its last two nouns name the trade.
    const start = all.findIndex((t) => noun(t));
    let end = start;
    while (end >= 0 && end + 1 < all.length && all[end + 1]!.content) end++;
    const run = start >= 0 ? all.slice(start, end + 1).filter((t) => noun(t)) : [];
    trade = run
      .slice(-2)
      .map((t) => titled(t.raw))
      .join(' ');
  }
  // The trade's own words (and the noun it was read from: "plumber") are not other nouns.
  const tradeWords = new Set([...trade.toLowerCase().split(' '), at >= 0 ? all[at]!.low : '']);
  // Images of the trade's words first: a "mobile dog grooming van" is about dogs before wheels.
  const ordered = [
    ...all.filter((t) => t.content && tradeWords.has(t.low)),
    ...all.filter((t) => noun(t)),
    ...all.filter((t) => t.content),
  ];
  const images: string[] = [];
  for (const t of ordered) {
    for (const [stem, pictures] of imagesOfStem) {
      if (!t.low.startsWith(stem)) continue;
      for (const p of pictures) if (!images.includes(p)) images.push(p);
    }
  }
  return {
    town,
    trade,
    qualifiers,
    nouns: nouns.filter((n) => !tradeWords.has(n.toLowerCase())),
    images,
  };
}
