import { type Database, type LiveEvent, notifyUsers } from '@sitewright/store';
import { requireBackendsInCi, type TestDatabase, testBackends } from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createLiveHub, type LiveHub } from './live-hub.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

/** Collects one subscriber's events and lets a test wait for the n-th (the test's timeout bounds it). */
function inbox() {
  const events: LiveEvent[] = [];
  let wake = () => {};
  return {
    events,
    listener: (event: LiveEvent) => {
      events.push(event);
      wake();
    },
    async waitFor(count: number): Promise<LiveEvent[]> {
      while (events.length < count) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
      return events;
    },
  };
}

const saved = (version: number): LiveEvent => ({
  kind: 'draft-saved',
  websiteId: 'w1',
  version,
  byUserId: 'u9',
});

/**
 * What must NOT arrive is checked after a marker sent to a witness subscriber on the same hub has
 * arrived: notifications arrive in commit order, so anything sent before it would have come first.
 */
async function afterEverythingSent(db: Database, hub: LiveHub): Promise<void> {
  const witness = inbox();
  const stop = await hub.subscribe('witness', witness.listener);
  await notifyUsers(db, ['witness'], saved(0));
  await witness.waitFor(1);
  stop();
}

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(`the live hub on ${backend.name}`, () => {
    let target: TestDatabase;
    let db: Database;
    beforeAll(async () => {
      target = await backend.open({ migrated: false });
      db = target.db;
    });
    afterAll(() => target?.dispose());

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
      await afterEverythingSent(db, hub);
      expect(ada.events).toEqual([saved(2)]);
      expect(bob.events).toEqual([saved(4)]);
      expect(hub.size()).toBe(2);
      stopAda();
      stopBob();
      expect(hub.size()).toBe(0);
    });

    it('stops delivering to a listener that left, and listens again after everyone left', async () => {
      const hub = createLiveHub(db, createLogger('silent'));
      const ada = inbox();
      (await hub.subscribe('ada', ada.listener))();
      const stop = await hub.subscribe('ada', ada.listener);
      await notifyUsers(db, ['ada'], saved(6));
      expect(await ada.waitFor(1)).toEqual([saved(6)]);
      const other = inbox();
      const stopOther = await hub.subscribe('ada', other.listener);
      stop();
      await notifyUsers(db, ['ada'], saved(7));
      // The hub hands an event to all of a user's listeners at once: when `other` has it, so would ada.
      expect(await other.waitFor(1)).toEqual([saved(7)]);
      expect(ada.events).toEqual([saved(6)]);
      stopOther();
      expect(hub.size()).toBe(0);
    });

    // Two connections exist only on Postgres (PGlite is one in-process database).
    if (backend.name === 'postgres') {
      it('hears events sent by another api process', async () => {
        const other = target.openAnother?.();
        if (!other) throw new Error('no second connection');
        const hub = createLiveHub(db, createLogger('silent'));
        const ada = inbox();
        const stop = await hub.subscribe('ada', ada.listener);
        await notifyUsers(other, ['ada'], saved(8));
        expect(await ada.waitFor(1)).toEqual([saved(8)]);
        stop();
      });
    }
  });
}
