import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.ts';
import { requireBackendsInCi, type TestDatabase, testBackends } from '../testing/test-databases.ts';
import type { LiveEvent } from './live-events.ts';
import { liveInbox } from './live-inbox.ts';
import { listenToLiveEvents, notifyUsers } from './live-notifications.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

const saved = (version: number): LiveEvent => ({
  kind: 'draft-saved',
  websiteId: 'w1',
  version,
  byUserId: 'u9',
});
const marker: LiveEvent = { kind: 'website-deleted', websiteId: 'marker' };

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(`live events (LISTEN/NOTIFY) on ${backend.name}`, () => {
    let target: TestDatabase;
    let db: Database;
    beforeAll(async () => {
      target = await backend.open({ migrated: false });
      db = target.db;
    });
    afterAll(() => target?.dispose());

    it('Database.listen receives NOTIFY payloads until unlistened, and refuses a channel name it cannot quote', async () => {
      const payloads: string[] = [];
      const markers: string[] = [];
      let heardOne: () => void = () => {};
      const one = new Promise<void>((resolve) => {
        heardOne = resolve;
      });
      const unlisten = await db.listen('sitewright_test', (p) => {
        payloads.push(p);
        heardOne();
      });
      let heardMarker: () => void = () => {};
      const done = new Promise<void>((resolve) => {
        heardMarker = resolve;
      });
      const stopMarker = await db.listen('sitewright_test_marker', (p) => {
        markers.push(p);
        heardMarker();
      });
      await db.query(`select pg_notify('sitewright_test', 'one')`);
      await one;
      await unlisten();
      await db.query(`select pg_notify('sitewright_test', 'two')`);
      await db.query(`select pg_notify('sitewright_test_marker', 'after two')`);
      await done;
      await stopMarker();
      expect(payloads).toEqual(['one']);
      expect(markers).toEqual(['after two']);
      await expect(db.listen('Robert"); drop table x; --', () => {})).rejects.toThrow(/channel/);
    });

    it('delivers each event with its user, at COMMIT, never a rolled-back one, in commit order', async () => {
      const inbox = liveInbox();
      const stop = await listenToLiveEvents(db, inbox.handlers);
      await notifyUsers(db, ['ada'], saved(2));
      await db
        .transaction(async (tx) => {
          await notifyUsers(tx, ['ada', 'bob'], saved(3));
          throw new Error('roll back');
        })
        .catch(() => {});
      // Once per user, however often the user is named.
      await db.transaction((tx) => notifyUsers(tx, ['bob', 'bob'], saved(4)));
      await notifyUsers(db, ['ada'], marker);
      await inbox.until(() => inbox.of('ada').length === 2);
      await stop();
      expect(inbox.of('ada')).toEqual([saved(2), marker]);
      expect(inbox.of('bob')).toEqual([saved(4)]);
    });

    it('drops payloads that are not live events', async () => {
      const inbox = liveInbox();
      const stop = await listenToLiveEvents(db, inbox.handlers);
      await db.query(`select pg_notify('sitewright_live', 'not json')`);
      await db.query(`select pg_notify('sitewright_live', $1)`, [JSON.stringify({ userId: 'ada' })]);
      await notifyUsers(db, ['ada'], saved(6));
      await inbox.until(() => inbox.of('ada').length === 1);
      await stop();
      expect(inbox.malformed).toEqual(['not json', '{"userId":"ada"}']);
      expect(inbox.of('ada')).toEqual([saved(6)]);
    });

    // Two connections exist only on Postgres (PGlite is one in-process database).
    if (backend.name === 'postgres') {
      it('hears NOTIFY sent by another connection (another api process)', async () => {
        const other = target.openAnother?.();
        if (!other) throw new Error('no second connection');
        const inbox = liveInbox();
        const stop = await listenToLiveEvents(db, inbox.handlers);
        await notifyUsers(other, ['ada'], saved(7));
        await inbox.until(() => inbox.of('ada').length === 1);
        await stop();
        expect(inbox.of('ada')).toEqual([saved(7)]);
      });

      it('re-opens its LISTEN connection when it is cut', async () => {
        const inbox = liveInbox();
        const stop = await listenToLiveEvents(db, inbox.handlers);
        const cut = await db.query<{ cut: boolean }>(
          `select pg_terminate_backend(pid) as cut from pg_stat_activity
           where datname = current_database() and application_name like '%-listen'`,
        );
        expect(cut.rows.length).toBeGreaterThan(0);
        // Events sent while the connection is down are lost (as with any LISTEN), and nothing tells
        // when it is back: send again until one is heard.
        let heard = false;
        const waiting = inbox
          .until(() => inbox.of('ada').length > 0)
          .then(() => {
            heard = true;
          });
        for (let tries = 0; !heard && tries < 100; tries++) {
          await notifyUsers(db, ['ada'], saved(8));
          await Promise.race([waiting, new Promise((resolve) => setTimeout(resolve, 100))]);
        }
        await stop();
        expect(inbox.of('ada')[0]).toEqual(saved(8));
      });
    }
  });
}
