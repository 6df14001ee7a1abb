import { fieldLimits, generatedTextFits } from '@sitewright/model';
import { readOwnerWords } from './owner-words.ts';
import { stemsOf, tradeActivity } from './trades/trade-words.ts';
import type { WriteContext } from './write-context.ts';
import { writeServices } from './write-lists.ts';

/**
 * Words an owner may use to qualify their trade that a headline can repeat as they said it
 * ("Emergency plumbing across Austin"). Only words that state no fact beyond what the owner wrote.
 */
const headlineQualifiers = new Set(
  'mobile emergency eco organic vegan custom handmade family independent artisan bespoke natural holistic weekend'.split(
    ' ',
  ),
);

/**
 * The word the owner qualified their trade with, that a headline may repeat ("Mobile" of "Mobile
 * dog grooming", "Emergency" of "emergency plumber"): one written right before a word naming the
 * trade, not one qualifying something else ("family portraits"). Undefined when none.
 */
function ownerQualifier(ctx: WriteContext): string | undefined {
  const trade = ctx.trade ?? (ctx.profile.slug === 'general' ? null : { name: ctx.profile.label, words: [] });
  const naming = new Set(
    [
      ...(trade ? [trade.name, tradeActivity(trade)] : []),
      readOwnerWords(ctx.input.activities).trade,
    ].flatMap(stemsOf),
  );
  const words = ctx.input.activities.split(/[^\p{L}\p{N}'’-]+/u).filter(Boolean);
  const at = words.findIndex(
    (w, i) => headlineQualifiers.has(w.toLowerCase()) && naming.has(stemsOf(words[i + 1] ?? '')[0] ?? ''),
  );
  return at >= 0 ? words[at]!.charAt(0).toUpperCase() + words[at]!.slice(1).toLowerCase() : undefined;
}

/** Lower case for the middle of a sentence, keeping a short word written in capitals ("EV", "HVAC"). */
const inSentence = (text: string) =>
  text
    .split(' ')
    .map((w) => (w.length <= 5 && w === w.toUpperCase() && /\p{Lu}/u.test(w) ? w : w.toLowerCase()))
    .join(' ');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The trade's work for this business, as a headline says it: the owner's own words for it when
 * they are about the trade ("dog grooming", "aquarium maintenance", "knife sharpening"), else the
 * trade's ("plumbing", "locksmith"). `doing`: it reads without "Your" ("Plumbing in Austin").
 */
function activityOf(ctx: WriteContext): { activity: string; doing: boolean } {
  const trade = ctx.trade ?? (ctx.profile.slug === 'general' ? null : { name: ctx.profile.label, words: [] });
  const said = inSentence(readOwnerWords(ctx.input.activities).trade);
  const vocabulary = new Set(
    (trade ? [trade.name, ...trade.words] : []).flatMap(stemsOf).filter((s) => !saysNothing.has(s)),
  );
  if (said && (!trade || stemsOf(said).some((s) => vocabulary.has(s))))
    return { activity: said, doing: true };
  if (!trade) return { activity: '', doing: false };
  const activity = tradeActivity(trade);
  return { activity, doing: activity.endsWith('ing') || activity.endsWith('y') };
}

/**
 * Headlines written for this business: each names its trade, one of its services or its town
 * ("Emergency plumbing across Austin", "Drain cleaning in Austin", "Your locksmith in Leeds",
 * "Leak repairs and drain cleaning"), within the §5 six words and the §9 150 characters.
 */
export function specificHeadlines(ctx: WriteContext): string[] {
  const { town } = ctx.values;
  const { activity, doing } = activityOf(ctx);
  const services = writeServices(ctx, 3).map((s) => inSentence(s.heading));
  const qualifier = ownerQualifier(ctx);
  const written: string[] = [];
  // The owner's own word for their trade first: what they wrote is the most specific headline.
  const qualified = qualifier && activity ? `${qualifier} ${activity}` : '';
  // A known trade is named by itself; the services only name a business whose trade is unknown
  // (the owner's own activities may be too particular to say what the business is: "Hard skin").
  const known = ctx.trade !== null || ctx.profile.slug !== 'general';
  if (town) {
    const where = /^(?:mobile|emergency)$/i.test(qualifier ?? '') ? 'across' : 'in';
    if (qualified) written.push(`${qualified} ${where} ${town}`);
    if (activity) written.push(doing ? `${capitalised(activity)} in ${town}` : `Your ${activity} in ${town}`);
    if (!known)
      for (const service of services.slice(0, 2)) written.push(`${capitalised(service)} in ${town}`);
  } else {
    if (qualified) written.push(doing ? `${qualified} by ${ctx.values.name}` : qualified);
    if (doing) written.push(`${capitalised(activity)} by ${ctx.values.name}`);
  }
  const [first, second] = services;
  if (first && second && (!known || written.length === 0))
    written.push(`${capitalised(first)} and ${second}`);
  return written.filter(fitsHeadline);
}

const fitsHeadline = (text: string) =>
  generatedTextFits('introHeadline', text) && text.length <= fieldLimits.introHeading;

/** Stems that name no trade by themselves ("homes built with care" could be anyone's). */
const saysNothing = new Set(
  stemsOf(
    'and the for your with our you service care local quality professional work home house new good great best right done people team family day advice help support knowledge',
  ),
);

/**
 * The industry's own headlines that name something of this business (its town, its trade's words
 * or one of its services): "Wiring, lighting and EV chargers" stays for an electrician, "Power
 * problems fixed fast" does not.
 */
function specificOwnHeadlines(ctx: WriteContext): string[] {
  const words = new Set(
    [
      ctx.profile.label,
      ...(ctx.trade ? [ctx.trade.name, ...ctx.trade.words] : []),
      ...writeServices(ctx, 6).map((s) => s.heading),
    ]
      .flatMap(stemsOf)
      .filter((s) => s.length >= 3 && !saysNothing.has(s)),
  );
  return ctx.profile.headlines
    .filter((h) => ctx.usable(h) && (h.includes('{town}') || stemsOf(h).some((s) => words.has(s))))
    .map((h) => ctx.fill(h))
    .filter(fitsHeadline);
}

/**
 * The introduction's headline: the owner's own qualifier with the trade and town when they wrote one
 * ("Emergency plumbing across Austin"), else one of the headlines naming the trade, a service or the
 * town, in seeded order; the industry's other headlines only when none of those fits.
 */
export function writeHeadline(ctx: WriteContext): string {
  const written = specificHeadlines(ctx);
  const qualifier = ownerQualifier(ctx);
  const qualified = qualifier && written.find((h) => h.startsWith(`${qualifier} `));
  if (qualified) return qualified;
  // The general profile's headlines name only the business or its town: used when nothing else fits.
  const own = ctx.profile.slug === 'general' && written.length > 0 ? [] : specificOwnHeadlines(ctx);
  const specific = [...new Set([...written, ...own])];
  const pick = ctx.random('headline').shuffle(specific)[0];
  if (pick) return pick;
  const fallback = ctx
    .random('headline')
    .shuffle(ctx.profile.headlines.filter((h) => ctx.usable(h)))
    .map((h) => ctx.fill(h))
    .find(fitsHeadline);
  return fallback ?? ctx.values.name.slice(0, fieldLimits.introHeading);
}

/**
 * The image banner's line: for a business no industry is written for, its trade and town ("Plumbing
 * for Austin and nearby") or its first services; an industry's own banners otherwise.
 */
export function writeBanner(ctx: WriteContext): string {
  const fits = (t: string) => t.length > 0 && t.length <= 150;
  if (ctx.profile.slug === 'general') {
    const { activity, doing } = activityOf(ctx);
    const services = writeServices(ctx, 3).map((s) => inSentence(s.heading));
    const written = [
      ...(activity && doing && ctx.values.town
        ? [`${capitalised(activity)} for ${ctx.values.town} and nearby`]
        : []),
      ...(services.length >= 2
        ? [`${capitalised(services.slice(0, -1).join(', '))} and ${services.at(-1)}`]
        : []),
    ].filter(fits);
    const pick = ctx.random('banner').shuffle(written)[0];
    if (pick) return pick;
  }
  return (
    ctx
      .random('banner')
      .shuffle(ctx.profile.banners.filter((b) => ctx.usable(b)))
      .map((b) => ctx.fill(b))
      .find(fits) ?? ctx.values.name
  );
}
