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
  /** Fills `{name}` and `{town}` of a template. */
  fill(template: string): string;
  /** Whether a template reads well for this business (no town token without a town). */
  usable(template: string): boolean;
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
  return {
    profile,
    input,
    values,
    random: (purpose) => seededRandom(input.businessName.trim().toLowerCase(), seed, purpose),
    fill: (template) => fill(template, values),
    usable: (template) => usable(template, values),
  };
}
