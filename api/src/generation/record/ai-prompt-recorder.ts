import { type AiPromptInput, type AiPromptKind, decidedLimits } from '@sitewright/model';
import type { Queryable } from '../../db/database.ts';

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

/**
 * The `ai_prompts.outcome` values of `0001_initial.sql` for each outcome. The column has no
 * 'repaired': a repaired answer is stored as 'succeeded' with `error` starting `repaired:`.
 */
export const outcomeColumn = {
  ok: 'succeeded',
  repaired: 'succeeded',
  failed: 'failed',
  invalid: 'invalid_answer',
  timeout: 'timed_out',
} as const satisfies Record<GenerationOutcome, string>;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const clip = (text: string | null, max: number) => (text === null ? null : text.slice(0, max));
const count = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0);

/**
 * Records calls in the `ai_prompts` table. The user and website are linked only when those rows
 * exist (a draft being created has no row yet, a free-tool visitor no user); otherwise null.
 */
export function databaseRecorder(
  db: Queryable,
  onError: (error: unknown) => void = () => {},
): AiPromptRecorder {
  return {
    async record(entry) {
      const error =
        entry.outcome === 'repaired'
          ? `repaired: ${entry.error ?? 'answer adjusted to the limits'}`
          : entry.error;
      try {
        await db.query(
          `insert into ai_prompts
             (user_id, website_id, kind, model, input, prompt, response, error,
              prompt_tokens, answer_tokens, duration_ms, outcome)
           values ((select id from users where id = $1::uuid), (select id from websites where id = $2),
                   $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [
            entry.userId && uuid.test(entry.userId) ? entry.userId : null,
            entry.websiteId,
            entry.kind,
            entry.model.slice(0, decidedLimits.fontFamily),
            entry.input,
            clip(entry.prompt, decidedLimits.aiPromptText),
            clip(entry.response, decidedLimits.aiPromptText),
            clip(error, decidedLimits.sectionBody),
            count(entry.promptTokens),
            count(entry.answerTokens),
            count(entry.durationMs),
            outcomeColumn[entry.outcome],
          ],
        );
      } catch (cause) {
        onError(cause);
      }
    },
  };
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
