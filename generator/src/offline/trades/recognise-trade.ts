import { trades } from './taxonomy.ts';
import type { Trade } from './trade.ts';
import { stemsInContext, stemsOf } from './trade-words.ts';

/** What a trade is recognised from; the owner's own words weigh more than a linked page. */
export interface TradeText {
  businessName?: string;
  description?: string;
  /** Text of the owner's link (an imported page's title and description). */
  linkText?: string;
}

export interface RecognisedTrade {
  /** The best-scoring trade, or null when nothing points to one clearly enough. */
  trade: Trade | null;
  score: number;
  /** The five best trades with a score above 0, best first (for tracing a guess). */
  runnersUp: Array<{ id: string; score: number }>;
  /** Every trade's score (0 for one the text says nothing of). */
  scoreOf(trade: Trade): number;
}

/** One word in the owner's description (2) is enough; one word on a linked page (1) is not. */
export const minimumTradeScore = 2;

const sourceWeights = { businessName: 3, description: 2, linkText: 1 } as const;
/** A phrase is worth more than a word: "water heater" says more than "water". */
const phraseWeight = (length: number) => 1 + 0.5 * (length - 1);
/** Who is served or where ("for restaurants", "at the farmers market") says less about the trade than what is done. */
const asideWeight = 0.4;
/** Services are weaker evidence than the trade's own words, and a service word shared by many trades is weaker still. */
const serviceWeight = 0.5;
const notEvidence = new Set([
  'and',
  'the',
  'for',
  'of',
  'with',
  'to',
  'in',
  'on',
  'or',
  'your',
  'a',
  'an',
  'at',
]);

interface Phrase {
  trade: number;
  stems: string[];
}

/** The trades' words as stem phrases, indexed by their first stem. */
const phrasesByFirstStem = new Map<string, Phrase[]>();
/** Each service stem: the trades whose services use it (a stem shared by n trades weighs 1/n). */
const tradesOfServiceStem = new Map<string, number[]>();

trades.forEach((trade, index) => {
  const seen = new Set<string>();
  for (const word of trade.words) {
    const stems = stemsOf(word);
    const key = stems.join(' ');
    if (stems.length === 0 || seen.has(key)) continue;
    seen.add(key);
    const list = phrasesByFirstStem.get(stems[0]!) ?? [];
    list.push({ trade: index, stems });
    phrasesByFirstStem.set(stems[0]!, list);
  }
  const stems = new Set(trade.services.flatMap(stemsOf).filter((s) => s.length >= 3 && !notEvidence.has(s)));
  for (const s of stems) tradesOfServiceStem.set(s, [...(tradesOfServiceStem.get(s) ?? []), index]);
});

function startsAt(text: string[], at: number, phrase: string[]): boolean {
  return phrase.every((s, i) => text[at + i] === s);
}

/**
 * Recognises the trade of a business from the owner's words over the taxonomy: each trade's words
 * and phrases found in the text (stems, so "leaks" finds "leak") score by where they were written
 * (name 3, description 2, link 1) and their length, less in a phrase about who is served or where
 * ("for restaurants", "at the farmers market"); words of the trade's usual services add a
 * little, less when many trades offer them. Each phrase counts once per text. Deterministic; ties go
 * to the trade listed first. Below {@link minimumTradeScore} the answer is no trade.
 */
export function recogniseTrade(text: TradeText): RecognisedTrade {
  const scores = new Array<number>(trades.length).fill(0);
  for (const key of Object.keys(sourceWeights) as Array<keyof typeof sourceWeights>) {
    const source = text[key];
    if (!source) continue;
    const weight = sourceWeights[key];
    const words = stemsInContext(source.slice(0, 20_000));
    const stems = words.map((w) => w.stem);
    // A phrase counts once, at its full weight if it is ever written about the business itself.
    const found = new Map<Phrase, number>();
    stems.forEach((s, at) => {
      for (const phrase of phrasesByFirstStem.get(s) ?? []) {
        if (!startsAt(stems, at, phrase.stems)) continue;
        const factor = words[at]!.aside ? asideWeight : 1;
        found.set(phrase, Math.max(found.get(phrase) ?? 0, factor));
      }
    });
    for (const [phrase, factor] of found)
      scores[phrase.trade]! += weight * factor * phraseWeight(phrase.stems.length);
    const stemFactor = new Map<string, number>();
    for (const w of words)
      stemFactor.set(w.stem, Math.max(stemFactor.get(w.stem) ?? 0, w.aside ? asideWeight : 1));
    for (const [s, factor] of stemFactor) {
      const offering = tradesOfServiceStem.get(s) ?? [];
      for (const index of offering) scores[index]! += (weight * factor * serviceWeight) / offering.length;
    }
  }
  const ranked = scores
    .map((score, index) => ({ index, score }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const best = ranked[0];
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    trade: best && best.score >= minimumTradeScore ? trades[best.index]! : null,
    score: round(best?.score ?? 0),
    runnersUp: ranked.slice(0, 5).map((r) => ({ id: trades[r.index]!.id, score: round(r.score) })),
    scoreOf: (trade) => round(scores[trades.indexOf(trade)] ?? 0),
  };
}
