import type { Queryable } from '../database/database.ts';

/** An `ai_prompts` row as tests read it. */
export interface StoredAiPrompt {
  userId: string | null;
  websiteId: string | null;
  kind: string;
  model: string;
  outcome: string;
  error: string | null;
  response: string | null;
  promptTokens: number;
  answerTokens: number;
  durationMs: number;
}

/** The recorded generator calls, oldest first; only a user's, or of one kind, when asked. */
export async function storedAiPrompts(
  db: Queryable,
  of: { userId?: string; kind?: string } = {},
): Promise<StoredAiPrompt[]> {
  const { rows } = await db.query<{
    user_id: string | null;
    website_id: string | null;
    kind: string;
    model: string;
    outcome: string;
    error: string | null;
    response: string | null;
    prompt_tokens: number;
    answer_tokens: number;
    duration_ms: number;
  }>(
    `select user_id, website_id, kind, model, outcome, error, response, prompt_tokens, answer_tokens, duration_ms
     from ai_prompts
     where ($1::uuid is null or user_id = $1::uuid) and ($2::text is null or kind = $2)
     order by created_at, id`,
    [of.userId ?? null, of.kind ?? null],
  );
  return rows.map((r) => ({
    userId: r.user_id,
    websiteId: r.website_id,
    kind: r.kind,
    model: r.model,
    outcome: r.outcome,
    error: r.error,
    response: r.response,
    promptTokens: r.prompt_tokens,
    answerTokens: r.answer_tokens,
    durationMs: r.duration_ms,
  }));
}
