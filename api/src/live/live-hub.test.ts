import type { Database } from '@sitewright/store';
import { requireBackendsInCi, type TestDatabase, testBackends } from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createLiveHub } from './live-hub.ts';
import { type LiveEvent, liveChannel, notifyUsers } from './notify.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

/** Collects events and lets a test wait for the n-th. */
function inbox() {
  const events: LiveEvent[] = [];
  return {
    events,
    listener: (event: LiveEvent) => events.push(event),
    async waitFor(count: number, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      while (events.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      return events;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));
const saved = (version: number): LiveEvent => ({
  kind: 'draft-saved',
  websiteId: 'w1',
  version,
  byUserId: 'u9',
});

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(`LISTEN/NOTIFY on ${backend.name}`, () => {
    let target: TestDatabase;
    let db: Database;
    beforeAll(async () => {
      target = await backend.open({ migrated: false });
      db = target.db;
    });
    afterAll(() => target?.dispose());

    it('Database.listen receives NOTIFY payloads until unlistened', async () => {
      const payloads: string[] = [];
      const unlisten = await db.listen('sitewright_test', (p) => payloads.push(p));
      await db.query(`select pg_notify('sitewright_test', 'one')`);
      await settle();
      await unlisten();
      await db.query(`select pg_notify('sitewright_test', 'two')`);
      await settle();
      expect(payloads).toEqual(['one']);
      await expect(db.listen('Robert"); drop table x; --', () => {})).rejects.toThrow(/channel/);
    });

    it('delivers each user only their own events, at COMMIT, never a rolled-back one', async () => {
      const hub = createLiveHub(db, createLogger('silent'));
      const ada = inbox();
      const bob = inbox();
      const stopAda = await hub.subscribe('ada', ada.listener);
      const stopBob = await hub.subscribe('bob', bob.listener);
      await notifyUsers(db, ['ada'], saved(2));
      await db
        .transaction(async (tx) => {
          await notifyUsers(tx, ['ada', 'bob'], saved(3));
          throw new Error('roll back');
        })
        .catch(() => {});
      await db.transaction((tx) => notifyUsers(tx, ['bob', 'bob'], saved(4)));
      await ada.waitFor(1);
      await bob.waitFor(1);
      await settle();
      expect(ada.events).toEqual([saved(2)]);
      expect(bob.events).toEqual([saved(4)]);
      expect(hub.size()).toBe(2);
      stopAda();
      stopBob();
      expect(hub.size()).toBe(0);
      await notifyUsers(db, ['ada'], saved(5));
      await settle();
      expect(ada.events).toHaveLength(1);
    });

    it('ignores payloads that are not live events, and listens again after everyone left', async () => {
      const hub = createLiveHub(db, createLogger('silent'));
      const ada = inbox();
      (await hub.subscribe('ada', ada.listener))();
      const stop = await hub.subscribe('ada', ada.listener);
      await db.query('select pg_notify($1, $2)', [liveChannel, 'not json']);
      await db.query('select pg_notify($1, $2)', [liveChannel, JSON.stringify({ userId: 'ada' })]);
      await notifyUsers(db, ['ada'], saved(6));
      expect(await ada.waitFor(1)).toEqual([saved(6)]);
      stop();
    });

    // Two connections exist only on Postgres (PGlite is one in-process database).
    if (backend.name === 'postgres') {
      it('hears NOTIFY sent by another connection (another api process)', async () => {
        const other = target.openAnother?.();
        if (!other) throw new Error('no second connection');
        const hub = createLiveHub(db, createLogger('silent'));
        const ada = inbox();
        const stop = await hub.subscribe('ada', ada.listener);
        await notifyUsers(other, ['ada'], saved(7));
        expect(await ada.waitFor(1)).toEqual([saved(7)]);
        stop();
      });

      it('re-opens its LISTEN connection when it is cut', async () => {
        const hub = createLiveHub(db, createLogger('silent'));
        const ada = inbox();
        const stop = await hub.subscribe('ada', ada.listener);
        const cut = await db.query<{ cut: boolean }>(
          `select pg_terminate_backend(pid) as cut from pg_stat_activity
           where datname = current_database() and application_name like '%-listen'`,
        );
        expect(cut.rows.length).toBeGreaterThan(0);
        // Events sent while the connection is down are lost (as with any LISTEN): send until heard.
        const deadline = Date.now() + 10_000;
        while (ada.events.length === 0 && Date.now() < deadline) {
          await notifyUsers(db, ['ada'], saved(8));
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(ada.events[0]).toEqual(saved(8));
        stop();
      });
    }
  });
}
