import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { requireBackendsInCi, type TestDatabase, testBackends } from '../testing/test-databases.ts';
import { rateLimiterCases } from './rate-limiter-cases.ts';
import { createSharedRateLimiter, purgeExpiredRateLimits, rateLimiterFor } from './shared-rate-limiter.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

const counters = async (target: TestDatabase) =>
  (await target.db.query<{ key: string; points: number }>('select key, points from rate_limits order by key'))
    .rows;

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(`the shared rate limiter on ${backend.name}`, () => {
    let target: TestDatabase;
    beforeAll(async () => {
      target = await backend.open();
    });
    afterAll(async () => {
      await target?.dispose();
    });
    beforeEach(async () => {
      await target.db.query('delete from rate_limits');
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-01T00:00:00.000Z') });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    for (const { name, run } of rateLimiterCases) {
      it(name, () => run(createSharedRateLimiter(target.db), advance));
    }

    it('holds a limit across two processes: 20 racing charges of a limit-5 key → 5 pass', async () => {
      // Postgres: two separate pools, as two api processes have; PGlite: its one connection.
      const databases = [target.db, target.openAnother?.() ?? target.db];
      const limiters = databases.map((db) => createSharedRateLimiter(db));
      const rule = { name: 'race', limit: 5, windowMs: 60_000 };
      const other = { name: 'race-ip', limit: 100, windowMs: 60_000 };
      const decisions = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          limiters[i % 2]!.consume(
            i % 4 < 2
              ? [
                  { rule, key: 'k' },
                  { rule: other, key: 'ip' },
                ]
              : [
                  { rule: other, key: 'ip' },
                  { rule, key: 'k' },
                ],
          ),
        ),
      );
      expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
      expect(decisions.filter((d) => !d.allowed)).toEqual(
        Array.from({ length: 15 }, () => ({ allowed: false, rule: 'race', retryAfterMs: 60_000 })),
      );
      // Refused requests kept no charge: 5 on each counter.
      expect(await counters(target)).toEqual([
        { key: 'race-ip:ip', points: 5 },
        { key: 'race:k', points: 5 },
      ]);
    });

    it('purges the counters whose window closed', async () => {
      const limiter = createSharedRateLimiter(target.db);
      const short = { name: 'short', limit: 2, windowMs: 1_000 };
      const long = { name: 'long', limit: 2, windowMs: 60_000 };
      await limiter.consume([{ rule: short, key: 'a' }]);
      await limiter.consume([{ rule: long, key: 'a' }]);
      advance(999);
      expect(await purgeExpiredRateLimits(target.db, new Date())).toBe(0);
      advance(1);
      expect(await purgeExpiredRateLimits(target.db, new Date())).toBe(1);
      expect((await counters(target)).map((c) => c.key)).toEqual(['long:a']);
      advance(59_000);
      expect(await purgeExpiredRateLimits(target.db, new Date())).toBe(1);
    });

    it('rateLimiterFor shares the limits through the database only when asked to', async () => {
      const rule = { name: 'shared', limit: 1, windowMs: 60_000 };
      const shared = [
        rateLimiterFor(target.db, { shared: true }),
        rateLimiterFor(target.db, { shared: true }),
      ];
      expect((await shared[0]!.consume([{ rule, key: 'k' }])).allowed).toBe(true);
      expect((await shared[1]!.consume([{ rule, key: 'k' }])).allowed).toBe(false);
      const local = [
        rateLimiterFor(target.db, { shared: false }),
        rateLimiterFor(target.db, { shared: false }),
      ];
      expect((await local[0]!.consume([{ rule, key: 'k' }])).allowed).toBe(true);
      expect((await local[1]!.consume([{ rule, key: 'k' }])).allowed).toBe(true);
    });
  });
}
