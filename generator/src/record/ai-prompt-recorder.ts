import type { AiPromptRecord, GenerationOutcome } from '@sitewright/model';

export type { AiPromptRecord, GenerationOutcome };

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
