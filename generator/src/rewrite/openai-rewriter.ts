import type { RewriteAnswer, RewriteRequest } from '@sitewright/model';
import type OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { cutAtSentence } from '../copy/text-fit.ts';
import { GenerationError } from '../generation-error.ts';
import { askForJson, noUsage, type OpenAiConnection, openAiClient } from '../openai/ask-for-json.ts';
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

export interface OpenAiRewriterOptions extends OpenAiConnection {
  /** @defaultValue the generator's {@link defaultOpenAiModel} */
  model?: string;
  /** Time limit of each HTTP request, in ms: the owner waits in the designer. @defaultValue 15000 */
  timeoutMs?: number;
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
    this.client = openAiClient(options, 15_000);
  }

  async rewrite(request: RewriteRequest, context: GenerationContext = {}): Promise<RewriteAnswer> {
    const original = request.text.trim();
    if (request.action === 'longer' && original.length >= request.maxLength) {
      throw new RewriteRefusal('no-room', rewriteMessages.noRoom(request.maxLength));
    }
    const startedAt = performance.now();
    const usage = noUsage();
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
    // The last answer that broke a rule (set in `judge`, hence not narrowed to its initial null).
    let last = null as { text: string; lengthOnly: boolean } | null;
    const notes: string[] = [];
    const kept = await askForJson({
      client: this.client,
      model: this.model,
      messages,
      maxAttempts: this.maxAttempts,
      usage,
      format: () => ({ name: 'rewrite', schema: rewriteReplySchema(request.maxLength) }),
      failed: (failure) => record(failure.outcome, failure.message),
      judge: (json, attempt) => {
        const parsed = rewriteReply.safeParse(json);
        if (!parsed.success) {
          const problem = 'the answer was not JSON with a "text" string';
          notes.push(`attempt ${attempt}: ${problem}`);
          return { askAgain: rewriteAskAgain([problem]) };
        }
        const text = plainAnswer(parsed.data.text, request.multiline);
        const { problems, lengthOnly } = problemsOf(request, text);
        if (problems.length === 0) return { kept: { text, attempt } };
        last = { text, lengthOnly };
        notes.push(`attempt ${attempt}: ${problems.join('; ')}`);
        return { askAgain: rewriteAskAgain(problems) };
      },
    });
    if (kept) {
      const { text, attempt } = kept;
      await record(attempt > 1 ? 'repaired' : 'ok', attempt > 1 ? notes.join('; ').slice(0, 500) : null);
      return { text, changed: text !== original, note: null };
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
