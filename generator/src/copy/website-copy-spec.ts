import type { SuggestionReason } from '@sitewright/model';
import { z } from 'zod';
import type {
  ArticleCopy,
  FaqCopy,
  HeadingsCopy,
  QuoteCopy,
  ReviewCopy,
  ServiceCopy,
  TeamMemberCopy,
} from './copy-shapes.ts';
import {
  aboutSpec,
  articleSpec,
  type CopySpec,
  faqSpec,
  headingsSpec,
  quotesSpec,
  reviewsSpec,
  servicesSpec,
  teamSpec,
} from './copy-specs.ts';

/** Which parts of a page's copy to write in one call, and how many items of each (0: none). */
export interface WebsiteCopyRequest {
  services: number;
  faq: number;
  reviews: number;
  team: number;
  quotes: number;
  article: boolean;
}

/**
 * A sentence a generator proposes that only the owner can vouch for ("Fully licensed and insured.").
 * It reaches the draft only as a marked suggestion, left off the published page until confirmed.
 */
export interface ClaimToConfirm {
  text: string;
  reason: SuggestionReason;
}

/** The copy of a whole page: what `generateWebsite` puts into the sections. */
export interface WebsiteCopy {
  headings: HeadingsCopy;
  /** At most 4 sentences (spec §5). */
  about: string;
  services: ServiceCopy[];
  faq: FaqCopy[];
  reviews: ReviewCopy[];
  team: TeamMemberCopy[];
  quotes: QuoteCopy[];
  article: ArticleCopy | null;
  /** Sentences for the Introduction that the owner confirms or removes (the offline generator's). */
  toConfirm?: readonly ClaimToConfirm[];
}

/** The answer as the AI returns it: each part nested as its own spec's answer. */
export interface WebsiteAnswer {
  headings: HeadingsCopy;
  about: { about: string };
  services?: { items: ServiceCopy[] };
  faq?: { items: FaqCopy[] };
  reviews?: { reviews: ReviewCopy[] };
  team?: { members: TeamMemberCopy[] };
  quotes?: { quotes: QuoteCopy[] };
  article?: ArticleCopy;
}

type Part = [key: keyof WebsiteAnswer, spec: CopySpec<never>, count: number];

function partsOf(request: WebsiteCopyRequest): Part[] {
  const parts: Array<[keyof WebsiteAnswer, CopySpec<never>, number]> = [
    ['headings', headingsSpec as CopySpec<never>, 1],
    ['about', aboutSpec as CopySpec<never>, 1],
    ['services', servicesSpec as CopySpec<never>, request.services],
    ['faq', faqSpec as CopySpec<never>, request.faq],
    ['reviews', reviewsSpec as CopySpec<never>, request.reviews],
    ['team', teamSpec as CopySpec<never>, request.team],
    ['quotes', quotesSpec as CopySpec<never>, request.quotes],
    ['article', articleSpec as CopySpec<never>, request.article ? 1 : 0],
  ];
  return parts.filter(([, , count]) => count > 0);
}

/**
 * The spec of a whole page's copy in ONE structured answer (kind 'Website'): the requested
 * parts side by side, each repaired and checked by its own spec. One call instead of eight
 * keeps the creation inside the 4500 ms personalizing stage (spec §4).
 */
export interface WebsiteCopySpec extends CopySpec<WebsiteAnswer> {
  request: WebsiteCopyRequest;
}

export function isWebsiteCopySpec(spec: CopySpec<unknown>): spec is WebsiteCopySpec {
  return spec.kind === 'Website' && 'request' in spec;
}

export function websiteCopySpec(request: WebsiteCopyRequest): WebsiteCopySpec {
  const parts = partsOf(request);
  const shape = Object.fromEntries(parts.map(([key, spec]) => [key, spec.schema]));
  const each = <R>(
    answer: WebsiteAnswer,
    fn: (value: never, spec: CopySpec<never>, count: number, key: string) => R,
  ) => parts.map(([key, spec, count]) => fn(answer[key] as never, spec, count, key));
  return {
    kind: 'Website',
    name: 'website_copy',
    request,
    schema: z.object(shape) as unknown as z.ZodType<WebsiteAnswer>,
    defaultCount: 1,
    repair: (answer) =>
      Object.fromEntries(
        each(answer, (value, spec, count, key) => [key, spec.repair(value, count)]),
      ) as unknown as WebsiteAnswer,
    problems: (answer) =>
      each(answer, (value, spec, count, key) =>
        spec.problems(value, count).map((p) => `${key}: ${p}`),
      ).flat(),
  };
}

/** The flat page copy from a checked answer; parts not asked for are empty. */
export function toWebsiteCopy(answer: WebsiteAnswer): WebsiteCopy {
  return {
    headings: answer.headings,
    about: answer.about.about,
    services: answer.services?.items ?? [],
    faq: answer.faq?.items ?? [],
    reviews: answer.reviews?.reviews ?? [],
    team: answer.team?.members ?? [],
    quotes: answer.quotes?.quotes ?? [],
    article: answer.article ?? null,
  };
}
