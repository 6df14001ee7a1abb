import { fieldLimits, type GoogleAd, generatedTextFits, validateGoogleAd } from '@sitewright/model';
import { row } from './industry-profile.ts';
import { surnameFor } from './people.ts';
import type { WriteContext } from './write-context.ts';

/**
 * Business-name suggestions (spec §5: 12): the trade's name parts combined ("Bright Smile
 * Dental"), a few with the town ("Austin Family Dentistry") or a surname ("Brennan Carpentry").
 */
export function writeBusinessNames(ctx: WriteContext, count: number): string[] {
  const random = ctx.random('names');
  const { words, endings } = ctx.profile.names;
  const combos = random.shuffle(words.flatMap((w) => endings.map((e) => `${w} ${e}`)));
  const town = ctx.values.town;
  const extras = [
    ...(town ? random.sample(endings, 2).map((e) => `${town} ${e}`) : []),
    `${surnameFor(random)} ${random.pick(endings)}`,
  ];
  const taken = new Set([ctx.input.businessName.trim().toLowerCase()]);
  const names: string[] = [];
  // Interleave so the town and surname ideas sit among the others, not at the end.
  for (const name of [...combos.slice(0, 3), ...extras, ...combos.slice(3)]) {
    const key = name.toLowerCase();
    if (names.length >= count || taken.has(key) || name.length > fieldLimits.businessName) continue;
    taken.add(key);
    names.push(name);
  }
  return names;
}

/** Business ideas in the field (spec §5: 10 ideas of 5 to 8 words). */
export function writeBusinessIdeas(ctx: WriteContext, count: number): string[] {
  return ctx
    .random('ideas')
    .shuffle(ctx.profile.ideas.filter((idea) => generatedTextFits('idea', idea)))
    .slice(0, count);
}

/**
 * Google ads (spec §5: headline ≤ 30, description ≤ 90 characters), each a different angle of the
 * trade: price, speed, trust, the town. Templates that do not fit once filled are skipped.
 */
export function writeGoogleAds(ctx: WriteContext, count: number): GoogleAd[] {
  const ads: GoogleAd[] = [];
  for (const text of ctx.random('ads').shuffle(ctx.profile.ads.filter((t) => ctx.usable(t)))) {
    const [headline, description] = row(ctx.fill(text), 2) as [string, string];
    const checked = validateGoogleAd({ headline, description });
    if (checked.ok && ads.length < count) ads.push(checked.value);
  }
  return ads;
}
