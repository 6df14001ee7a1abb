import type { AiPromptInput, Industry } from '@sitewright/model';
import { extractActivities } from './activities.ts';
import { businessIndustry } from './classify.ts';
import { type FillValues, fill, fillValuesOf, usable } from './fill.ts';
import { profileFor } from './industries/index.ts';
import type { IndustryProfile } from './industry-profile.ts';
import { namedTrade, tradeOfWords } from './owner-words.ts';
import { type Random, seededRandom } from './prng.ts';
import { type Trade, trades } from './trades/index.ts';
import { stemsOf, withoutAsides } from './trades/trade-words.ts';

/** Everything an offline writer needs: the industry, the business, and seeded randomness. */
export interface WriteContext {
  profile: IndustryProfile;
  /**
   * The business's trade ({@link tradeFor}): the one the owner's words point to, or the one the
   * given industry is written for; null when none is known. When no bundled industry is written
   * for it (a plumber, a dog groomer), its services stand in for the general profile's.
   */
  trade: Trade | null;
  input: AiPromptInput;
  values: FillValues;
  /** A generator for one purpose ("services", "reviews" …), so parts do not depend on call order. */
  random(purpose: string): Random;
  /** Fills `{name}` and `{town}` of a template. */
  fill(template: string): string;
  /** Whether a template reads well for this business (no town token without a town). */
  usable(template: string): boolean;
}

/**
 * The trade a brief's words point to (business name, description, linked page), or null — the same
 * reading the free tools make of an owner's words ({@link tradeOfWords}).
 */
export function tradeOf(input: AiPromptInput): Trade | null {
  return tradeOfWords({
    businessName: input.businessName,
    description: input.activities,
    linkText: input.scrapedText,
  });
}

/**
 * The trade a bundled industry's rich copy is written for (`barber-shop` → barber); of several, the
 * one its name says (`spa` → day spa, not massage therapist).
 */
export function tradeOfIndustry(industry: Industry): Trade | null {
  const written = trades.filter((t) => t.industry === industry);
  const named = written.find((t) => stemsOf(industry).every((s) => stemsOf(t.name).includes(s)));
  return named ?? written[0] ?? null;
}

/**
 * The trade of a business: the one its words point to; with an industry given, that trade when it
 * belongs to the industry (a roofer filed under home construction), else the industry's own trade.
 */
export function tradeFor(input: AiPromptInput): Trade | null {
  const recognised = tradeOf(input);
  if (!input.industry) return recognised;
  if (recognised && (recognised.industry ?? recognised.pictures[0]) === input.industry) return recognised;
  return tradeOfIndustry(input.industry);
}

/**
 * The industry of a brief: the one given, else the one its words point to, else none (general).
 * The trade taxonomy is read first, as it knows many more trades: a trade written for by a bundled
 * industry gives that industry ("skin fades and beard trims" → barber → barber-shop); a trade with
 * none gives no industry, so "Rivera Plumbing – drain cleaning…" is not filed as house cleaning.
 * Only when no trade is recognised does the industry keyword classifier decide.
 */
export function industryOf(input: AiPromptInput): Industry | null {
  return input.industry ?? industryGiven(input, tradeOf(input));
}

function industryGiven(input: AiPromptInput, trade: Trade | null): Industry | null {
  if (trade) return trade.industry ?? null;
  // An owner who leads with a trade no one knows ("Knife sharpening …") is in none of the industries.
  if (namedTrade(input.activities).unknownLead) return null;
  // Who is served or where ("for restaurants") does not make the business a restaurant.
  return businessIndustry(
    {
      businessName: input.businessName,
      description: withoutAsides(input.activities),
      scrapedText: input.scrapedText,
    },
    extractActivities(input.activities),
  );
}

export function writeContext(input: AiPromptInput, seed: string | number): WriteContext {
  // The trade is read once: it decides the industry, and serves the general profile when none.
  const trade = tradeFor(input);
  const industry = input.industry ?? industryGiven(input, trade);
  const profile = profileFor(industry);
  const values = fillValuesOf(input);
  return {
    profile,
    trade,
    input,
    values,
    random: (purpose) => seededRandom(input.businessName.trim().toLowerCase(), seed, purpose),
    fill: (template) => fill(template, values),
    usable: (template) => usable(template, values),
  };
}
