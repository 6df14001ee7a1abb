import type { AiPromptInput } from '@sitewright/model';
import { extractActivities } from './activities.ts';
import { businessIndustry } from './classify.ts';
import { type FillValues, fill, fillValuesOf, usable } from './fill.ts';
import { profileFor } from './industries/index.ts';
import type { IndustryProfile } from './industry-profile.ts';
import { type Random, seededRandom } from './prng.ts';

/** Everything an offline writer needs: the industry, the business, and seeded randomness. */
export interface WriteContext {
  profile: IndustryProfile;
  input: AiPromptInput;
  values: FillValues;
  /** A generator for one purpose ("services", "reviews" …), so parts do not depend on call order. */
  random(purpose: string): Random;
  /** Fills `{name}`, `{town}` and the currency of a template. */
  fill(template: string): string;
  /** Whether a template reads well for this business (no town token without a town). */
  usable(template: string): boolean;
}

const pound =
  /\b(uk|united kingdom|england|scotland|wales|northern ireland|london|manchester|birmingham|leeds|glasgow|edinburgh|bristol|liverpool|cardiff|belfast)\b/i;
const euro =
  /\b(ireland|dublin|germany|berlin|munich|france|paris|lyon|spain|madrid|barcelona|italy|rome|milan|netherlands|amsterdam|belgium|brussels|portugal|lisbon|austria|vienna|finland|helsinki|greece|athens)\b/i;

/**
 * The currency sign prices are written with, from the location: £ for the UK, € for the euro
 * area, $ otherwise. The typical price ranges in the industry data are US figures; outside the US
 * they are indicative only (the README says so), and the owner edits them.
 */
export function currencyFor(location: string): '$' | '£' | '€' {
  if (pound.test(location)) return '£';
  if (euro.test(location) && !/northern ireland/i.test(location)) return '€';
  return '$';
}

/** The industry of a brief: the one given, else the one its words point to, else none (general). */
export function industryOf(input: AiPromptInput) {
  return (
    input.industry ??
    businessIndustry(
      { businessName: input.businessName, description: input.activities, scrapedText: input.scrapedText },
      extractActivities(input.activities),
    )
  );
}

export function writeContext(input: AiPromptInput, seed: string | number): WriteContext {
  const profile = profileFor(industryOf(input));
  const values = fillValuesOf(input);
  const currency = currencyFor(input.location);
  return {
    profile,
    input,
    values,
    random: (purpose) => seededRandom(input.businessName.trim().toLowerCase(), seed, purpose),
    fill: (template) => {
      const text = fill(template, values);
      return currency === '$' ? text : text.replace(/\$(?=\d)/g, currency);
    },
    usable: (template) => usable(template, values),
  };
}
