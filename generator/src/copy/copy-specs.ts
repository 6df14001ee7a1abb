import {
  type AiPromptKind,
  fieldLimits,
  fontPairs,
  type GoogleAd,
  generatedTextFits,
  generationPrompts,
  validateGoogleAd,
} from '@sitewright/model';
import { z } from 'zod';
import { completePalette, paletteProblems } from '../palette/complete-palette.ts';
import {
  aboutCopy,
  articleCopy,
  businessIdeaCopy,
  businessNameCopy,
  faqCopy,
  fontPairName,
  googleAdCopy,
  headingsCopy,
  paletteCopy,
  quoteCopy,
  reviewCopy,
  serviceCopy,
  teamMemberCopy,
} from './copy-shapes.ts';
import { cutAtSentence, keepSentences } from './text-fit.ts';

/**
 * One kind of generated copy: its answer schema (from the model, with the §9 limits), the safe
 * local repairs, and the §5 rules the schema cannot say (sentence and word counts, exact counts).
 * Both generators check every answer against its spec before anything is returned.
 */
export interface CopySpec<A> {
  kind: AiPromptKind;
  /** The JSON-schema name sent with a structured-output request. */
  name: string;
  schema: z.ZodType<A>;
  /** How many items are asked for when the caller does not say. */
  defaultCount: number;
  /** Safe fixes: drop extra items and duplicates, cut long text at a sentence boundary. */
  repair(answer: A, count: number): A;
  /** What still breaks a rule; empty when the answer may be stored. */
  problems(answer: A, count: number): string[];
}

const countProblem = (what: string, got: number, count: number) =>
  got === count ? [] : [`Give exactly ${count} ${what}; the answer has ${got}`];

function dedupe<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item).trim().toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Keeps the items that pass `fits` when enough of them do, so one bad item need not cost a re-ask. */
function preferFitting<T>(items: T[], fits: (item: T) => boolean, count: number): T[] {
  const fitting = items.filter(fits);
  return (fitting.length >= count ? fitting : items).slice(0, count);
}

/** A long text cut to its whole sentences: first to `sentences`, then to `chars` when one fits. */
function fitProse(text: string, sentences: number, chars: number): string {
  const kept = keepSentences(text.trim(), sentences);
  return cutAtSentence(kept, chars) ?? kept;
}

const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max);

export const businessNamesSpec: CopySpec<{ names: string[] }> = {
  kind: 'BusinessNames',
  name: 'business_names',
  schema: z.object({ names: list(businessNameCopy, 24) }),
  defaultCount: generationPrompts.businessNames,
  repair: (a, count) => ({
    names: dedupe(
      a.names.map((n) => n.trim()),
      (n) => n,
    ).slice(0, count),
  }),
  problems: (a, count) => countProblem('different business names', a.names.length, count),
};

export const businessIdeasSpec: CopySpec<{ ideas: string[] }> = {
  kind: 'BusinessIdeas',
  name: 'business_ideas',
  schema: z.object({ ideas: list(businessIdeaCopy, 20) }),
  defaultCount: generationPrompts.businessIdeas,
  repair: (a, count) => ({
    ideas: preferFitting(
      dedupe(
        a.ideas.map((i) => i.trim()),
        (i) => i,
      ),
      (i) => generatedTextFits('idea', i),
      count,
    ),
  }),
  problems: (a, count) => [
    ...countProblem('different ideas', a.ideas.length, count),
    ...a.ideas
      .filter((i) => !generatedTextFits('idea', i))
      .map((i) => `The idea "${i}" must have 5 to 8 words`),
  ],
};

export const palettesSpec: CopySpec<{ palettes: Array<z.infer<typeof paletteCopy>> }> = {
  kind: 'ColorPalettes',
  name: 'color_palettes',
  schema: z.object({ palettes: list(paletteCopy, 16) }),
  defaultCount: generationPrompts.colourPalettes,
  repair: (a, count) => ({
    palettes: dedupe(
      a.palettes.map((p) => ({ name: p.name.trim(), colors: completePalette(p.colors) })),
      (p) => `${p.colors.backgroundColor}${p.colors.buttonBackgroundColor}`,
    ).slice(0, count),
  }),
  problems: (a, count) => [
    ...countProblem('different palettes', a.palettes.length, count),
    ...a.palettes.flatMap((p) => paletteProblems(p.colors).map((m) => `${p.name}: ${m}`)),
  ],
};

export const fontPairsSpec: CopySpec<{ order: string[] }> = {
  kind: 'FontPairs',
  name: 'font_pairs',
  schema: z.object({ order: z.array(fontPairName).max(16) }),
  defaultCount: generationPrompts.fontPairs,
  // Every pair the templates ship is offered; the answer only decides the order.
  repair: (a, count) => ({
    order: dedupe([...a.order, ...fontPairs.map((p) => p.name)], (n) => n).slice(0, count),
  }),
  problems: (a, count) => countProblem('font pairs', a.order.length, count),
};

