/**
 * Rewriting a selected text (the designer's "AI rewrite in place"): with OpenAI every action, a
 * prompt each; offline only the spelling check a dictionary really performs.
 */
import type { TextGeneratorChoice } from '../create-text-generator.ts';
import type { AiPromptRecorder } from '../record/ai-prompt-recorder.ts';
import { OpenAiRewriter, type OpenAiRewriterOptions } from './openai-rewriter.ts';
import { OfflineRewriter, type TextRewriter } from './text-rewriter.ts';

export { OpenAiRewriter, type OpenAiRewriterOptions } from './openai-rewriter.ts';
export { rewriteSystemPrompt, rewriteUserPrompt } from './rewrite-prompts.ts';
export { editDistance, fixSpelling, fixTyping, type SpellingResult, spellingNote } from './spelling.ts';
export {
  connectOpenAiNote,
  OfflineRewriter,
  RewriteRefusal,
  type RewriteRefusalCode,
  rewriteMessages,
  type TextRewriter,
} from './text-rewriter.ts';

/**
 * The one choice, as for the text generator: `OPENAI_API_KEY` set → {@link OpenAiRewriter},
 * otherwise {@link OfflineRewriter}.
 */
export function createTextRewriter(
  ai: TextGeneratorChoice,
  options: { recorder?: AiPromptRecorder } & Pick<
    OpenAiRewriterOptions,
    'timeoutMs' | 'maxRetries' | 'maxAttempts'
  > = {},
): TextRewriter {
  if (ai.kind === 'openai') {
    return new OpenAiRewriter({ apiKey: ai.apiKey, baseUrl: ai.baseUrl, model: ai.model, ...options });
  }
  return new OfflineRewriter(options.recorder);
}
