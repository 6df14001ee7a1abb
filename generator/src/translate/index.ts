/**
 * Translating a page into its second language: with OpenAI every text field, in batches with each
 * field's limit; offline only the product's own words (the model's `knownTranslations`) — the owner
 * writes the rest, nothing is faked.
 */
import type { TextGeneratorChoice } from '../create-text-generator.ts';
import type { AiPromptRecorder } from '../record/ai-prompt-recorder.ts';
import { OpenAiTranslator, type OpenAiTranslatorOptions } from './openai-translator.ts';
import { OfflineTranslator, type SiteTranslator } from './site-translator.ts';

export { inventedNumbers } from './number-check.ts';
export {
  batchesOf,
  OpenAiTranslator,
  type OpenAiTranslatorOptions,
  translationProblems,
} from './openai-translator.ts';
export {
  type FieldToTranslate,
  OfflineTranslator,
  type SiteTranslator,
  type TranslatedFields,
} from './site-translator.ts';
export { TranslateRefusal, translateNotes, translatePage } from './translate-page.ts';
export { translateSystemPrompt, translateUserPrompt } from './translate-prompts.ts';

/**
 * The one choice, as for the text generator: `OPENAI_API_KEY` set → {@link OpenAiTranslator},
 * otherwise {@link OfflineTranslator}.
 */
export function createSiteTranslator(
  ai: TextGeneratorChoice,
  options: { recorder?: AiPromptRecorder } & Omit<
    OpenAiTranslatorOptions,
    'apiKey' | 'baseUrl' | 'model'
  > = {},
): SiteTranslator {
  if (ai.kind === 'openai') {
    return new OpenAiTranslator({ apiKey: ai.apiKey, baseUrl: ai.baseUrl, model: ai.model, ...options });
  }
  return new OfflineTranslator();
}
