import type { AiPromptInput, AiPromptKind } from '@sitewright/model';

/**
 * How one generation call ended: `ok` (the first answer fitted), `repaired` (fitted after a safe
 * local repair or after asking again), `failed` (the service refused or was unreachable),
 * `invalid` (no answer fitted within the allowed attempts) or `timeout`.
 */
export type GenerationOutcome = 'ok' | 'repaired' | 'failed' | 'invalid' | 'timeout';

/** One call of the text generator (spec §3 "AIPrompts"). */
export interface AiPromptRecord {
  userId: string | null;
  websiteId: string | null;
  kind: AiPromptKind;
  /** The model that answered, or 'offline' for the built-in generator. */
  model: string;
  input: AiPromptInput;
  prompt: string | null;
  response: string | null;
  /** What went wrong, or for a repaired answer what was repaired. */
  error: string | null;
  promptTokens: number;
  answerTokens: number;
  durationMs: number;
  outcome: GenerationOutcome;
}

/** Where generation calls are recorded. A failed write never fails the generation itself. */
export interface AiPromptRecorder {
  record(entry: AiPromptRecord): Promise<void>;
}

/** A recorder that keeps entries in memory (tests, or a process without a database). */
export function memoryRecorder(): AiPromptRecorder & { entries: AiPromptRecord[] } {
  const entries: AiPromptRecord[] = [];
  return {
    entries,
    async record(entry) {
      entries.push(entry);
    },
  };
}

/** A recorder that keeps nothing. */
export const noRecorder: AiPromptRecorder = { record: async () => {} };
