import { type AiPromptInput, aiPromptInput } from '@sitewright/model';
import type { CopySpec } from '../copy/copy-specs.ts';
import { isWebsiteCopySpec, type WebsiteAnswer, type WebsiteCopyRequest } from '../copy/website-copy-spec.ts';
import { GeneratorBase, type Produced } from '../generator-base.ts';
import type { AiPromptRecorder } from '../record/ai-prompt-recorder.ts';
import type { GenerationBrief, GenerationContext } from '../text-generator.ts';
import { claimsToConfirm } from './claims-to-confirm.ts';
import { type WriteContext, writeContext } from './write-context.ts';
import { writeFaq, writeReviews, writeServices, writeTeam } from './write-lists.ts';
import { writeFontPairOrder, writePalettes } from './write-look.ts';
import { writeAbout, writeArticle, writeHeadings, writeQuotes } from './write-page.ts';
import { writeBusinessIdeas, writeBusinessNames, writeGoogleAds } from './write-tools.ts';

type Writer = (ctx: WriteContext, count: number) => unknown;

/** What each kind of copy is written with; the answer shapes are those of the copy specs. */
const writers: Record<string, Writer> = {
  business_names: (ctx, n) => ({ names: writeBusinessNames(ctx, n) }),
  business_ideas: (ctx, n) => ({ ideas: writeBusinessIdeas(ctx, n) }),
  color_palettes: (ctx, n) => ({ palettes: writePalettes(ctx, n) }),
  font_pairs: (ctx) => ({ order: writeFontPairOrder(ctx) }),
  reviews: (ctx, n) => ({ reviews: writeReviews(ctx, n) }),
  about: (ctx) => ({ about: writeAbout(ctx) }),
  article: (ctx) => writeArticle(ctx),
  faq: (ctx, n) => ({ items: writeFaq(ctx, n) }),
  services: (ctx, n) => ({ items: writeServices(ctx, n) }),
  team_bios: (ctx, n) => ({ members: writeTeam(ctx, n) }),
  quotes: (ctx, n) => ({ quotes: writeQuotes(ctx, n) }),
  headings: (ctx) => writeHeadings(ctx),
  google_ads: (ctx, n) => ({ ads: writeGoogleAds(ctx, n) }),
};

/** The length of the list in a written answer (`{ items: [...] }` → its length). */
function listLength(value: unknown): number | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  return Object.values(value).find(Array.isArray)?.length;
}

function page(ctx: WriteContext, request: WebsiteCopyRequest): WebsiteAnswer {
  const answer: WebsiteAnswer = { headings: writeHeadings(ctx), about: { about: writeAbout(ctx) } };
  if (request.services > 0) answer.services = { items: writeServices(ctx, request.services) };
  if (request.faq > 0) answer.faq = { items: writeFaq(ctx, request.faq) };
  if (request.reviews > 0) answer.reviews = { reviews: writeReviews(ctx, request.reviews) };
  if (request.team > 0) answer.team = { members: writeTeam(ctx, request.team) };
  if (request.quotes > 0) answer.quotes = { quotes: writeQuotes(ctx, request.quotes) };
  if (request.article) answer.article = writeArticle(ctx);
  return answer;
}

/**
 * The built-in generator, used when no OpenAI key is set: real, specific copy for each of the 30
 * industries from the data in `industries/`, filled with the business's name and town, and picked
 * with a PRNG seeded from the business name and the seed, so the same input always gives the same
 * copy. The industry is the one given, else the one the description's words point to.
 */
export class OfflineGenerator extends GeneratorBase {
  readonly model = 'offline';

  constructor(recorder?: AiPromptRecorder) {
    super(recorder);
  }

  protected async produce<A>(
    spec: CopySpec<A>,
    input: AiPromptInput,
    count: number,
    context: GenerationContext,
  ): Promise<Produced<A>> {
    const ctx = writeContext(input, context.seed ?? 0);
    const value = isWebsiteCopySpec(spec) ? page(ctx, spec.request) : writers[spec.name]?.(ctx, count);
    if (value === undefined) throw new Error(`The offline generator cannot write ${spec.name}`);
    const written = listLength(value);
    return {
      value: value as A,
      outcome: 'ok',
      // The data may hold fewer items than asked for (e.g. 20 services); then it gives what it has.
      ...(written !== undefined && written < count && !isWebsiteCopySpec(spec) ? { count: written } : {}),
      promptTokens: 0,
      answerTokens: 0,
      prompt: null,
      response: null,
      note: null,
    };
  }

  /**
   * Clamps a page request to what this business's industry data holds, then writes it in one go,
   * with the trade's usual claims for the owner to confirm ({@link claimsToConfirm}).
   */
  override async websiteCopy(
    brief: GenerationBrief,
    request: WebsiteCopyRequest,
    context?: GenerationContext,
  ) {
    const ctx = writeContext(aiPromptInput.parse(brief), context?.seed ?? 0);
    const { profile } = ctx;
    const clamped: WebsiteCopyRequest = {
      ...request,
      services: Math.min(request.services, writeServices(ctx, request.services).length),
      faq: Math.min(request.faq, profile.faq.length),
      reviews: 0,
      team: 0,
      quotes: Math.min(request.quotes, writeQuotes(ctx, request.quotes).length),
    };
    const copy = await super.websiteCopy(brief, clamped, context);
    return { ...copy, toConfirm: claimsToConfirm(ctx.trade, profile.slug) };
  }
}
