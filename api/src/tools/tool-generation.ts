import { createTextGenerator, GenerationError, type TextGenerator } from '@sitewright/generator';
import type { Database } from '@sitewright/store';
import type { z } from 'zod';
import { databaseRecorder } from '../ai-prompts/database-recorder.ts';
import type { Config } from '../config.ts';
import { ApiError } from '../http/api-error.ts';
import type { Logger } from '../logger.ts';

/** The refusal of a tool call whose generation failed; the page shows the message, the visitor retries. */
export const generationUnavailable = {
  status: 503,
  code: 'generation-unavailable',
  message: 'We could not write suggestions just now. Please try again in a minute.',
} as const;

/**
 * The free tools' generator: OpenAI when `OPENAI_API_KEY` is set, the offline generator otherwise,
 * every call recorded in `ai_prompts`. A visitor waits on the page (the designer gives up after
 * 30 s), so each request gets 10 s, one SDK retry and one re-ask instead of the creation defaults
 * (20 s, 2, 3): typically one 2–5 s request, worst case four.
 */
export function toolGenerator(deps: { db: Database; logger: Logger; config?: Config }): TextGenerator {
  return createTextGenerator(deps.config?.ai ?? { kind: 'offline' }, {
    recorder: databaseRecorder(deps.db, (err) => deps.logger.warn({ err }, 'could not record an AI prompt')),
    timeoutMs: 10_000,
    maxRetries: 1,
    maxAttempts: 2,
  });
}

/**
 * Runs one generation and checks its answer against the tool's answer schema (the §5 counts and
 * limits) once more before it leaves. A failed generation, or an answer that breaks a limit, is a
 * 503 `generation-unavailable` with a retryable message; nothing over a limit is ever answered.
 */
export async function generateChecked<S extends z.ZodType>(
  logger: Logger,
  tool: string,
  schema: S,
  produce: () => Promise<z.input<S>>,
): Promise<z.output<S>> {
  let answer: unknown;
  try {
    answer = await produce();
  } catch (error) {
    if (!(error instanceof GenerationError)) throw error;
    logger.warn({ err: error, tool, reason: error.code }, 'a free tool could not generate');
    throw unavailable();
  }
  const checked = schema.safeParse(answer);
  if (!checked.success) {
    logger.error({ tool, issues: checked.error.issues }, 'a free tool answer breaks its limits');
    throw unavailable();
  }
  return checked.data;
}

function unavailable(): ApiError {
  return new ApiError(
    generationUnavailable.status,
    generationUnavailable.code,
    generationUnavailable.message,
  );
}
