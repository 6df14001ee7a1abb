import type { FaqCopy, ReviewCopy, ServiceCopy, TeamMemberCopy } from '../copy/copy-shapes.ts';
import { extractActivities } from './activities.ts';
import { row } from './industry-profile.ts';
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
 * Services with realistic names and descriptions, and no price (the owner's to state). The ones the owner's words
 * mention come first. A business without an industry gets its own listed activities, then the usual services of
 * its recognised trade (a plumber's "Drain cleaning"), and only with no trade recognised the general offers.
 */
export function writeServices(ctx: WriteContext, count: number): ServiceCopy[] {
  if (ctx.profile.slug !== 'general') return profileServices(ctx, count);
  const paragraphs = ctx.random('general-services').shuffle(generalParagraphs);
  const own = extractActivities(ctx.input.activities);
  const fromTrade = (ctx.trade?.services ?? []).filter((s) => !restates(s, own));
  const described = [...own, ...fromTrade].map((heading, i) => ({
    heading,
    paragraph: ctx
      .fill(paragraphs[i % paragraphs.length]!)
      .replace('{activity}', heading.toLowerCase())
      .replace(/^([a-z])/, (c) => c.toUpperCase()),
    pricing: '',
  }));
  // A recognised trade has services enough of its own: the general offers would only be filler.
  if (ctx.trade) return described.slice(0, count);
  return [...described, ...profileServices(ctx, count)].slice(0, count);
}

/** Whether a trade's service says what one of the owner's own activities already says ("Leak repairs", "leak repair"). */
function restates(service: string, own: readonly string[]): boolean {
  const words = stemsOf(service);
  return own.some((activity) => {
    const theirs = new Set(stemsOf(activity));
    return words.every((w) => theirs.has(w));
  });
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
