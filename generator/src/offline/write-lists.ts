import type { FaqCopy, ReviewCopy, ServiceCopy, TeamMemberCopy } from '../copy/copy-shapes.ts';
import { extractActivities, listedServices } from './activities.ts';
import { row } from './industry-profile.ts';
import { readOwnerWords } from './owner-words.ts';
import { stemsOf } from './trades/trade-words.ts';
import type { WriteContext } from './write-context.ts';

const wordsOf = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 4)
      .map((w) => w.replace(/s$/, '')),
  );

/** How many of a service's words the owner's description and the imported page mention. */
function relevance(heading: string, mentioned: Set<string>): number {
  return [...wordsOf(heading)].filter((w) => mentioned.has(w)).length;
}

const generalParagraphs = [
  '{activity} from {name}, planned around what you need and explained before any work begins.',
  'Ask {name} about {activity}: advice on the options, what is involved and careful work.',
  '{activity} handled by {name} with care, clear communication and a result we are proud to put our name to.',
  'Need {activity}? {name} listens first, explains what is involved and gets it done properly.',
];

/**
 * Services with realistic names and descriptions, and no price (the owner's to state). A bundled
 * industry's services come from its data, the ones the owner's words mention first. A business no
 * industry is written for gets its own services (those it listed, then the activities its
 * description names), then the usual services of its recognised trade with the trade's own
 * descriptions (a plumber's "Drain cleaning"); never generic offers.
 */
export function writeServices(ctx: WriteContext, count: number): ServiceCopy[] {
  if (ctx.profile.slug !== 'general') return profileServices(ctx, count);
  const paragraphs = ctx.random('general-services').shuffle(generalParagraphs);
  const trade = ctx.trade;
  const fromTrade = (trade?.services ?? []).map((heading, i) => ({
    heading,
    paragraph: trade?.descriptions?.[i] ?? '',
  }));
  const own = ownServices(ctx);
  const described = own.map((heading, i) => {
    // The trade's description when the owner's service is one of its usual ones ("leak repair").
    const known = fromTrade.find((t) => t.paragraph && sameService(t.heading, heading));
    const paragraph =
      known?.paragraph ??
      ctx
        .fill(paragraphs[i % paragraphs.length]!)
        .replace('{activity}', heading.toLowerCase())
        .replace(/^([a-z])/, (c) => c.toUpperCase());
    return { heading, paragraph, pricing: '' };
  });
  const rest = fromTrade
    .filter((t) => t.paragraph && !own.some((o) => sameService(t.heading, o)))
    .map((t) => ({ ...t, pricing: '' }));
  return [...described, ...rest].slice(0, count);
}

/**
 * The owner's own services: the ones listed in the brief, then the activities its description names;
 * for a trade the taxonomy does not know, at least the trade as the owner names it ("Knife sharpening").
 */
function ownServices(ctx: WriteContext): string[] {
  const listed = listedServices(ctx.input.scrapedText);
  const named = extractActivities(ctx.input.activities).filter((a) => !listed.some((l) => sameService(l, a)));
  const own = [...listed, ...named];
  if (own.length > 0 || ctx.trade) return own;
  const said = readOwnerWords(ctx.input.activities).trade;
  return said.endsWith('ing') ? [said.charAt(0) + said.slice(1).toLowerCase()] : [];
}

/**
 * Whether two service names say the same: the words of one are all in the other ("Leak repairs" and
 * "leak repair"; "Drain cleaning" and "Drain cleaning and unblocking").
 */
function sameService(a: string, b: string): boolean {
  const within = (x: string[], y: Set<string>) => x.length > 0 && x.every((w) => y.has(w));
  const [x, y] = [stemsOf(a), stemsOf(b)];
  return within(x, new Set(y)) || within(y, new Set(x));
}

function profileServices(ctx: WriteContext, count: number): ServiceCopy[] {
  const mentioned = wordsOf(`${ctx.input.activities} ${ctx.input.scrapedText}`);
  // The trade's core services (listed first in the data) lead; the seed varies the rest.
  const [core, rest] = [ctx.profile.services.slice(0, 4), ctx.profile.services.slice(4)];
  const ordered = [...core, ...ctx.random('services').shuffle(rest)];
  const ranked = ordered
    .map((text, order) => ({ text, order, score: relevance(row(text, 2)[0]!, mentioned) }))
    .sort((a, b) => b.score - a.score || a.order - b.order);
  return ranked.slice(0, count).map(({ text }) => {
    const [heading, paragraph] = row(text, 2) as [string, string];
    return { heading: ctx.fill(heading), paragraph: ctx.fill(paragraph), pricing: '' };
  });
}

/** Questions customers of this trade really ask, with real answers. */
export function writeFaq(ctx: WriteContext, count: number): FaqCopy[] {
  return ctx
    .random('faq')
    .sample(ctx.profile.faq, count)
    .map((text) => {
      const [question, answer] = row(text, 2) as [string, string];
      return { question: ctx.fill(question), answer: ctx.fill(answer) };
    });
}

/**
 * Reviews and team members are the owner's to give: a review the business did not receive, or a
 * person who does not work there, would be a false statement on the owner's page (the FTC rule on
 * fake reviews, 16 CFR Part 465, bans AI-written reviews presented as real). So the offline
 * generator writes none; the section stays for the owner to fill.
 */
export function writeReviews(_ctx: WriteContext, _count: number): ReviewCopy[] {
  return [];
}

/** No invented team either: see `writeReviews`. */
export function writeTeam(_ctx: WriteContext, _count: number): TeamMemberCopy[] {
  return [];
}
