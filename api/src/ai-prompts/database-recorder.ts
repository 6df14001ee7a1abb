import type { AiPromptRecorder } from '@sitewright/generator';
import { type Queryable, recordAiPrompt } from '@sitewright/store';

/**
 * Records generator calls in the database (the store's `recordAiPrompt`: how outcomes are stored,
 * which links are kept, what is clipped). A failed write never fails the generation: it goes to
 * `onError`.
 */
export function databaseRecorder(
  db: Queryable,
  onError: (error: unknown) => void = () => {},
): AiPromptRecorder {
  return {
    async record(entry) {
      try {
        await recordAiPrompt(db, entry);
      } catch (cause) {
        onError(cause);
      }
    },
  };
}
