import type { GenerationOutcome } from './record/ai-prompt-recorder.ts';

/** Why a generation call failed. */
export type GenerationErrorCode = 'timeout' | 'unavailable' | 'invalid-answer';

/**
 * A generation call that produced nothing storable. `unavailable`: the AI service refused or kept
 * failing (429/5xx after its retries, a bad key); `timeout`: it did not answer in time;
 * `invalid-answer`: no answer fitted the schema and the §5/§9 limits within the allowed attempts.
 * Callers show the spec §8 creation error with Retry.
 */
export class GenerationError extends Error {
  override readonly name = 'GenerationError';
  constructor(
    readonly code: GenerationErrorCode,
    message: string,
    readonly usage: {
      promptTokens: number;
      answerTokens: number;
      prompt: string | null;
      response: string | null;
    } = {
      promptTokens: 0,
      answerTokens: 0,
      prompt: null,
      response: null,
    },
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** The outcome recorded for this error. */
  get outcome(): GenerationOutcome {
    return this.code === 'timeout' ? 'timeout' : this.code === 'invalid-answer' ? 'invalid' : 'failed';
  }
}
