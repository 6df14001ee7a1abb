import { fillerWords, imagesOfStem, notTrades, qualifierWords } from './tool-words.ts';
import { recogniseTrade, type Trade, type TradeText, trades } from './trades/index.ts';
import { stem, stemsOf, tradeActivity, withoutAsides } from './trades/trade-words.ts';

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
  /** A meaningful word (not a filler word, a town's word or a number). */
  content: boolean;
  /** Punctuation stands before it: it starts a new phrase ("pastries" in "Sourdough, pastries"). */
  broken: boolean;
}

function tokens(text: string, townWords: Set<string>): Token[] {
  const found: Token[] = [];
  let last = 0;
  for (const match of text.matchAll(/[^\s,.;:!?()/–—"]+/gu)) {
    // Punctuation between two words ends a phrase: "Sourdough, pastries" are two things, not one.
    const broken = /[,.;:!?()/–—]/.test(text.slice(last, match.index));
    last = match.index + match[0].length;
    for (const piece of match[0].split(/[^\p{L}\p{N}'’&-]+/u)) {
      const raw = piece.replace(/^['’-]+|['’-]+$/g, '').replace(/['’]s$/u, '');
      if (raw.length === 0) continue;
      const low = raw.toLowerCase();
      const content = raw.length >= 3 && !fillerWords.has(low) && !townWords.has(low) && !/^\d+$/.test(raw);
      found.push({ raw, low, content, broken: found.length > 0 && broken });
    }
  }
  return found;
}

/** A doing ("grooming", "tuning"): an -ing word that is not one of the ordinary ones ("morning"). */
const isDoing = (low: string) => low.endsWith('ing') && low.length >= 6 && !notTrades.has(low);

interface TradePhrase {
  trade: Trade;
  stems: string[];
}

/** Every trade's name and words as stem phrases, by their last stem: where "grooming" or "plumber" points. */
const phrasesByLastStem = new Map<string, TradePhrase[]>();
for (const trade of trades) {
  for (const words of [trade.name, ...trade.words]) {
    const stems = stemsOf(words);
    const last = stems.at(-1);
    if (last) phrasesByLastStem.set(last, [...(phrasesByLastStem.get(last) ?? []), { trade, stems }]);
  }
}
/** The last words of the trades' names ("plumber", "sweep", "bakery"): words an owner calls themselves by. */
const nameHeads = new Set(trades.map((t) => stemsOf(t.name).at(-1) ?? ''));

/** What an owner says they are or do, in their own words. */
export interface NamedTrade {
  /** The trades whose name or words end where theirs do, longest phrase first ("dog grooming"). */
  trades: Trade[];
  /** The words they wrote, as written ("dog grooming", "plumber"); '' when none. */
  words: string;
  /** Their text leads with a doing no trade of the taxonomy knows ("Knife sharpening …"). */
  unknownLead: string;
}

/**
 * The trade an owner names themselves by: the first doing or trade noun of their text ("grooming",
 * "plumber", "sweep") that ends one of the taxonomy's names or words, with the words before it the
 * phrase needs ("dog grooming", "chimney sweep"); phrases about who is served or where ("for
 * restaurants") are not read. `unknownLead` when the first words of their text are a doing no trade
 * knows ("Knife sharpening for home cooks", "Piano tuning and repair").
 */
export function namedTrade(text: string): NamedTrade {
  let unknownLead = '';
  const clauses = withoutAsides(text).split(/[.,;:!?()\n–—]+/);
  for (const [c, clause] of clauses.entries()) {
    const words = tokens(clause, new Set());
    for (let i = 0; i < words.length; i++) {
      const t = words[i]!;
      if (!t.content) continue;
      const last = stem(t.low);
      // A doing ("grooming") or a trade's name ("plumber"), not a verb's past ("cleaned").
      if (!isDoing(t.low) && (!nameHeads.has(last) || t.low.endsWith('ed'))) continue;
      const stems = words.slice(0, i + 1).map((w) => stem(w.low));
      const found = (phrasesByLastStem.get(last) ?? [])
        .filter(
          (p) =>
            p.stems.length <= stems.length &&
            p.stems.every((s, k) => s === stems[stems.length - p.stems.length + k]),
        )
        .sort((a, b) => b.stems.length - a.stems.length);
      if (found.length > 0) {
        const longest = found[0]!.stems.length;
        // "Gutter cleaning": a word of another trade before the doing says whose cleaning it is.
        const before = i - longest >= 0 && words[i - longest]!.content ? stem(words[i - longest]!.low) : '';
        const owners = (phrasesByLastStem.get(before) ?? [])
          .filter((p) => p.stems.length === 1)
          .map((p) => p.trade);
        return {
          trades: [
            ...new Set([...owners, ...found.filter((p) => p.stems.length === longest).map((p) => p.trade)]),
          ],
          words: words
            .slice(i + 1 - longest, i + 1)
            .map((w) => w.raw)
            .join(' '),
          unknownLead: '',
        };
      }
      // A doing that ends the first words of the text ("Knife sharpening", not "Talking therapy")
      // and that no trade knows: the owner's own trade.
      if (c === 0 && i <= 2 && isDoing(t.low) && !words[i + 1]?.content && !unknownLead)
        unknownLead = [...(words[i - 1]?.content ? [words[i - 1]!.raw] : []), t.raw].join(' ');
    }
  }
  return { trades: [], words: '', unknownLead };
}

/**
 * The trade of a business from its owner's words — the one definition the drafts and the free tools
 * share. The taxonomy's recognition (`recogniseTrade`: every word, weighted by where it was written)
 * decides, unless the owner names their trade themselves: then the trade they name, when the rest
 * of their words do not point much more strongly elsewhere ("One-man plumber … bathroom fits" is a
 * plumber), and no trade when they lead with a doing the taxonomy does not know ("Piano tuning …").
 */
export function tradeOfWords(text: TradeText): Trade | null {
  const recognised = recogniseTrade(text);
  for (const source of [text.description, text.businessName]) {
    const named = namedTrade(source ?? '');
    if (named.trades.length > 0) {
      if (recognised.trade && named.trades.includes(recognised.trade)) return recognised.trade;
      const best = [...named.trades].sort((a, b) => recognised.scoreOf(b) - recognised.scoreOf(a))[0]!;
      return !recognised.trade || recognised.scoreOf(best) >= recognised.score / 2 ? best : recognised.trade;
    }
    if (named.unknownLead) return null;
  }
  return recognised.trade;
}

/**
 * Reads the owner's words: the town, the trade as they name it ("dog grooming", "plumber" →
 * "Plumbing", "Knife Sharpening"; else the trade the words point to; else the head of the first run
 * of meaningful words: "sourdough bakery"), the qualifiers and the other nouns, and the images those
 * words call up. The trade is {@link tradeOfWords}'s, so a free tool and a draft agree on it.
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
  const named = namedTrade(text);
  const known = named.trades[0] ?? tradeOfWords({ description: text });
  let trade = '';
  if (named.words) {
    // A trade noun reads as its trade ("plumber" → "Plumbing"); a doing as written ("Dog Grooming").
    const doing = isDoing(named.words.split(' ').at(-1)!.toLowerCase());
    trade = doing ? named.words.split(' ').map(titled).join(' ') : titledPhrase(tradeActivity(known!));
    const at = all.findIndex((t) => t.low === named.words.split(' ')[0]!.toLowerCase());
    const before = at > 0 ? all[at - 1] : undefined;
    // The noun before it qualifies it only in the same phrase ("Alterations, hemming" are two things).
    if (named.words.split(' ').length === 1 && noun(before) && !all[at]!.broken && !/-/.test(before!.raw))
      trade = `${titled(before!.raw)} ${trade}`;
  } else if (named.unknownLead) {
    trade = named.unknownLead.split(' ').map(titled).join(' ');
  } else {
    // The first run of meaningful words, ended by a filler word: its last two nouns name the trade
    // ("Piano Lessons"); the trade the words point to when there is no such run.
    const start = all.findIndex((t) => noun(t));
    let end = start;
    while (end >= 0 && end + 1 < all.length && all[end + 1]!.content && !all[end + 1]!.broken) end++;
    const run = start >= 0 ? all.slice(start, end + 1).filter((t) => noun(t)) : [];
    trade =
      run
        .slice(-2)
        .map((t) => titled(t.raw))
        .join(' ') || (known ? titledPhrase(tradeActivity(known)) : '');
  }
  // The trade's own words (and the words it was read from: "plumber") are not other nouns.
  const tradeWords = new Set([...trade.toLowerCase().split(' '), ...named.words.toLowerCase().split(' ')]);
  // Images of the trade's words first: a "mobile dog grooming van" is about dogs before wheels.
  const ordered = [
    ...all.filter((t) => t.content && tradeWords.has(t.low)),
    ...all.filter((t) => noun(t)),
    ...all.filter((t) => t.content),
  ];
  const images: string[] = [];
  for (const t of ordered) {
    for (const [stemText, pictures] of imagesOfStem) {
      if (!t.low.startsWith(stemText)) continue;
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

/** "heating and cooling" → "Heating and Cooling"; "dog grooming" → "Dog Grooming". */
const titledPhrase = (phrase: string) =>
  phrase
    .split(' ')
    .map((w) => (['and', 'or', 'of', 'for'].includes(w) ? w : titled(w)))
    .join(' ');
