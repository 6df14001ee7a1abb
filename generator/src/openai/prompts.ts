import { type AiPromptInput, fieldLimits, fontPairs, generationPrompts as g } from '@sitewright/model';
import type { CopySpec } from '../copy/copy-specs.ts';
import { isWebsiteCopySpec, type WebsiteCopyRequest } from '../copy/website-copy-spec.ts';

/**
 * The rules every answer is written under (truthful by construction). The same rules are
 * enforced after the answer: every sentence stating a fact the brief does not give is marked as a
 * suggestion for the owner and left off the published page (`truth/find-unconfirmed-facts.ts`).
 */
export const truthRules = [
  'Use only the facts in the brief: they are the owner’s own words and the only facts you may state.',
  'Never state a price or price range, a person’s name, a review or testimonial, a number of years or a founding year, a licence, certification, insurance, accreditation, award or rating, a guarantee, warranty, free offer or discount, or a statistic (a percentage, a count of customers, "#1") unless the brief states it. Leave every pricing field an empty string unless the brief gives that price.',
  'Write no reviews, testimonials or quotes from customers, and invent no people: no owner, staff or customer names.',
  'Anything you state that the brief does not is shown to the owner as a suggestion to confirm and is left off the published page.',
];

/** How every answer should read; the field descriptions of the schema carry the limits. */
export const systemPrompt = [
  'You are the copywriter of Sitewright, a website builder for small local service businesses.',
  'Write plain, warm, specific English about this business, its trade and its town, the way a good local business talks to its customers.',
  ...truthRules,
  'Never write placeholder text such as lorem ipsum, [Business Name] or TBD.',
  'Answer with JSON only, matching the schema. Keep to every character, word, sentence and item limit in the field descriptions; count before you answer.',
].join('\n');

/** The business facts every task is written from (spec §1): the owner's words, nothing else. */
export function briefText(input: AiPromptInput): string {
  return [
    'The owner’s facts:',
    `Business name: ${input.businessName || '(not chosen yet)'}`,
    `Industry: ${input.industry ?? 'not given; infer it from the description'}`,
    `Location: ${input.location || 'not given'}`,
    `What the business does, in the owner's words: ${input.activities || 'not given'}`,
    ...(input.scrapedText
      ? [
          `More from the owner (their services and contact details, and their existing page if they linked one):\n${input.scrapedText}`,
        ]
      : []),
  ].join('\n');
}

const pairList = fontPairs
  .map((p) => `${p.name} (${p.heading.family} headings, ${p.body.family} text)`)
  .join('; ');

const tasks: Record<string, (count: number) => string> = {
  business_names: (n) =>
    `Suggest exactly ${n} different names for this business, each at most ${fieldLimits.businessName} characters: a mix of descriptive names, names with the town and short brandable ones. No names of well-known companies.`,
  business_ideas: (n) =>
    `Suggest exactly ${n} different business ideas related to this brief, each ${g.ideaWords.min} to ${g.ideaWords.max} words, saying what is sold and to whom.`,
  color_palettes: (n) =>
    `Propose exactly ${n} different colour palettes for the website, with light and dark backgrounds. Text colours need a contrast of at least 4.5:1 on the background, button text at least 4.5:1 on the button; hover and pressed are darker shades of the button colour. Name each palette in two words.`,
  font_pairs: (n) =>
    `Order all ${n} font pairs from best to least suited to this business, each name once: ${pairList}.`,
  reviews: (n) =>
    `Write ${n} example customer reviews, each at most ${g.reviewSentencesMax} sentences, each about a different service, author "A customer", author location the business's town. They are examples for the owner to see, never published as reviews.`,
  about: () =>
    `Write the about text: ${g.aboutSentencesMax} sentences at most, about what the business does, for whom, where and why choose it.`,
  article: () =>
    'Write one article for the website: a heading of 3 to 8 words, and 3 to 5 short paragraphs separated by blank lines on how the business works and what customers can expect.',
  faq: (n) =>
    `Write ${n} questions customers of this business really ask, with direct answers of 1 to 3 sentences. Where the answer depends on the business (prices, hours, policies) and the brief does not say, say that it depends and invite them to get in touch.`,
  services: (n) =>
    `List ${n} services this business offers: a name of 1 to 5 words, 2 or 3 sentences on what the customer gets, and pricing: the price the brief gives for it, else an empty string. Prefer the services named in the brief.`,
  team_bios: (n) =>
    `Write ${n} team member profiles for the roles typical of this business: the role as the name ("Your stylist"), the job title and a bio of 2 or 3 sentences that claims no credentials. The owner replaces them with the real team.`,
  quotes: (n) =>
    `Write ${n} short mottos for a quote banner, each at most ${g.quoteWordsMax} words, with a one-line attribution such as "Our promise at <business name>".`,
  headings: () =>
    `Write the page's headings and short texts. introHeadline: at most ${g.introHeadlineWordsMax} words. contactTitle: at most ${g.contactTitleWordsMax} words. Section headings: 2 to 6 words, specific to this trade.`,
  google_ads: (n) =>
    `Write ${n} Google search ads, each from a different angle (a service, the town, the business name, how to book), with no price, discount, rating or claim the brief does not state: headline at most ${fieldLimits.googleAdHeadline} characters, description at most ${fieldLimits.googleAdDescription} characters ending with a call to action.`,
};

function pageTask(r: WebsiteCopyRequest): string {
  const parts = [
    'Write the copy of the whole one-page website, filling every field of the schema.',
    `headings: ${tasks.headings!(1)}`,
    `about: ${tasks.about!(1)}`,
    ...(r.services ? [`services: ${tasks.services!(r.services)}`] : []),
    ...(r.faq ? [`faq: ${tasks.faq!(r.faq)}`] : []),
    ...(r.reviews ? [`reviews: ${tasks.reviews!(r.reviews)}`] : []),
    ...(r.team ? [`team: ${tasks.team_bios!(r.team)}`] : []),
    ...(r.quotes ? [`quotes: ${tasks.quotes!(r.quotes)}`] : []),
    ...(r.article ? [`article: ${tasks.article!(1)}`] : []),
  ];
  return parts.join('\n');
}

/** The user message of a request: the brief, then the task. */
export function userPrompt(spec: CopySpec<unknown>, input: AiPromptInput, count: number): string {
  const task = isWebsiteCopySpec(spec) ? pageTask(spec.request) : (tasks[spec.name]?.(count) ?? '');
  return `${briefText(input)}\n\nTask: ${task}`;
}

/** What is sent back when an answer breaks a rule: the problems, and a request for the whole answer. */
export function askAgainPrompt(problems: readonly string[]): string {
  return `Your answer broke these rules:\n${problems
    .slice(0, 20)
    .map((p) => `- ${p}`)
    .join('\n')}\nAnswer again with the complete corrected JSON.`;
}
