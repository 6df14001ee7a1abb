import { OfflineGenerator } from './offline/offline-generator.ts';
import { OpenAiGenerator, type OpenAiGeneratorOptions } from './openai/openai-generator.ts';
import type { AiPromptRecorder } from './record/ai-prompt-recorder.ts';

/** Which text generator to use: the api's `Config['ai']`, read from the environment. */
export type TextGeneratorChoice =
  | { kind: 'offline' }
  | { kind: 'openai'; apiKey: string; baseUrl: string; model: string };

import type { TextGenerator } from './text-generator.ts';

/**
 * The one place the text generator is chosen (ARCHITECTURE "One code path, two scales"):
 * `OPENAI_API_KEY` set → `OpenAiGenerator` on `OPENAI_BASE_URL` with `OPENAI_MODEL`; otherwise
 * the deterministic `OfflineGenerator`.
 */
export function createTextGenerator(
  ai: TextGeneratorChoice,
  options: { recorder?: AiPromptRecorder } & Pick<
    OpenAiGeneratorOptions,
    'timeoutMs' | 'maxRetries' | 'maxAttempts'
  > = {},
): TextGenerator {
  if (ai.kind === 'openai') {
    return new OpenAiGenerator({ apiKey: ai.apiKey, baseUrl: ai.baseUrl, model: ai.model, ...options });
  }
  return new OfflineGenerator(options.recorder);
}
