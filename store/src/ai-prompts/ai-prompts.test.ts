import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.ts';
import { storedAiPrompts } from '../testing/ai-prompt-rows.ts';
import { insertUser, insertWebsite } from '../testing/fixtures.ts';
import { requireBackendsInCi, type TestDatabase, testBackends } from '../testing/test-databases.ts';
import { type AiPromptEntry, recordAiPrompt } from './ai-prompts.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

const entry = (overrides: Partial<AiPromptEntry> = {}): AiPromptEntry => ({
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

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(`ai prompts on ${backend.name}`, () => {
    let target: TestDatabase;
    let db: Database;
    beforeAll(async () => {
      target = await backend.open();
      db = target.db;
    });
    afterAll(() => target?.dispose());

    it('stores every outcome in the outcome column, a repair as a success that says so', async () => {
      for (const outcome of ['ok', 'repaired', 'failed', 'invalid', 'timeout'] as const) {
        await recordAiPrompt(
          db,
          entry({ outcome, kind: 'Headings', error: outcome === 'ok' ? null : 'why' }),
        );
      }
      const rows = await storedAiPrompts(db, { kind: 'Headings' });
      expect(rows.map((r) => `${r.outcome} ${r.error}`).sort()).toEqual([
        'failed why',
        'invalid_answer why',
        'succeeded null',
        'succeeded repaired: why',
        'timed_out why',
      ]);
    });

    it('links the user and website only when their rows exist, and clips what is too long', async () => {
      const userId = await insertUser(db);
      const websiteId = await insertWebsite(db, userId);
      await recordAiPrompt(db, entry({ userId, websiteId, kind: 'Website' }));
      await recordAiPrompt(
        db,
        entry({ userId: 'not-a-uuid', websiteId: 'draft-not-saved-yet', kind: 'About' }),
      );
      await recordAiPrompt(
        db,
        entry({
          kind: 'Services',
          promptTokens: Number.NaN,
          answerTokens: -3,
          response: 'x'.repeat(100_000),
        }),
      );
      expect(await storedAiPrompts(db, { kind: 'Website' })).toEqual([
        expect.objectContaining({ userId, websiteId, durationMs: 4 }),
      ]);
      expect(await storedAiPrompts(db, { kind: 'About' })).toEqual([
        expect.objectContaining({ userId: null, websiteId: null }),
      ]);
      const [clipped] = await storedAiPrompts(db, { kind: 'Services' });
      expect(clipped).toMatchObject({ promptTokens: 0, answerTokens: 0 });
      expect(clipped!.response!.length).toBeLessThan(100_000);
    });
  });
}
