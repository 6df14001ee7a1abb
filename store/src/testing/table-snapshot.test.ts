import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from './fixtures.ts';
import { tableSnapshotter } from './table-snapshot.ts';
import { requireBackendsInCi, type TestDatabase, testBackends } from './test-databases.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(`tableSnapshotter on ${backend.name}`, () => {
    let target: TestDatabase;
    beforeAll(async () => {
      target = await backend.open();
    });
    afterAll(() => target?.dispose());

    it('covers every table, and changes exactly where a row was written', async () => {
      const snapshot = await tableSnapshotter(target.db);
      const before = await snapshot();
      expect(before).toHaveProperty('users', expect.stringMatching(/^0 rows, md5 [0-9a-f]{32}$/));
      expect(before).toHaveProperty('rate_limits');
      expect(await snapshot()).toEqual(before);
      await insertUser(target.db);
      const after = await snapshot();
      expect(after.users).toMatch(/^1 rows, md5 /);
      expect(Object.keys(after).filter((table) => after[table] !== before[table])).toEqual(['users']);
    });
  });
}
