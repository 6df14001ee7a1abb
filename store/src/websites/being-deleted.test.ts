import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.ts';
import { insertUser, insertWebsite } from '../testing/fixtures.ts';
import { requireBackendsInCi, type TestDatabase, testBackends } from '../testing/test-databases.ts';
import { beingDeletedSql, isBeingDeleted, notBeingDeletedSql } from './being-deleted.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(`a website being deleted, on ${backend.name}`, () => {
    let target: TestDatabase;
    let db: Database;
    beforeAll(async () => {
      target = await backend.open();
      db = target.db;
    });
    afterAll(() => target?.dispose());

    const websiteWith = async (requests: { kind: string; state: string }[]) => {
      const websiteId = await insertWebsite(db, await insertUser(db));
      for (const [i, { kind, state }] of requests.entries())
        await db.query(
          `insert into publish_requests (website_id, kind, draft_version, state, handle, document)
           values ($1, $2, $3, $4, $5, $6)`,
          [websiteId, kind, i + 1, state, 'a-handle', { version: '1.0' }],
        );
      return websiteId;
    };

    it('is being deleted while a delete request is queued or running', async () => {
      expect(await isBeingDeleted(db, await websiteWith([{ kind: 'delete', state: 'queued' }]))).toBe(true);
      expect(await isBeingDeleted(db, await websiteWith([{ kind: 'delete', state: 'running' }]))).toBe(true);
    });

    it('is not being deleted without a delete request, after one failed, or with other open requests', async () => {
      expect(await isBeingDeleted(db, await websiteWith([]))).toBe(false);
      expect(await isBeingDeleted(db, await websiteWith([{ kind: 'delete', state: 'failed' }]))).toBe(false);
      const publishing = await websiteWith([
        { kind: 'publish', state: 'queued' },
        { kind: 'unpublish', state: 'running' },
      ]);
      expect(await isBeingDeleted(db, publishing)).toBe(false);
      expect(await isBeingDeleted(db, 'no-such-website')).toBe(false);
    });

    it('gives the same answer as a condition inside another statement', async () => {
      const kept = await websiteWith([]);
      const deleting = await websiteWith([{ kind: 'delete', state: 'queued' }]);
      const { rows } = await db.query<{ id: string; gone: boolean }>(
        `select w.id, ${beingDeletedSql('w.id')} as gone from websites w
         where w.id = any($1::text[]) order by w.id`,
        [[kept, deleting]],
      );
      expect(Object.fromEntries(rows.map((r) => [r.id, r.gone]))).toEqual({
        [kept]: false,
        [deleting]: true,
      });
      const visible = await db.query<{ id: string }>(
        `select w.id from websites w where w.id = any($1::text[]) and ${notBeingDeletedSql('w.id')}`,
        [[kept, deleting]],
      );
      expect(visible.rows.map((r) => r.id)).toEqual([kept]);
    });
  });
}
