import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.ts';
import { cutListenConnections } from '../testing/listen-connections.ts';
import { requireBackendsInCi, type TestDatabase, testBackends } from '../testing/test-databases.ts';
import {
  listenToPointerChanges,
  notifyPointerChanged,
  type PointerChange,
  pointerChannel,
} from './pointer-events.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

/** Collects changes; `until` waits for a condition on them (no sleeps). */
function inbox() {
  const changes: PointerChange[] = [];
  const malformed: string[] = [];
  let wake: () => void = () => {};
  const poke = () => wake();
  return {
    changes,
    malformed,
    handlers: {
      changed: (change: PointerChange) => {
        changes.push(change);
        poke();
      },
      malformed: (payload: string) => {
        malformed.push(payload);
        poke();
      },
    },
    async until(done: () => boolean) {
      while (!done()) await new Promise<void>((resolve) => (wake = resolve));
    },
  };
}

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(
    `pointer changes (LISTEN/NOTIFY) on ${backend.name}`,
    () => {
      let target: TestDatabase;
      let db: Database;
      beforeAll(async () => {
        target = await backend.open({ migrated: false });
        db = target.db;
      });
      afterAll(() => target?.dispose());

      it('a pointer change reaches the listener with its handle and origin; other payloads are dropped', async () => {
        const box = inbox();
        const stop = await listenToPointerChanges(db, box.handlers);
        await notifyPointerChanged(db, 'sunny-bakery', 'process-a');
        await notifyPointerChanged(db, 'rosa-salon');
        await db.query('select pg_notify($1, $2)', [pointerChannel, 'not json']);
        await box.until(() => box.changes.length === 2 && box.malformed.length === 1);
        await stop();
        expect(box.changes).toEqual([
          { handle: 'sunny-bakery', origin: 'process-a' },
          { handle: 'rosa-salon', origin: null },
        ]);
        expect(box.malformed).toEqual(['not json']);
      });

      it.runIf(backend.name === 'postgres')(
        'reaches a listener on another connection, and tells it when its LISTEN connection drops and is back',
        async () => {
          const other = target.openAnother?.();
          if (!other) throw new Error('no second connection');
          const box = inbox();
          const events: string[] = [];
          let resumed: () => void = () => {};
          const back = new Promise<void>((resolve) => (resumed = resolve));
          const stop = await listenToPointerChanges(db, {
            ...box.handlers,
            interrupted: () => events.push('interrupted'),
            resumed: () => {
              events.push('resumed');
              resumed();
            },
          });
          await notifyPointerChanged(other, 'sunny-bakery', 'worker');
          await box.until(() => box.changes.length === 1);
          expect(await cutListenConnections(db)).toBe(1);
          await back;
          expect(events).toEqual(['interrupted', 'resumed']);
          // LISTENing again: a change sent now is heard.
          await notifyPointerChanged(other, 'rosa-salon', 'worker');
          await box.until(() => box.changes.length === 2);
          await stop();
          expect(box.changes.map((change) => change.handle)).toEqual(['sunny-bakery', 'rosa-salon']);
        },
      );
    },
  );
}
