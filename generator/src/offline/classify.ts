import { type Industry, industry as industryEnum } from '@sitewright/model';
import { industryProfiles } from './industries/index.ts';

/** What the classification was read from; the owner's own words weigh more than a scraped page. */
export interface ClassifyText {
  businessName?: string;
  description?: string;
  scrapedText?: string;
}

export interface IndustryGuess {
  /** The best-scoring industry, or null when nothing points to one clearly enough. */
  industry: Industry | null;
  score: number;
  /** Every industry with a score above 0, best first. */
  scores: Array<{ industry: Industry; score: number }>;
}

/** Weight of one keyword hit in each text, and how many hits of one keyword count in a page. */
const weights = { businessName: 3, description: 2, scrapedText: 1 } as const;
const maxHitsPerKeyword = 3;
/** A single mention in the owner's description (2) is enough; one word on a scraped page (1) is not. */
export const minimumIndustryScore = 2;

const patterns = new Map<Industry, RegExp[]>(
  industryEnum.options.map((slug) => [
    slug,
    industryProfiles[slug].keywords.map((kw) => new RegExp(`(?<![\\p{L}\\p{N}])${kw}`, 'giu')),
  ]),
);

function hits(pattern: RegExp, text: string): number {
  pattern.lastIndex = 0;
  return Math.min(maxHitsPerKeyword, text.match(pattern)?.length ?? 0);
}

/**
 * Guesses the industry of a business from its name, the owner's description and the scraped page
 * by keyword scoring: each industry's keywords (word stems matched at a word start) are counted,
 * weighted 3 in the name, 2 in the description and 1 on the page. Ties go to the industry listed
 * first in spec §2. Below {@link minimumIndustryScore} the answer is null.
 */
export function classifyIndustry(text: ClassifyText): IndustryGuess {
  const sources = (Object.keys(weights) as Array<keyof typeof weights>).map(
    (key) => [weights[key], (text[key] ?? '').slice(0, 20_000)] as const,
  );
  const scores: Array<{ industry: Industry; score: number }> = [];
  for (const [slug, regexes] of patterns) {
    let score = 0;
    for (const regex of regexes) {
      for (const [weight, source] of sources) if (source) score += weight * hits(regex, source);
    }
    if (score > 0) scores.push({ industry: slug, score });
  }
  scores.sort((a, b) => b.score - a.score);
  const best = scores[0];
  return {
    industry: best && best.score >= minimumIndustryScore ? best.industry : null,
    score: best?.score ?? 0,
    scores,
  };
}

const stems = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 4)
    .map((w) => w.replace(/s$/, ''));

/**
 * The industry the copy is written for: the keyword guess, unless the owner lists activities
 * ("we offer emergency plumbing, boiler repairs and leak detection") of which fewer than half
 * match a service of the guessed industry. Then the guess is a near miss (a plumber is not a
 * heating engineer), and the general profile with the owner's own activities serves them better.
 */
export function businessIndustry(text: ClassifyText, activities: readonly string[]): Industry | null {
  const guess = classifyIndustry(text).industry;
  if (!guess || activities.length < 2) return guess;
  const known = new Set(industryProfiles[guess].services.flatMap((s) => stems(s.split(' | ')[0] ?? '')));
  const matching = activities.filter((a) => stems(a).some((w) => known.has(w))).length;
  return matching * 2 >= activities.length ? guess : null;
}
