import { type AiPromptInput, aiPromptInput, capScrapeText, fontPairs } from '@sitewright/model';
import type { CopySpec } from './copy/copy-specs.ts';
import {
  aboutSpec,
  articleSpec,
  businessIdeasSpec,
  businessNamesSpec,
  faqSpec,
  fontPairsSpec,
  googleAdsSpec,
  headingsSpec,
  palettesSpec,
  quotesSpec,
  reviewsSpec,
  servicesSpec,
  teamSpec,
} from './copy/copy-specs.ts';
import { toWebsiteCopy, type WebsiteCopyRequest, websiteCopySpec } from './copy/website-copy-spec.ts';
import { GenerationError } from './generation-error.ts';
import { type AiPromptRecorder, noRecorder } from './record/ai-prompt-recorder.ts';
import type { FontPairChoice, GenerationBrief, GenerationContext, TextGenerator } from './text-generator.ts';

/** What an implementation produced for one call, before the shared check and record. */
export interface Produced<A> {
  value: A;
  outcome: 'ok' | 'repaired';
  /** How many items it could write when fewer than asked (offline data runs out). */
  count?: number;
  promptTokens: number;
  answerTokens: number;
  prompt: string | null;
  response: string | null;
  /** What was repaired, for the record. */
  note: string | null;
}

/**
 * The shared half of both generators: parse the brief, call the implementation, check the
 * answer against its spec ONE more time (so nothing over a limit is ever returned, whichever
 * implementation wrote it), and record the call with its outcome, tokens and duration.
 */
export abstract class GeneratorBase implements TextGenerator {
  abstract readonly model: string;

  constructor(protected readonly recorder: AiPromptRecorder = noRecorder) {}

  protected abstract produce<A>(
    spec: CopySpec<A>,
    input: AiPromptInput,
    count: number,
    context: GenerationContext,
  ): Promise<Produced<A>>;

  protected async run<A>(
    spec: CopySpec<A>,
    brief: GenerationBrief,
    count: number | undefined,
    context: GenerationContext = {},
  ): Promise<A> {
    const input = aiPromptInput.parse({ ...brief, scrapedText: capScrapeText(brief.scrapedText ?? '') });
    const wanted = count ?? spec.defaultCount;
    const started = performance.now();
    const record = (
      outcome: Parameters<AiPromptRecorder['record']>[0]['outcome'],
      extra: Partial<Produced<A>> & { error?: string | null },
    ) =>
      this.recorder.record({
        userId: context.userId ?? null,
        websiteId: context.websiteId ?? null,
        kind: spec.kind,
        model: this.model,
        input,
        prompt: extra.prompt ?? null,
        response: extra.response ?? null,
        error: extra.error ?? null,
        promptTokens: extra.promptTokens ?? 0,
        answerTokens: extra.answerTokens ?? 0,
        durationMs: performance.now() - started,
        outcome,
      });
    try {
      const produced = await this.produce(spec, input, wanted, context);
      const parsed = spec.schema.safeParse(produced.value);
      const problems = parsed.success
        ? spec.problems(parsed.data, produced.count ?? wanted)
        : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      if (!parsed.success || problems.length > 0) {
        throw new GenerationError(
          'invalid-answer',
          `The ${spec.name} answer breaks its limits: ${problems.join('; ')}`,
          produced,
        );
      }
      await record(produced.outcome, { ...produced, error: produced.note });
      return parsed.data;
    } catch (error) {
      const failure =
        error instanceof GenerationError
          ? error
          : new GenerationError(
              'unavailable',
              error instanceof Error ? error.message : String(error),
              undefined,
              { cause: error },
            );
      await record(failure.outcome, { ...failure.usage, error: failure.message });
      throw failure;
    }
  }

  async palettes(brief: GenerationBrief, context?: GenerationContext) {
    return (await this.run(palettesSpec, brief, undefined, context)).palettes;
  }
  async fontPairs(brief: GenerationBrief, context?: GenerationContext): Promise<FontPairChoice[]> {
    const { order } = await this.run(fontPairsSpec, brief, undefined, context);
    return order.map((name) => {
      const pair = fontPairs.find((p) => p.name === name)!;
      return { name: pair.name, heading: { ...pair.heading }, body: { ...pair.body } };
    });
  }
  async reviews(brief: GenerationBrief, count?: number, context?: GenerationContext) {
    return (await this.run(reviewsSpec, brief, count, context)).reviews;
  }
  async about(brief: GenerationBrief, context?: GenerationContext) {
    return (await this.run(aboutSpec, brief, undefined, context)).about;
  }
  async article(brief: GenerationBrief, context?: GenerationContext) {
    return this.run(articleSpec, brief, undefined, context);
  }
  async faq(brief: GenerationBrief, count?: number, context?: GenerationContext) {
    return (await this.run(faqSpec, brief, count, context)).items;
  }
  async services(brief: GenerationBrief, count?: number, context?: GenerationContext) {
    return (await this.run(servicesSpec, brief, count, context)).items;
  }
  async teamBios(brief: GenerationBrief, count?: number, context?: GenerationContext) {
    return (await this.run(teamSpec, brief, count, context)).members;
  }
  async quotes(brief: GenerationBrief, count?: number, context?: GenerationContext) {
    return (await this.run(quotesSpec, brief, count, context)).quotes;
  }
  async headings(brief: GenerationBrief, context?: GenerationContext) {
    return this.run(headingsSpec, brief, undefined, context);
  }
  async businessNames(brief: GenerationBrief, context?: GenerationContext) {
    return (await this.run(businessNamesSpec, brief, undefined, context)).names;
  }
  async businessIdeas(brief: GenerationBrief, context?: GenerationContext) {
    return (await this.run(businessIdeasSpec, brief, undefined, context)).ideas;
  }
  async googleAds(brief: GenerationBrief, count?: number, context?: GenerationContext) {
    return (await this.run(googleAdsSpec, brief, count, context)).ads;
  }
  async websiteCopy(brief: GenerationBrief, request: WebsiteCopyRequest, context?: GenerationContext) {
    return toWebsiteCopy(await this.run(websiteCopySpec(request), brief, 1, context));
  }
}
