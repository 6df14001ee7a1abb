import type { AiPromptRecord } from '@sitewright/generator';
import type { Database, Queryable } from '@sitewright/store';
import { loadMigrations, migrate, openPgliteDatabase } from '@sitewright/store';
import { insertUser, storedAiPrompts } from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseRecorder } from './database-recorder.ts';

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

/** How outcomes and links are stored is the store's (store/src/ai-prompts); here: the recorder. */
describe('databaseRecorder (AIPrompts)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPgliteDatabase();
    await migrate(db, await loadMigrations());
  });
  afterAll(() => db?.close());

  it('records each generator call', async () => {
    const userId = await insertUser(db);
    await databaseRecorder(db).record(entry({ userId, outcome: 'repaired', error: 'why' }));
    expect(await storedAiPrompts(db, { userId })).toEqual([
      expect.objectContaining({ kind: 'BusinessNames', outcome: 'succeeded', error: 'repaired: why' }),
    ]);
  });

  it('never fails the generation: a failed write goes to onError', async () => {
    const broken: Queryable = {
      query: () => Promise.reject(new Error('connection lost')),
      exec: () => Promise.reject(new Error('connection lost')),
    };
    const errors: unknown[] = [];
    await expect(databaseRecorder(broken, (e) => errors.push(e)).record(entry())).resolves.toBe(undefined);
    expect(errors).toEqual([new Error('connection lost')]);
  });
});
