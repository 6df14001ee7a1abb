import { fieldLimits } from '@sitewright/model';
import type { FaqCopy, ReviewCopy, ServiceCopy, TeamMemberCopy } from '../copy/copy-shapes.ts';
import { extractActivities } from './activities.ts';
import { row } from './industry-profile.ts';
import { fullNames, reviewerNames } from './people.ts';
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
  '{activity} from {name}, planned around what you need and priced clearly before any work begins.',
  'Ask {name} about {activity}: honest advice on the options, careful work and a fair, upfront price.',
  '{activity} handled by {name} with care, clear communication and a result we are proud to put our name to.',
  'Need {activity}? {name} listens first, explains what is involved and gets it done properly.',
];

/**
 * Services with realistic names, descriptions and typical prices. The ones the owner's words
 * mention come first; a business without an industry gets its own listed activities.
 */
export function writeServices(ctx: WriteContext, count: number): ServiceCopy[] {
  const fromData = profileServices(ctx, count);
  if (ctx.profile.slug !== 'general') return fromData;
  const paragraphs = ctx.random('general-services').shuffle(generalParagraphs);
  const own = extractActivities(ctx.input.activities).map((heading, i) => ({
    heading,
    paragraph: ctx
      .fill(paragraphs[i % paragraphs.length]!)
      .replace('{activity}', heading.toLowerCase())
      .replace(/^([a-z])/, (c) => c.toUpperCase()),
    pricing: 'Quote on request',
  }));
  // The owner's own activities first, then general offers to make up the count.
  return [...own, ...fromData].slice(0, count);
}

function profileServices(ctx: WriteContext, count: number): ServiceCopy[] {
  const mentioned = wordsOf(`${ctx.input.activities} ${ctx.input.scrapedText}`);
  // The trade's core services (listed first in the data) lead; the seed varies the rest.
  const [core, rest] = [ctx.profile.services.slice(0, 4), ctx.profile.services.slice(4)];
  const ordered = [...core, ...ctx.random('services').shuffle(rest)];
  const ranked = ordered
    .map((text, order) => ({ text, order, score: relevance(row(text, 3)[0]!, mentioned) }))
    .sort((a, b) => b.score - a.score || a.order - b.order);
  return ranked.slice(0, count).map(({ text }) => {
    const [heading, pricing, paragraph] = row(text, 3) as [string, string, string];
    return {
      heading: ctx.fill(heading),
      paragraph: ctx.fill(paragraph),
      pricing: ctx.fill(pricing).slice(0, fieldLimits.servicesPricing),
    };
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

/** Sample reviews on the trade's typical themes, signed by fictional reviewers from the business's town. */
export function writeReviews(ctx: WriteContext, count: number): ReviewCopy[] {
  const paragraphs = ctx.random('reviews').sample(
    ctx.profile.reviews.filter((r) => ctx.usable(r)),
    count,
  );
  const names = reviewerNames(ctx.random('reviewers'), paragraphs.length);
  return paragraphs.map((p, i) => ({
    paragraph: ctx.fill(p),
    authorName: names[i]!,
    authorLocation: ctx.values.town.slice(0, fieldLimits.reviewAuthorLocation),
  }));
}

/** Team profiles: the trade's roles (the lead first) with fictional names for the owner to replace. */
export function writeTeam(ctx: WriteContext, count: number): TeamMemberCopy[] {
  const [lead, ...others] = ctx.profile.team;
  const roles = [lead!, ...ctx.random('team').shuffle(others)].slice(0, count);
  const names = fullNames(ctx.random('team-names'), roles.length);
  return roles.map((text, i) => {
    const [jobTitle, bio] = row(text, 2) as [string, string];
    return { name: names[i]!, jobTitle, bio: ctx.fill(bio) };
  });
}
