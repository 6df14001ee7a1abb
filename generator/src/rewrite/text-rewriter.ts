import {
  aiPromptInput,
  type RewriteAction,
  type RewriteAnswer,
  type RewriteLanguage,
  type RewriteRequest,
  rewriteActions,
  rewriteLanguages,
} from '@sitewright/model';
import { GenerationError } from '../generation-error.ts';
import { type AiPromptRecorder, noRecorder } from '../record/ai-prompt-recorder.ts';
import type { GenerationContext } from '../text-generator.ts';
import { fixSpelling, spellingNote } from './spelling.ts';

/** Why a rewrite was refused before or after asking: shown to the owner as it is. */
export type RewriteRefusalCode = 'not-offered' | 'no-room' | 'too-long';

/** A rewrite this rewriter will not give: an action it cannot do, no room to grow, an answer that will not fit. */
export class RewriteRefusal extends Error {
  override readonly name = 'RewriteRefusal';
  constructor(
    readonly code: RewriteRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

/** Said where the AI actions are missing. */
export const connectOpenAiNote = 'Connect OpenAI to rewrite text';

/** The messages of the refusals, in the owner's words. */
export const rewriteMessages = {
  notOffered: `${connectOpenAiNote}: without it only spelling can be fixed.`,
  noRoom: (max: number) =>
    `This text already fills its field: there is no room to make it longer (${max} characters at most).`,
  tooLong: (max: number) =>
    `The suggestion came back longer than this text may be (${max} characters). Select less text, or try Shorter first.`,
  spellingTooLong: (max: number) =>
    `The corrected text would be longer than this text may be (${max} characters). Shorten it first.`,
};

/** Rewrites a selected text (the designer's "AI rewrite in place"). */
export interface TextRewriter {
  /** The model that answers, or 'offline'. */
  readonly model: string;
  /** The actions this rewriter really performs. */
  readonly actions: readonly RewriteAction[];
  readonly languages: readonly RewriteLanguage[];
  /**
   * The suggestion for `request.text`, never longer than `request.maxLength` and with no line
   * break unless `multiline`. Throws {@link RewriteRefusal} (refused, with the owner's message) or
   * {@link GenerationError} (the AI service failed).
   */
  rewrite(request: RewriteRequest, context?: GenerationContext): Promise<RewriteAnswer>;
}

/** What the answer's text becomes before it is checked: plain, one line unless the field takes more. */
export function plainAnswer(text: string, multiline: boolean): string {
  const plain = text.replace(/\r\n?/g, '\n').replace(/[ \t]+/g, ' ');
  const lines = multiline
    ? plain.replace(/ *\n */g, '\n').replace(/\n{3,}/g, '\n\n')
    : plain.replace(/\s*\n\s*/g, ' ');
  return lines.trim();
}

/** What a rewriter records of a call (the `ai_prompts` row). */
export async function recordRewrite(
  recorder: AiPromptRecorder,
  entry: {
    model: string;
    request: RewriteRequest;
    context: GenerationContext;
    startedAt: number;
    prompt: string | null;
    response: string | null;
    error: string | null;
    outcome: 'ok' | 'repaired' | 'failed' | 'invalid' | 'timeout';
    promptTokens?: number;
    answerTokens?: number;
  },
): Promise<void> {
  const { request } = entry;
  await recorder.record({
    userId: entry.context.userId ?? null,
    websiteId: entry.context.websiteId ?? null,
    kind: 'Rewrite',
    model: entry.model,
    input: aiPromptInput.parse({
      businessName: '',
      activities: `${request.action}${request.language ? ` → ${request.language}` : ''}, at most ${request.maxLength} characters`,
    }),
    prompt: entry.prompt,
    response: entry.response,
    error: entry.error,
    promptTokens: entry.promptTokens ?? 0,
    answerTokens: entry.answerTokens ?? 0,
    durationMs: performance.now() - entry.startedAt,
    outcome: entry.outcome,
  });
}

/**
 * The spelling check with a dictionary (`spelling.ts`): what both rewriters do offline, and the
 * offline rewriter's only action. A correction that would overflow the field is refused, not cut.
 */
export async function spellingRewrite(request: RewriteRequest): Promise<RewriteAnswer> {
  const result = await fixSpelling(request.text);
  const text = plainAnswer(result.text, request.multiline);
  if (text.length > request.maxLength) {
    throw new RewriteRefusal('too-long', rewriteMessages.spellingTooLong(request.maxLength));
  }
  return { text, changed: text !== request.text.trim(), note: spellingNote(result) };
}

/**
 * Without an AI service (no `OPENAI_API_KEY`): only what a deterministic tool really does — the
 * spelling check. Every other action is refused with {@link connectOpenAiNote}; nothing is faked.
 */
export class OfflineRewriter implements TextRewriter {
  readonly model = 'offline';
  readonly actions: readonly RewriteAction[] = ['fixSpelling'];
  readonly languages: readonly RewriteLanguage[] = [];

  constructor(private readonly recorder: AiPromptRecorder = noRecorder) {}

  async rewrite(request: RewriteRequest, context: GenerationContext = {}): Promise<RewriteAnswer> {
    if (request.action !== 'fixSpelling') {
      throw new RewriteRefusal('not-offered', rewriteMessages.notOffered);
    }
    const startedAt = performance.now();
    try {
      const answer = await spellingRewrite(request);
      await recordRewrite(this.recorder, {
        model: this.model,
        request,
        context,
        startedAt,
        prompt: request.text,
        response: answer.text,
        error: null,
        outcome: 'ok',
      });
      return answer;
    } catch (error) {
      await recordRewrite(this.recorder, {
        model: this.model,
        request,
        context,
        startedAt,
        prompt: request.text,
        response: null,
        error: error instanceof Error ? error.message : String(error),
        outcome: 'invalid',
      });
      throw error;
    }
  }
}

/** Every action and language: what the OpenAI rewriter offers. */
export const allRewriteActions: readonly RewriteAction[] = rewriteActions;
export const allRewriteLanguages: readonly RewriteLanguage[] = rewriteLanguages;
export { GenerationError };
