import { aiPromptInput, type SecondLanguageCode } from '@sitewright/model';
import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { GenerationError } from '../generation-error.ts';
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

export interface OpenAiTranslatorOptions {
  apiKey: string;
  /** @defaultValue 'https://api.openai.com/v1' */
  baseUrl?: string;
  /** @defaultValue the generator's {@link defaultOpenAiModel} */
  model?: string;
  /** Time limit of each HTTP request, in ms: a batch of texts takes longer than one rewrite. @defaultValue 60000 */
  timeoutMs?: number;
  /** The SDK's retries of one request (429, 5xx, time-outs). @defaultValue 1 */
  maxRetries?: number;
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
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseUrl ?? 'https://api.openai.com/v1',
      timeout: options.timeoutMs ?? 60_000,
      maxRetries: options.maxRetries ?? 1,
    });
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
    const usage = { promptTokens: 0, answerTokens: 0, prompt: '', response: null as string | null };
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
    for (let attempt = 1; attempt <= this.maxAttempts && pending.length > 0; attempt++) {
      usage.prompt = messages.map((m) => `[${m.role}] ${String(m.content)}`).join('\n\n');
      let content = '';
      try {
        const completion = await this.client.chat.completions.create({
          model: this.model,
          messages,
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'translation', schema: translateReplySchema(pending), strict: true },
          },
        });
        usage.promptTokens += completion.usage?.prompt_tokens ?? 0;
        usage.answerTokens += completion.usage?.completion_tokens ?? 0;
        const message = completion.choices[0]?.message;
        content = message?.refusal ? '' : (message?.content ?? '');
      } catch (error) {
        const failure = serviceError(error, usage);
        await record(failure.outcome, failure.message);
        throw failure;
      }
      usage.response = content;
      const parsed = translateReply.safeParse(safeJson(content));
      if (!parsed.success) {
        notes.push(`attempt ${attempt}: the answer was not a JSON object of texts`);
        messages.push({ role: 'assistant', content }, { role: 'user', content: translateAskForJson });
        continue;
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
      if (problems.size > 0) {
        notes.push(
          `attempt ${attempt}: ${[...problems].map(([key, found]) => `${key}: ${found.join(', ')}`).join('; ')}`,
        );
        messages.push({ role: 'assistant', content }, { role: 'user', content: translateAskAgain(problems) });
      }
    }
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

function safeJson(content: string): unknown {
  try {
    return JSON.parse(content);
  } catch {
    return null;
  }
}

/** The SDK's failure (after its own retries) as a typed generation error. */
function serviceError(error: unknown, usage: GenerationError['usage']): GenerationError {
  if (error instanceof APIConnectionTimeoutError) {
    return new GenerationError('timeout', 'The AI service did not answer in time', usage, { cause: error });
  }
  const message =
    error instanceof APIError
      ? `The AI service failed (${error.status ?? 'no status'})`
      : `The AI service could not be reached: ${error instanceof Error ? error.message : String(error)}`;
  return new GenerationError('unavailable', message, usage, { cause: error });
}
