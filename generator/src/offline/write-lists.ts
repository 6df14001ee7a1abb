import type { FaqCopy, ReviewCopy, ServiceCopy, TeamMemberCopy } from '../copy/copy-shapes.ts';
import { activitiesFromVerbs, extractActivities, listedServices } from './activities.ts';
import { row } from './industry-profile.ts';
import { readOwnerWords } from './owner-words.ts';
import { sameService, withoutAsides } from './trades/trade-words.ts';
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

/**
 * A service of the owner's own that no data describes: a plain sentence in their words (the same
 * one website creation writes for a service the owner gives), so pages of different trades share no
 * stock phrases — what describes it is the owner's to add.
 */
const plainService = (ctx: WriteContext, heading: string) =>
  `${heading} from ${ctx.values.name}${ctx.values.town ? ` in ${ctx.values.town}` : ''}. Get in touch to tell us what you need.`;

/**
 * Services with realistic names and descriptions, and no price (the owner's to state). A bundled
 * industry's services come from its data, the ones the owner's words mention first. A business no
 * industry is written for gets its own services (those it listed, then the activities its
 * description names), then the usual services of its recognised trade with the trade's own
 * descriptions (a plumber's "Drain cleaning"); never generic offers.
 */
export function writeServices(ctx: WriteContext, count: number): ServiceCopy[] {
  if (ctx.profile.slug !== 'general') return profileServices(ctx, count);
  const trade = ctx.trade;
  const fromTrade = (trade?.services ?? []).map((heading, i) => ({
    heading,
    paragraph: trade?.descriptions?.[i] ?? '',
  }));
  const own = ownServices(ctx);
  const described = own.map((heading) => {
    // The trade's description when the owner's service is one of its usual ones ("leak repair").
    const known = fromTrade.find((t) => t.paragraph && sameService(t.heading, heading));
    return { heading, paragraph: known?.paragraph ?? plainService(ctx, heading), pricing: '' };
  });
  const rest = fromTrade
    .filter((t) => t.paragraph && !own.some((o) => sameService(t.heading, o)))
    .map((t) => ({ ...t, pricing: '' }));
  return [...described, ...rest].slice(0, count);
}

/**
 * The owner's own services: the ones listed in the brief, then the activities its description names;
 * for a trade the taxonomy does not know, also the trade as the owner names it ("Knife sharpening")
 * and what they say they do to things ("I also sharpen scissors" → "Scissor sharpening").
 */
function ownServices(ctx: WriteContext): string[] {
  const listed = listedServices(ctx.input.scrapedText);
  const named = extractActivities(ctx.input.activities).filter((a) => !listed.some((l) => sameService(l, a)));
  if (ctx.trade) return [...listed, ...named];
  // A trade the taxonomy does not know has no services but the owner's: a short list is read as one
  // too ("Swarm removal, honey and beekeeping lessons" → three services), never another trade's.
  const short =
    named.length > 0
      ? []
      : extractActivities(`We offer ${withoutAsides(ctx.input.activities.split(/[.!?]/)[0] ?? '')}`);
  const own = [...listed, ...named, ...short.filter((a) => !listed.some((l) => sameService(l, a)))];
  // A trade the taxonomy does not know: what the owner says they do, with their own verbs too.
  const said = readOwnerWords(ctx.input.activities).trade;
  const doing = said.endsWith('ing') ? [said.charAt(0) + said.slice(1).toLowerCase()] : [];
  const withVerbs = activitiesFromVerbs(ctx.input.activities);
  return [...own, ...doing, ...withVerbs].filter(
    (s, i, all) => all.findIndex((o) => sameService(o, s)) === i,
  );
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
