import type { AiPromptRecord } from '@sitewright/generator';
import type { Database } from '@sitewright/store';
import { loadMigrations, migrate, openPgliteDatabase } from '@sitewright/store';
import { insertUser, insertWebsite } from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseRecorder, outcomeColumn } from './database-recorder.ts';

const entry = (overrides: Partial<AiPromptRecord> = {}): AiPromptRecord => ({
  userId: null,
  websiteId: null,
  kind: 'BusinessNames',
  model: 'offline',
  input: { businessName: 'Maple & Co', location: '', activities: '', scrapedText: '' },
  prompt: null,
  response: null,
  error: null,
  promptTokens: 0,
  answerTokens: 0,
  durationMs: 3.6,
  outcome: 'ok',
  ...overrides,
});

describe('databaseRecorder (AIPrompts)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPgliteDatabase();
    await migrate(db, await loadMigrations());
  });
  afterAll(() => db?.close());

  it('maps every outcome onto the ai_prompts outcome column', async () => {
    for (const outcome of Object.keys(outcomeColumn) as Array<keyof typeof outcomeColumn>) {
      await databaseRecorder(db).record(entry({ outcome, error: outcome === 'ok' ? null : 'why' }));
    }
    const { rows } = await db.query<{ outcome: string; error: string | null }>(
      'select outcome, error from ai_prompts order by created_at, id',
    );
    expect(rows.map((r) => `${r.outcome} ${r.error}`).sort()).toEqual([
      'failed why',
      'invalid_answer why',
      'succeeded null',
      'succeeded repaired: why',
      'timed_out why',
    ]);
  });

  it('links the user and website only when their rows exist, and never throws', async () => {
    const userId = await insertUser(db);
    const websiteId = await insertWebsite(db, userId);
    const errors: unknown[] = [];
    const recorder = databaseRecorder(db, (e) => errors.push(e));
    await recorder.record(entry({ userId, websiteId, kind: 'Website' }));
    await recorder.record(entry({ userId: 'not-a-uuid', websiteId: 'draft-not-saved-yet', kind: 'About' }));
    await recorder.record(entry({ kind: 'NotAKind' as never, promptTokens: Number.NaN }));
    const { rows } = await db.query<{
      kind: string;
      user_id: string | null;
      website_id: string | null;
      duration_ms: number;
    }>(
      "select kind, user_id, website_id, duration_ms from ai_prompts where kind in ('Website', 'About') order by kind",
    );
    expect(rows).toEqual([
      { kind: 'About', user_id: null, website_id: null, duration_ms: 4 },
      { kind: 'Website', user_id: userId, website_id: websiteId, duration_ms: 4 },
    ]);
    expect(errors).toEqual([]);
  });
});
