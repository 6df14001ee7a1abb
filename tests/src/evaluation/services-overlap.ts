import type { ServiceItem } from './read-page.ts';
import { stopWords, wordsOf } from './words.ts';

/**
 * How much the services copy of two pages overlaps. The method, exactly:
 * 1. a page's services copy is every Services item's heading and paragraphs, as published;
 * 2. its word set: the copy lower-cased, accents folded, split into words (letters and digits, with
 *    an apostrophe or hyphen inside a word kept: "de-shedding", "we'll"), English stop words
 *    removed (`stopWords`, the NLTK list); no stemming, business names and towns kept;
 * 3. the overlap of two pages is the Jaccard index of their word sets, |A ∩ B| / |A ∪ B|
 *    (0 when both are empty);
 * 4. the figure is the highest overlap over every pair of pages of different trades.
 */
export function servicesWordSet(services: readonly ServiceItem[]): Set<string> {
  return new Set(
    services.flatMap((s) => wordsOf(`${s.heading} ${s.paragraph}`)).filter((word) => !stopWords.has(word)),
  );
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / (a.size + b.size - shared);
}

export interface Overlap<T> {
  a: T;
  b: T;
  jaccard: number;
  shared: string[];
}

/** Every pair of items whose `groupOf` differs, highest overlap first. */
export function overlapsAcrossGroups<T>(
  items: readonly T[],
  wordSetOf: (item: T) => ReadonlySet<string>,
  groupOf: (item: T) => string,
): Overlap<T>[] {
  const sets = items.map(wordSetOf);
  const pairs: Overlap<T>[] = [];
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      if (groupOf(items[i]!) === groupOf(items[j]!)) continue;
      const [a, b] = [sets[i]!, sets[j]!];
      pairs.push({
        a: items[i]!,
        b: items[j]!,
        jaccard: jaccard(a, b),
        shared: [...a].filter((w) => b.has(w)),
      });
    }
  }
  return pairs.sort((x, y) => y.jaccard - x.jaccard);
}
