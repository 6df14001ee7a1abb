import { type GoogleAd, validateGoogleAd } from '@sitewright/model';
import { extractActivities } from './activities.ts';
import { readOwnerWords, townIn } from './owner-words.ts';
import type { WriteContext } from './write-context.ts';

/**
 * One ad's wording, fullest first: the first headline that fits and is not taken, and the first
 * description body with a closing sentence that fits.
 */
interface Angle {
  headlines: string[];
  bodies: string[];
  closings: string[];
}

/** Lower case for a sentence, keeping a word the owner wrote in capitals ("HVAC"). */
const inSentence = (text: string) =>
  text
    .split(' ')
    .map((w) => (w.length <= 5 && w === w.toUpperCase() ? w : w.toLowerCase()))
    .join(' ');

const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** A business name written with its town ("Rivera Plumbing, Austin"): the name and the town. */
function splitName(written: string): { name: string; town: string } {
  const [first, ...rest] = written.split(',');
  const last = rest.at(-1)?.trim() ?? '';
  if (first && /^\p{Lu}[\p{L}'’. -]{1,30}$/u.test(last)) return { name: first.trim(), town: last };
  return { name: written, town: townIn(written) };
}

/**
 * The services an owner lists, at least two ("emergency repairs, drain cleaning and water heater
 * installs"), read as a list even without a lead-in ("we offer"); none when only one is named.
 */
function servicesIn(description: string): string[] {
  const listed = extractActivities(description, 3);
  const found = listed.length > 0 ? listed : extractActivities(`We offer ${description}`, 3);
  return found.length >= 2 ? found : [];
}

/**
 * Google ads (spec §5: headline ≤ 30, description ≤ 90 characters as Google counts them) from the
 * owner's words: each names the trade or one of the services the owner lists, and the town or the
 * business name; the town whenever one is named. Three angles (trade and town, the business name,
 * a service), in a seeded order. No claim the owner would answer for (no prices, "licensed", years).
 */
export function writeGoogleAds(ctx: WriteContext, count: number): GoogleAd[] {
  const { input, profile } = ctx;
  const written = splitName(input.businessName.trim());
  const name = written.name;
  const said = readOwnerWords(input.activities);
  const named = readOwnerWords(name);
  const known = profile.slug === 'general' ? '' : profile.label;
  const Trade = said.trade || named.trade || known || said.nouns[0] || 'Local Services';
  const trade = inSentence(Trade);
  const town = said.town || written.town || ctx.values.town;
  const at = town ? ` in ${town}` : '';
  const services = servicesIn(input.activities);
  const list = services.length > 0 ? inSentence(listed(services)) : trade;
  const two = services.length > 0 ? inSentence(listed(services.slice(0, 2))) : trade;
  const Service = services[0] ?? Trade;
  const Qualified = said.qualifiers[0] ? `${said.qualifiers[0]} ${Trade}` : Trade;
  // Each sentence body with the longest closing that fits; the lists shorten before the trade does.
  const lists = [...new Set([list, two, trade])];
  const angles: Angle[] = [
    {
      headlines: [`${Trade}${at}`, `${town} ${Trade}`, Trade],
      bodies: [...lists.map((l) => `${name} offers ${l}${at}`), `${name}: ${trade}${at}`],
      closings: ['. Tell us what you need today.', '. Get in touch today.', '.'],
    },
    {
      headlines: [name, `${Trade} by ${name}`, Qualified],
      bodies: [
        ...(services.length > 0 ? [list, two].map((l) => `${Trade}${at}: ask ${name} about ${l}`) : []),
        `${Trade}${at} from ${name}`,
      ],
      closings: ['. Get in touch today.', '.'],
    },
    {
      headlines: [
        ...services.map((s) => `${s}${at}`),
        `${Qualified}${at}`,
        Service,
        Qualified,
        `${Trade} from ${name}`,
        `${Trade} by ${name}`,
        `Ask ${name}`,
      ],
      bodies: lists.map((l) => `${capitalFirst(l)}${at} from ${name}`),
      closings: ['. Tell us what you need.', '.'],
    },
  ];
  const ads: GoogleAd[] = [];
  for (const angle of ctx.random(`ads ${name} ${input.activities}`).shuffle(angles)) {
    const used = (h: string) => ads.some((ad) => ad.headline === h.trim());
    const headline = angle.headlines.find(
      (h) => h.trim() && !used(h) && fits({ headline: h, description: '' }),
    );
    const description = angle.bodies
      .flatMap((body) => angle.closings.map((closing) => `${body}${closing}`))
      .find((d) => fits({ headline: '', description: d }));
    if (!headline || !description || ads.length >= count) continue;
    const checked = validateGoogleAd({ headline, description });
    if (checked.ok) ads.push(checked.value);
  }
  return ads;
}

const capitalFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const fits = (ad: GoogleAd) => validateGoogleAd(ad).ok;