export const reviewsSpec: CopySpec<{ reviews: Array<z.infer<typeof reviewCopy>> }> = {
  kind: 'Reviews',
  name: 'reviews',
  schema: z.object({ reviews: list(reviewCopy, fieldLimits.maxReviews) }),
  defaultCount: 3,
  repair: (a, count) => ({
    reviews: a.reviews
      .map((r) => ({
        ...r,
        paragraph: fitProse(r.paragraph, generationPrompts.reviewSentencesMax, fieldLimits.reviewParagraph),
      }))
      .slice(0, count),
  }),
  problems: (a, count) => [
    ...countProblem('reviews', a.reviews.length, count),
    ...a.reviews
      .filter((r) => !generatedTextFits('review', r.paragraph))
      .map((r) => `The review by ${r.authorName} must have at most 4 sentences`),
  ],
};

export const aboutSpec: CopySpec<z.infer<typeof aboutCopy>> = {
  kind: 'About',
  name: 'about',
  schema: aboutCopy,
  defaultCount: 1,
  repair: (a) => ({
    about: fitProse(a.about, generationPrompts.aboutSentencesMax, fieldLimits.businessDescription),
  }),
  problems: (a) =>
    generatedTextFits('about', a.about) ? [] : ['The about text must have at most 4 sentences'],
};

export const articleSpec: CopySpec<z.infer<typeof articleCopy>> = {
  kind: 'Article',
  name: 'article',
  schema: articleCopy,
  defaultCount: 1,
  repair: (a) => ({ heading: a.heading.trim(), content: a.content.trim() }),
  problems: () => [],
};

export const faqSpec: CopySpec<{ items: Array<z.infer<typeof faqCopy>> }> = {
  kind: 'Faq',
  name: 'faq',
  schema: z.object({ items: list(faqCopy, fieldLimits.maxFaqs) }),
  defaultCount: 6,
  repair: (a, count) => ({ items: dedupe(a.items, (i) => i.question).slice(0, count) }),
  problems: (a, count) => countProblem('questions', a.items.length, count),
};

export const servicesSpec: CopySpec<{ items: Array<z.infer<typeof serviceCopy>> }> = {
  kind: 'Services',
  name: 'services',
  schema: z.object({ items: list(serviceCopy, fieldLimits.maxServiceItems) }),
  defaultCount: 6,
  repair: (a, count) => ({ items: dedupe(a.items, (i) => i.heading).slice(0, count) }),
  problems: (a, count) => countProblem('services', a.items.length, count),
};

export const teamSpec: CopySpec<{ members: Array<z.infer<typeof teamMemberCopy>> }> = {
  kind: 'TeamBios',
  name: 'team_bios',
  schema: z.object({ members: list(teamMemberCopy, fieldLimits.maxTeamMembers) }),
  defaultCount: 3,
  repair: (a, count) => ({ members: a.members.slice(0, count) }),
  problems: (a, count) => countProblem('team members', a.members.length, count),
};

export const quotesSpec: CopySpec<{ quotes: Array<z.infer<typeof quoteCopy>> }> = {
  kind: 'Quote',
  name: 'quotes',
  schema: z.object({ quotes: list(quoteCopy, 6) }),
  defaultCount: 1,
  repair: (a, count) => ({
    quotes: preferFitting(a.quotes, (q) => generatedTextFits('quote', q.text), count),
  }),
  problems: (a, count) => [
    ...countProblem('quotes', a.quotes.length, count),
    ...a.quotes
      .filter((q) => !generatedTextFits('quote', q.text))
      .map((q) => `The quote "${q.text}" must have at most 12 words`),
  ],
};

export const headingsSpec: CopySpec<z.infer<typeof headingsCopy>> = {
  kind: 'Headings',
  name: 'headings',
  schema: headingsCopy,
  defaultCount: 1,
  repair: (a) => a,
  problems: (a) => [
    ...(generatedTextFits('introHeadline', a.introHeadline)
      ? []
      : ['introHeadline must have at most 6 words']),
    ...(generatedTextFits('contactTitle', a.contactTitle) ? [] : ['contactTitle must have at most 4 words']),
  ],
};

export const googleAdsSpec: CopySpec<{ ads: GoogleAd[] }> = {
  kind: 'GoogleAd',
  name: 'google_ads',
  schema: z.object({ ads: list(googleAdCopy, 10) }),
  defaultCount: 3,
  repair: (a, count) => ({
    ads: dedupe(
      a.ads.map((ad) => ({ headline: ad.headline.trim(), description: ad.description.trim() })),
      (ad) => ad.headline,
    ).slice(0, count),
  }),
  problems: (a, count) => [
    ...countProblem('ads', a.ads.length, count),
    ...a.ads.flatMap((ad) => {
      const result = validateGoogleAd(ad);
      return result.ok ? [] : [`Ad "${ad.headline}": ${result.message}`];
    }),
  ],
};
