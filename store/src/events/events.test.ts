import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.ts';
import { isCheckViolation } from '../database/errors.ts';
import { insertUser } from '../testing/fixtures.ts';
import { storedEvents } from '../testing/sign-in-rows.ts';
import { requireBackendsInCi, type TestDatabase, testBackends } from '../testing/test-databases.ts';
import { recordEvent } from './events.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(`events on ${backend.name}`, () => {
    let target: TestDatabase;
    let db: Database;
    beforeAll(async () => {
      target = await backend.open();
      db = target.db;
    });
    afterAll(() => target?.dispose());

    // spec §1: a page view on every route change; sign-in and sign-out on auth changes.
    it('records sign-ins, sign-outs and page views, anonymous or not', async () => {
      const userId = await insertUser(db);
      const at = new Date('2026-03-01T10:00:00Z');
      await recordEvent(db, { type: 'sign_in', userId, at });
      await recordEvent(db, { type: 'page_view', userId, route: '/designer', at });
      await recordEvent(db, { type: 'page_view', route: '/designer', at });
      expect(await storedEvents(db, { userId })).toEqual([
        { type: 'sign_in', userId, route: null },
        { type: 'page_view', userId, route: '/designer' },
      ]);
      expect(await storedEvents(db, { route: '/designer' })).toHaveLength(2);
      await expect(recordEvent(db, { type: 'page_view', at })).rejects.toSatisfy((e) =>
        isCheckViolation(e, 'events_page_view_has_route'),
      );
    });
  });
}
