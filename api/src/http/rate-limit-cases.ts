import assert from 'node:assert/strict';
import type { ManualClock } from '../contract/clock.ts';
import type { RateLimiter, RateRule } from './rate-limit.ts';

/**
 * The behaviour every {@link RateLimiter} must have, as a table the memory and database suites
 * both run (`for (const c of rateLimiterCases) it(c.name, …)`), each case on an empty limiter
 * whose clock is `clock`. Plain `node:assert`, so this file is not test-only code.
 */
export interface RateLimiterCase {
  name: string;
  run(limiter: RateLimiter, clock: ManualClock): Promise<void>;
}

const perEmail: RateRule = { name: 'email', limit: 3, windowMs: 60_000 };
const perIp: RateRule = { name: 'ip', limit: 5, windowMs: 60_000 };

export const rateLimiterCases: readonly RateLimiterCase[] = [
  {
    name: 'allows `limit` hits per window, then refuses until the oldest leaves the window',
    async run(limiter, clock) {
      for (let i = 0; i < 3; i++) {
        assert.deepEqual(await limiter.consume([{ rule: perEmail, key: 'a' }]), { allowed: true });
        clock.advance(10_000);
      }
      assert.deepEqual(await limiter.consume([{ rule: perEmail, key: 'a' }]), {
        allowed: false,
        rule: 'email',
        retryAfterMs: 30_000,
      });
      assert.deepEqual(await limiter.consume([{ rule: perEmail, key: 'b' }]), { allowed: true });
      clock.advance(29_999);
      assert.equal((await limiter.consume([{ rule: perEmail, key: 'a' }])).allowed, false);
      clock.advance(1);
      // The first hit is exactly one window old: it no longer counts.
      assert.equal((await limiter.consume([{ rule: perEmail, key: 'a' }])).allowed, true);
      assert.deepEqual(await limiter.consume([{ rule: perEmail, key: 'a' }]), {
        allowed: false,
        rule: 'email',
        retryAfterMs: 10_000,
      });
    },
  },
  {
    name: 'charges all rules or none',
    async run(limiter) {
      const both = (email: string) => [
        { rule: perEmail, key: email },
        { rule: perIp, key: 'ip' },
      ];
      for (let i = 0; i < 3; i++) assert.equal((await limiter.consume(both('a'))).allowed, true);
      assert.equal((await limiter.consume(both('a'))).allowed, false);
      // The refused request did not count against the address: two more e-mails still pass.
      assert.equal((await limiter.consume(both('b'))).allowed, true);
      assert.equal((await limiter.consume(both('c'))).allowed, true);
      assert.deepEqual(await limiter.consume(both('d')), {
        allowed: false,
        rule: 'ip',
        retryAfterMs: 60_000,
      });
      // And the refused request did not charge 'd' either.
      for (let i = 0; i < 3; i++) {
        assert.equal((await limiter.consume([{ rule: perEmail, key: 'd' }])).allowed, true);
      }
    },
  },
  {
    name: 'names the first full rule in the order given, with that rule’s retry',
    async run(limiter, clock) {
      const slow: RateRule = { name: 'slow', limit: 1, windowMs: 600_000 };
      const fast: RateRule = { name: 'fast', limit: 1, windowMs: 1_000 };
      await limiter.consume([
        { rule: slow, key: 'k' },
        { rule: fast, key: 'k' },
      ]);
      clock.advance(500);
      assert.deepEqual(
        await limiter.consume([
          { rule: fast, key: 'k' },
          { rule: slow, key: 'k' },
        ]),
        { allowed: false, rule: 'fast', retryAfterMs: 500 },
      );
      clock.advance(500);
      assert.deepEqual(
        await limiter.consume([
          { rule: fast, key: 'k' },
          { rule: slow, key: 'k' },
        ]),
        { allowed: false, rule: 'slow', retryAfterMs: 599_000 },
      );
    },
  },
  {
    name: 'counts the same key separately per rule, and the same rule separately per key',
    async run(limiter) {
      const one: RateRule = { name: 'one', limit: 1, windowMs: 60_000 };
      const other: RateRule = { name: 'other', limit: 1, windowMs: 60_000 };
      assert.equal((await limiter.consume([{ rule: one, key: 'x' }])).allowed, true);
      assert.equal((await limiter.consume([{ rule: other, key: 'x' }])).allowed, true);
      assert.equal((await limiter.consume([{ rule: one, key: 'y' }])).allowed, true);
      assert.equal((await limiter.consume([{ rule: one, key: 'x' }])).allowed, false);
      assert.deepEqual(await limiter.consume([]), { allowed: true });
    },
  },
];
