import { aiPromptInput, type SecondLanguageCode } from '@sitewright/model';
import type OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { GenerationError } from '../generation-error.ts';
import { askForJson, noUsage, type OpenAiConnection, openAiClient } from '../openai/ask-for-json.ts';
import { defaultOpenAiModel } from '../openai/openai-generator.ts';
import { type AiPromptRecorder, type GenerationOutcome, noRecorder } from '../record/ai-prompt-recorder.ts';
import { plainAnswer } from '../rewrite/text-rewriter.ts';
import type { GenerationContext } from '../text-generator.ts';
import { inventedNumbers } from './number-check.ts';
import type { FieldToTranslate, SiteTranslator, TranslatedFields } from './site-translator.ts';
import {
  translateAskAgain,
  translateAskForJson,
  translateReply,
  translateReplySchema,
  translateSystemPrompt,
  translateUserPrompt,
} from './translate-prompts.ts';

export interface OpenAiTranslatorOptions extends OpenAiConnection {
  /** @defaultValue the generator's {@link defaultOpenAiModel} */
  model?: string;
  /** Time limit of each HTTP request, in ms: a batch of texts takes longer than one rewrite. @defaultValue 60000 */
  timeoutMs?: number;
  /** Answers asked for per batch: the first, and again for the texts whose answers broke a rule. @defaultValue 2 */
  maxAttempts?: number;
  /** Texts per request at most. @defaultValue 20 */
  batchFields?: number;
  /** Characters of English per request at most (a longer text goes alone). @defaultValue 4000 */
  batchCharacters?: number;
  /** Requests in flight at once. @defaultValue 2 */
  concurrency?: number;
  recorder?: AiPromptRecorder;
}

/** What is wrong with one field's translation. */
export function translationProblems(field: FieldToTranslate, text: string): string[] {
  const problems: string[] = [];
  if (text === '') problems.push('the translation is empty');
  if (text.length > field.maxLength) {
    problems.push(`the translation has ${text.length} characters, more than the ${field.maxLength} allowed`);
  }
  for (const number of inventedNumbers(field.text, text)) {
    problems.push(`it has the number ${number}, which the text does not: state no fact the text does not`);
  }
  return problems;
}

/** Splits the fields into requests of at most `fields` texts and `characters` of English. */
export function batchesOf(
  fields: readonly FieldToTranslate[],
  limits: { fields: number; characters: number },
): FieldToTranslate[][] {
  const batches: FieldToTranslate[][] = [];
  let current: FieldToTranslate[] = [];
  let characters = 0;
  for (const field of fields) {
    const full = current.length >= limits.fields || characters + field.text.length > limits.characters;
    if (current.length > 0 && full) {
      batches.push(current);
      current = [];
      characters = 0;
    }
    current.push(field);
    characters += field.text.length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** Runs `work` on each item, at most `concurrency` at once; answers in the items' order. */
async function eachLimited<T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return results;
}

/**
 * Page translation on the OpenAI Chat Completions API (or a compatible server): the fields in
 * batches, each batch one request whose structured output has a property per field key with its
 * limit. Each translation is checked — not empty, within its field's §9 limit, no number the
 * English did not have — and the ones that break a rule are asked for again with what was wrong;
 * those still breaking one are left untranslated (never cut, never made up). Each batch is one
 * `ai_prompts` row (kind `Translate`).
 */
export class OpenAiTranslator implements SiteTranslator {
  readonly model: string;
  readonly ai = true;
  private readonly client: OpenAI;
  private readonly maxAttempts: number;
  private readonly recorder: AiPromptRecorder;
  private readonly limits: { fields: number; characters: number };
  private readonly concurrency: number;

  constructor(options: OpenAiTranslatorOptions) {
    this.model = options.model ?? defaultOpenAiModel;
    this.maxAttempts = Math.max(1, options.maxAttempts ?? 2);
    this.recorder = options.recorder ?? noRecorder;
    this.limits = { fields: options.batchFields ?? 20, characters: options.batchCharacters ?? 4000 };
    this.concurrency = options.concurrency ?? 2;
    this.client = openAiClient(options, 60_000);
  }

  async translate(
    language: SecondLanguageCode,
    fields: readonly FieldToTranslate[],
    context: GenerationContext = {},
  ): Promise<TranslatedFields> {
    const batches = batchesOf(fields, this.limits);
    const answers = await eachLimited(batches, this.concurrency, (batch) =>
      this.translateBatch(language, batch, context),
    );
    return {
      texts: Object.assign({}, ...answers.map((answer) => answer.texts)),
      left: answers.flatMap((answer) => answer.left),
    };
  }

  private async translateBatch(
    language: SecondLanguageCode,
    batch: readonly FieldToTranslate[],
    context: GenerationContext,
  ): Promise<TranslatedFields> {
    const startedAt = performance.now();
    const usage = noUsage();
    const record = (outcome: GenerationOutcome, error: string | null) =>
      this.recorder.record({
        userId: context.userId ?? null,
        websiteId: context.websiteId ?? null,
        kind: 'Translate',
        model: this.model,
        input: aiPromptInput.parse({
          businessName: '',
          activities: `translate → ${language}, ${batch.length} texts`,
        }),
        prompt: usage.prompt,
        response: usage.response,
        error,
        promptTokens: usage.promptTokens,
        answerTokens: usage.answerTokens,
        durationMs: performance.now() - startedAt,
        outcome,
      });
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: translateSystemPrompt(language) },
      { role: 'user', content: translateUserPrompt(batch) },
    ];
    const texts: Record<string, string> = {};
    let pending = [...batch];
    let parsedOnce = false;
    const notes: string[] = [];
    await askForJson({
      client: this.client,
      model: this.model,
      messages,
      maxAttempts: this.maxAttempts,
      usage,
      format: () => ({ name: 'translation', schema: translateReplySchema(pending) }),
      failed: (failure) => record(failure.outcome, failure.message),
      judge: (json, attempt) => {
        const parsed = translateReply.safeParse(json);
        if (!parsed.success) {
          notes.push(`attempt ${attempt}: the answer was not a JSON object of texts`);
          return { askAgain: translateAskForJson };
        }
        parsedOnce = true;
        const problems = new Map<string, string[]>();
        for (const field of pending) {
          const answer = parsed.data[field.key];
          const text = typeof answer === 'string' ? plainAnswer(answer, field.multiline) : null;
          const found = text === null ? ['no translation was given'] : translationProblems(field, text);
          if (text !== null && found.length === 0) texts[field.key] = text;
          else problems.set(field.key, found);
        }
        pending = pending.filter((field) => problems.has(field.key));
        if (problems.size === 0) return { kept: true };
        notes.push(
          `attempt ${attempt}: ${[...problems].map(([key, found]) => `${key}: ${found.join(', ')}`).join('; ')}`,
        );
        return { askAgain: translateAskAgain(problems) };
      },
    });
    const error = notes.length > 0 ? notes.join(' | ').slice(0, 500) : null;
    if (!parsedOnce) {
      await record('invalid', error);
      throw new GenerationError(
        'invalid-answer',
        `No translation answer was JSON in ${this.maxAttempts} attempts`,
        usage,
      );
    }
    await record(pending.length > 0 ? 'invalid' : notes.length > 0 ? 'repaired' : 'ok', error);
    return { texts, left: pending.map((field) => field.key) };
  }
}
