import { type AiPromptRecord, decidedLimits, type GenerationOutcome } from '@sitewright/model';
import type { Queryable } from '../database/database.ts';

/** How a generation call ended, and one call as the generator reports it (model's definitions). */
export type AiPromptOutcome = GenerationOutcome;
export type AiPromptEntry = AiPromptRecord;

/**
 * The stored `ai_prompts.outcome` of each outcome (`ai_prompts_outcome_check`). The column has no
 * 'repaired': a repaired answer is stored as 'succeeded' with `error` starting `repaired:`.
 */
export const storedAiPromptOutcome = {
  ok: 'succeeded',
  repaired: 'succeeded',
  failed: 'failed',
  invalid: 'invalid_answer',
  timeout: 'timed_out',
} as const satisfies Record<AiPromptOutcome, string>;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const clip = (text: string | null, max: number) => (text === null ? null : text.slice(0, max));
const count = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0);

/**
 * Records one generator call. The user and website are linked only when those rows exist (a draft
 * being created has no row yet, a free-tool visitor no user); otherwise null. Texts are clipped to
 * their limits and counts made whole and non-negative, so a record is never refused for its size.
 */
export async function recordAiPrompt(db: Queryable, entry: AiPromptEntry): Promise<void> {
  const error =
    entry.outcome === 'repaired'
      ? `repaired: ${entry.error ?? 'answer adjusted to the limits'}`
      : entry.error;
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
      storedAiPromptOutcome[entry.outcome],
    ],
  );
}
