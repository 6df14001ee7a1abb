import type { RewriteAnswer, RewriteRequest } from '@sitewright/model';
import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { cutAtSentence } from '../copy/text-fit.ts';
import { GenerationError } from '../generation-error.ts';
import { defaultOpenAiModel } from '../openai/openai-generator.ts';
import { type AiPromptRecorder, noRecorder } from '../record/ai-prompt-recorder.ts';
import type { GenerationContext } from '../text-generator.ts';
import { findUnconfirmedFacts, ownerFactsOf } from '../truth/find-unconfirmed-facts.ts';
import {
  rewriteAskAgain,
  rewriteReply,
  rewriteReplySchema,
  rewriteSystemPrompt,
  rewriteUserPrompt,
} from './rewrite-prompts.ts';
import {
  allRewriteActions,
  allRewriteLanguages,
  plainAnswer,
  RewriteRefusal,
  recordRewrite,
  rewriteMessages,
  type TextRewriter,
} from './text-rewriter.ts';

export interface OpenAiRewriterOptions {
  apiKey: string;
  /** @defaultValue 'https://api.openai.com/v1' */
  baseUrl?: string;
  /** @defaultValue the generator's {@link defaultOpenAiModel} */
  model?: string;
  /** Time limit of each HTTP request, in ms: the owner waits in the designer. @defaultValue 15000 */
  timeoutMs?: number;
  /** The SDK's retries of one request (429, 5xx, time-outs). @defaultValue 1 */
  maxRetries?: number;
  /** Answers asked for: the first, and again with the problems when one breaks a rule. @defaultValue 2 */
  maxAttempts?: number;
  recorder?: AiPromptRecorder;
}

/** What is wrong with one answer's text, and whether only its length is. */
function problemsOf(request: RewriteRequest, text: string): { problems: string[]; lengthOnly: boolean } {
  const problems: string[] = [];
  let lengthOnly = true;
  const other = (problem: string) => {
    problems.push(problem);
    lengthOnly = false;
  };
  const original = request.text.trim();
  if (text === '') other('the text is empty');
  if (text.length > request.maxLength) {
    problems.push(`the text has ${text.length} characters, more than the ${request.maxLength} allowed`);
  }
  if (request.action === 'shorter' && text.length >= original.length) {
    other(`the text is not shorter than the original's ${original.length} characters`);
  }
  if (request.action === 'longer' && text.length <= original.length) {
    other(`the text is not longer than the original's ${original.length} characters`);
  }
  if (request.action !== 'translate') {
    // The same truthfulness check as a generated draft's: the original text is the owner's facts.
    for (const fact of findUnconfirmedFacts(text, ownerFactsOf([original]))) {
      other(`it states “${fact.claim}”, which the text did not: keep to the text's facts`);
    }
  }
  return { problems, lengthOnly };
}

/**
 * Rewrites on the OpenAI Chat Completions API (or a compatible server): a prompt per action, the
 * answer a structured output `{ text }` parsed with zod, then checked — within the field's room,
 * shorter for Shorter, longer for Longer, no fact the text did not state (the generator's
 * truthfulness check). A failing answer is asked for again with its problems; one still too long
 * is cut at a sentence end when a whole sentence fits (the note says so), otherwise refused.
 */
export class OpenAiRewriter implements TextRewriter {
  readonly model: string;
  readonly actions = allRewriteActions;
  readonly languages = allRewriteLanguages;
  private readonly client: OpenAI;
  private readonly maxAttempts: number;
  private readonly recorder: AiPromptRecorder;

  constructor(options: OpenAiRewriterOptions) {
    this.model = options.model ?? defaultOpenAiModel;
    this.maxAttempts = Math.max(1, options.maxAttempts ?? 2);
    this.recorder = options.recorder ?? noRecorder;
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseUrl ?? 'https://api.openai.com/v1',
      timeout: options.timeoutMs ?? 15_000,
      maxRetries: options.maxRetries ?? 1,
    });
  }

  async rewrite(request: RewriteRequest, context: GenerationContext = {}): Promise<RewriteAnswer> {
    const original = request.text.trim();
    if (request.action === 'longer' && original.length >= request.maxLength) {
      throw new RewriteRefusal('no-room', rewriteMessages.noRoom(request.maxLength));
    }
    const startedAt = performance.now();
    const usage = { promptTokens: 0, answerTokens: 0, prompt: '', response: null as string | null };
    const record = (outcome: 'ok' | 'repaired' | 'failed' | 'invalid' | 'timeout', error: string | null) =>
      recordRewrite(this.recorder, {
        model: this.model,
        request,
        context,
        startedAt,
        ...usage,
        error,
        outcome,
      });
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: rewriteSystemPrompt(request) },
      { role: 'user', content: rewriteUserPrompt(request) },
    ];
    let last: { text: string; lengthOnly: boolean } | null = null;
    const notes: string[] = [];
    for (let attempt = 1; attempt <= this.maxAttempts; attempt++) {
      usage.prompt = messages.map((m) => `[${m.role}] ${String(m.content)}`).join('\n\n');
      let content = '';
      try {
        const completion = await this.client.chat.completions.create({
          model: this.model,
          messages,
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'rewrite', schema: rewriteReplySchema(request.maxLength), strict: true },
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
      const parsed = rewriteReply.safeParse(safeJson(content));
      if (!parsed.success) {
        const problem = 'the answer was not JSON with a "text" string';
        notes.push(`attempt ${attempt}: ${problem}`);
        messages.push({ role: 'assistant', content }, { role: 'user', content: rewriteAskAgain([problem]) });
        continue;
      }
      const text = plainAnswer(parsed.data.text, request.multiline);
      const { problems, lengthOnly } = problemsOf(request, text);
      if (problems.length === 0) {
        await record(attempt > 1 ? 'repaired' : 'ok', attempt > 1 ? notes.join('; ').slice(0, 500) : null);
        return { text, changed: text !== original, note: null };
      }
      last = { text, lengthOnly };
      notes.push(`attempt ${attempt}: ${problems.join('; ')}`);
      messages.push({ role: 'assistant', content }, { role: 'user', content: rewriteAskAgain(problems) });
    }
    // Still too long and nothing else wrong: whole sentences that fit are still the model's text.
    const cut = last?.lengthOnly ? cutAtSentence(last.text, request.maxLength) : null;
    if (cut !== null && problemsOf(request, cut).problems.length === 0) {
      await record('repaired', `${notes.join('; ')}; cut at a sentence end`.slice(0, 500));
      return {
        text: cut,
        changed: cut !== original,
        note: `Cut to whole sentences to fit this text's ${request.maxLength} characters.`,
      };
    }
    await record('invalid', notes.join('; ').slice(0, 500));
    if (last?.lengthOnly) throw new RewriteRefusal('too-long', rewriteMessages.tooLong(request.maxLength));
    throw new GenerationError(
      'invalid-answer',
      `No rewrite kept to the rules in ${this.maxAttempts} attempts (${notes.at(-1) ?? ''})`,
      usage,
    );
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
  if (error instanceof APIError) {
    return new GenerationError(
      'unavailable',
      `The AI service failed (${error.status ?? 'no status'})`,
      usage,
      {
        cause: error,
      },
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new GenerationError('unavailable', `The AI service could not be reached: ${message}`, usage, {
    cause: error,
  });
}
