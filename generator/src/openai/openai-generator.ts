import type { AiPromptInput } from '@sitewright/model';
import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { CopySpec } from '../copy/copy-specs.ts';
import { GenerationError } from '../generation-error.ts';
import { GeneratorBase, type Produced } from '../generator-base.ts';
import type { AiPromptRecorder } from '../record/ai-prompt-recorder.ts';
import { checkAnswer } from './check-answer.ts';
import { askAgainPrompt, systemPrompt, userPrompt } from './prompts.ts';
import { schemasOf } from './response-format.ts';

/** A current small, fast model with structured outputs. */
export const defaultOpenAiModel = 'gpt-4.1-mini';

export interface OpenAiGeneratorOptions {
  apiKey: string;
  /** An OpenAI-compatible server. @defaultValue 'https://api.openai.com/v1' */
  baseUrl?: string;
  /** @defaultValue {@link defaultOpenAiModel} */
  model?: string;
  /** Time limit of each HTTP request, in ms. @defaultValue 20000 */
  timeoutMs?: number;
  /** Retries of one request on 408/409/429/5xx and timeouts (the SDK's, with backoff). @defaultValue 2 */
  maxRetries?: number;
  /** Answers asked for per call: the first plus re-asks when an answer breaks a rule. @defaultValue 3 */
  maxAttempts?: number;
  recorder?: AiPromptRecorder;
}

/**
 * The text generator on the OpenAI Chat Completions API (or any compatible server), with
 * structured outputs: each request carries the JSON Schema of the model's zod schema; each answer
 * is parsed with that zod schema and the §5/§9 rules. An answer that breaks a rule is repaired
 * where that is safe (cut at a sentence end, extra items dropped), otherwise the model is asked
 * again with the list of problems, at most `maxAttempts` times. Nothing over a limit is returned.
 */
export class OpenAiGenerator extends GeneratorBase {
  readonly model: string;
  private readonly client: OpenAI;
  private readonly maxAttempts: number;

  constructor(options: OpenAiGeneratorOptions) {
    super(options.recorder);
    this.model = options.model ?? defaultOpenAiModel;
    this.maxAttempts = Math.max(1, options.maxAttempts ?? 3);
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseUrl ?? 'https://api.openai.com/v1',
      timeout: options.timeoutMs ?? 20_000,
      maxRetries: options.maxRetries ?? 2,
    });
  }

  protected async produce<A>(spec: CopySpec<A>, input: AiPromptInput, count: number): Promise<Produced<A>> {
    const { strict, full } = schemasOf(spec as CopySpec<unknown>);
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: systemPrompt },
      { role: 'user', content: userPrompt(spec as CopySpec<unknown>, input, count) },
    ];
    const usage = { promptTokens: 0, answerTokens: 0, prompt: '', response: null as string | null };
    const notes: string[] = [];
    for (let attempt = 1; attempt <= this.maxAttempts; attempt++) {
      usage.prompt = messages.map((m) => `[${m.role}] ${String(m.content)}`).join('\n\n');
      let content: string;
      try {
        const completion = await this.client.chat.completions.create({
          model: this.model,
          messages,
          response_format: {
            type: 'json_schema',
            json_schema: { name: spec.name, schema: strict, strict: true },
          },
        });
        usage.promptTokens += completion.usage?.prompt_tokens ?? 0;
        usage.answerTokens += completion.usage?.completion_tokens ?? 0;
        const message = completion.choices[0]?.message;
        content = message?.refusal ? '' : (message?.content ?? '');
        if (message?.refusal) notes.push(`attempt ${attempt}: refused (${message.refusal})`);
      } catch (error) {
        throw serviceError(error, usage);
      }
      usage.response = content;
      const verdict = checkAnswer(spec, content, count, full);
      if (verdict.ok) {
        const repaired = attempt > 1 || verdict.changes.length > 0;
        return {
          value: verdict.value,
          outcome: repaired ? 'repaired' : 'ok',
          ...usage,
          note: repaired ? [...notes, ...verdict.changes].join('; ').slice(0, 500) : null,
        };
      }
      notes.push(`attempt ${attempt}: ${verdict.problems.slice(0, 5).join('; ')}`);
      messages.push(
        { role: 'assistant', content },
        { role: 'user', content: askAgainPrompt(verdict.problems) },
      );
    }
    throw new GenerationError(
      'invalid-answer',
      `No ${spec.name} answer kept to the limits in ${this.maxAttempts} attempts (${notes.at(-1) ?? ''})`,
      usage,
    );
  }
}

/** The SDK's failure (after its own retries) as a typed generation error. */
function serviceError(error: unknown, usage: GenerationError['usage']): GenerationError {
  if (error instanceof APIConnectionTimeoutError) {
    return new GenerationError('timeout', 'The AI service did not answer in time', usage, { cause: error });
  }
  if (error instanceof APIError) {
    const status = error.status ?? 'no status';
    return new GenerationError('unavailable', `The AI service failed (${status}): ${error.message}`, usage, {
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new GenerationError('unavailable', `The AI service could not be reached: ${message}`, usage, {
    cause: error,
  });
}
