import { countSentences, fieldLimits, generatedTextFits, generationPrompts } from '@sitewright/model';
import type { ArticleCopy, HeadingsCopy, QuoteCopy } from '../copy/copy-shapes.ts';
import { splitSentences } from '../copy/text-fit.ts';
import type { WriteContext } from './write-context.ts';
import { writeBanner, writeHeadline } from './write-headline.ts';

/** The filled templates that read well for this business and pass `fits`, in seeded order. */
function candidates(
  ctx: WriteContext,
  purpose: string,
  templates: readonly string[],
  fits: (text: string) => boolean,
) {
  return ctx
    .random(purpose)
    .shuffle(templates.filter((t) => ctx.usable(t)))
    .map((t) => ctx.fill(t))
    .filter(fits);
}

function first(
  ctx: WriteContext,
  purpose: string,
  templates: readonly string[],
  fits: (text: string) => boolean,
) {
  const found = candidates(ctx, purpose, templates, fits)[0];
  if (found === undefined)
    throw new Error(`No ${purpose} template of ${ctx.profile.slug} fits this business`);
  return found;
}

const within = (max: number) => (text: string) => text.length > 0 && text.length <= max;

/** The page's headings and short texts, from the industry's own words. */
export function writeHeadings(ctx: WriteContext): HeadingsCopy {
  const h = ctx.profile.headings;
  return {
    introHeadline: writeHeadline(ctx),
    introBody: first(ctx, 'intro-body', ctx.profile.introBodies, within(fieldLimits.introBody)),
    primaryCta: h.cta,
    servicesHeading: h.services,
    galleryHeading: h.gallery,
    reviewsHeading: h.reviews,
    teamHeading: h.team,
    faqHeading: h.faq,
    contactTitle: h.contact,
    contactBody: ctx.fill(ctx.profile.contactBody),
    bannerText: writeBanner(ctx),
    newsletterHeading: h.newsletter,
    newsletterBody: ctx.fill(
      `News, seasonal tips and the occasional offer from {name} for our ${ctx.profile.customers}, a few times a year. Unsubscribe any time.`,
    ),
    schedulingHeading: h.scheduling,
    schedulingBody: 'Pick a time that suits you and we will confirm your booking by email.',
  };
}

/**
 * The owner's own first sentence, when it reads as one: it is what makes the about text theirs.
 * Abbreviations would count as extra sentences (spec §5 counting), so such a sentence is left out.
 */
function ownersSentence(activities: string): string | null {
  const sentence = splitSentences(activities)[0]?.trim();
  if (!sentence || sentence.length < 20 || sentence.length > 240 || countSentences(sentence) !== 1)
    return null;
  const capitalised = sentence.charAt(0).toUpperCase() + sentence.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** About text of at most 4 sentences (spec §5): an opener, the owner's own words, then the trade's. */
export function writeAbout(ctx: WriteContext): string {
  const [opener = '', ...rest] = ctx.profile.about.filter((s) => ctx.usable(s));
  const own = ownersSentence(ctx.input.activities);
  const sentences = [ctx.fill(opener), ...(own ? [own] : [])];
  for (const s of ctx.random('about').shuffle(rest)) {
    if (sentences.length >= generationPrompts.aboutSentencesMax) break;
    sentences.push(ctx.fill(s));
  }
  let about = sentences.join(' ');
  while (!generatedTextFits('about', about) || about.length > fieldLimits.businessDescription) {
    sentences.pop();
    about = sentences.join(' ');
  }
  return about;
}

const attributions = [
  'Our promise at {name}',
  'What we believe at {name}',
  'The {name} way',
  'Why {name} exists',
];

/** Quotes for the Text Banner: at most 12 words each (spec §5), with a subhead naming the business. */
export function writeQuotes(ctx: WriteContext, count: number): QuoteCopy[] {
  const texts = candidates(
    ctx,
    'quotes',
    ctx.profile.quotes,
    (t) => generatedTextFits('quote', t) && t.length <= fieldLimits.quotePrimary,
  );
  const subheads = ctx.random('quote-subheads').shuffle(attributions);
  return texts.slice(0, count).map((text, i) => ({
    text,
    attribution: ctx.fill(subheads[i % subheads.length]!).slice(0, fieldLimits.quoteSubhead),
  }));
}

/** The article: the industry's story of how the business works, told with its name. */
export function writeArticle(ctx: WriteContext): ArticleCopy {
  const { heading, paragraphs } = ctx.profile.article;
  return {
    heading: ctx.fill(heading).slice(0, fieldLimits.articleHeading),
    content: paragraphs
      .map((p) => ctx.fill(p))
      .join('\n\n')
      .slice(0, fieldLimits.articleContent),
  };
}
