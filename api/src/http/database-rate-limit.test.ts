import { requireBackendsInCi, type TestDatabase, testBackends } from '@sitewright/store/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../contract/clock.ts';
import { createDatabaseRateLimiter, purgeExpiredRateHits, rateLimiterFor } from './database-rate-limit.ts';
import { rateLimiterCases } from './rate-limit-cases.ts';

const backends = await testBackends();
requireBackendsInCi(backends);

const hitCount = async (target: TestDatabase) =>
  (await target.db.query<{ n: number }>('select count(*)::int8 as n from rate_limit_hits')).rows[0]?.n;

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(`the database rate limiter on ${backend.name}`, () => {
    let target: TestDatabase;
    beforeAll(async () => {
      target = await backend.open();
    });
    afterAll(async () => {
      await target?.dispose();
    });
    beforeEach(async () => {
      await target.db.query('delete from rate_limit_hits');
    });

    for (const { name, run } of rateLimiterCases) {
      it(name, async () => {
        const clock = manualClock();
        await run(createDatabaseRateLimiter(target.db, { clock }), clock);
      });
    }

    it('never lets two processes take the last slot: 20 racing consumes of a limit-5 key → 5 pass', async () => {
      const clock = manualClock();
      // Postgres: two separate pools (two api processes); PGlite: its one connection.
      const pools = [target.db, target.openAnother?.() ?? target.db];
      const limiters = pools.map((db) => createDatabaseRateLimiter(db, { clock }));
      const rule = { name: 'race', limit: 5, windowMs: 60_000 };
      const other = { name: 'race-ip', limit: 100, windowMs: 60_000 };
      const decisions = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          // Half charge the rules in the other order: the sorted locks must not deadlock.
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
      // Refused requests charged nothing: 5 hits on each counter.
      expect(await hitCount(target)).toBe(10);
    });

    it('prunes the touched counter on consume, and the housekeeping purge removes the rest', async () => {
      const clock = manualClock();
      const limiter = createDatabaseRateLimiter(target.db, { clock });
      const short = { name: 'short', limit: 2, windowMs: 1_000 };
      const long = { name: 'long', limit: 2, windowMs: 60_000 };
      await limiter.consume([{ rule: short, key: 'a' }]);
      await limiter.consume([{ rule: short, key: 'b' }]);
      await limiter.consume([{ rule: long, key: 'a' }]);
      clock.advance(1_000);
      await limiter.consume([{ rule: short, key: 'a' }]);
      // a's expired hit went when a was checked; b's waits for the purge.
      expect(await hitCount(target)).toBe(3);
      expect(await purgeExpiredRateHits(target.db, clock.now())).toBe(1);
      expect(await hitCount(target)).toBe(2);
      clock.advance(60_000);
      expect(await purgeExpiredRateHits(target.db, clock.now())).toBe(2);
    });

    it('rateLimiterFor shares the limits through the database only when asked to', async () => {
      const clock = manualClock();
      const rule = { name: 'shared', limit: 1, windowMs: 60_000 };
      const shared = [
        rateLimiterFor(target.db, { shared: true, clock }),
        rateLimiterFor(target.db, { shared: true, clock }),
      ];
      expect((await shared[0]!.consume([{ rule, key: 'k' }])).allowed).toBe(true);
      expect((await shared[1]!.consume([{ rule, key: 'k' }])).allowed).toBe(false);
      const local = [
        rateLimiterFor(target.db, { shared: false, clock }),
        rateLimiterFor(target.db, { shared: false, clock }),
      ];
      expect((await local[0]!.consume([{ rule, key: 'k' }])).allowed).toBe(true);
      expect((await local[1]!.consume([{ rule, key: 'k' }])).allowed).toBe(true);
    });
  });
}
