import { expect } from 'vitest';
import type { RateLimiter, RateRule } from './rate-limiter.ts';

/**
 * The behaviour every {@link RateLimiter} must have, as a table the memory and shared suites both
 * run, each case on an empty limiter with `Date` faked: `advance(ms)` moves it.
 */
export interface RateLimiterCase {
  name: string;
  run(limiter: RateLimiter, advance: (ms: number) => void): Promise<void>;
}

const perEmail: RateRule = { name: 'email', limit: 3, windowMs: 60_000 };
const perIp: RateRule = { name: 'ip', limit: 5, windowMs: 60_000 };

export const rateLimiterCases: readonly RateLimiterCase[] = [
  {
    name: 'allows `limit` hits in the window opened by the first, then refuses until it closes',
    async run(limiter, advance) {
      for (let i = 0; i < 3; i++) {
        expect(await limiter.consume([{ rule: perEmail, key: 'a' }])).toEqual({ allowed: true });
        advance(10_000);
      }
      expect(await limiter.consume([{ rule: perEmail, key: 'a' }])).toEqual({
        allowed: false,
        rule: 'email',
        retryAfterMs: 30_000,
      });
      expect(await limiter.consume([{ rule: perEmail, key: 'b' }])).toEqual({ allowed: true });
      advance(29_999);
      expect((await limiter.consume([{ rule: perEmail, key: 'a' }])).allowed).toBe(false);
      advance(1);
      // The window opened by the first hit has closed: a new one opens with this hit.
      for (let i = 0; i < 3; i++) {
        expect((await limiter.consume([{ rule: perEmail, key: 'a' }])).allowed).toBe(true);
      }
      expect(await limiter.consume([{ rule: perEmail, key: 'a' }])).toEqual({
        allowed: false,
        rule: 'email',
        retryAfterMs: 60_000,
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
      for (let i = 0; i < 3; i++) expect((await limiter.consume(both('a'))).allowed).toBe(true);
      expect((await limiter.consume(both('a'))).allowed).toBe(false);
      // The refused request did not count against the address: two more e-mails still pass.
      expect((await limiter.consume(both('b'))).allowed).toBe(true);
      expect((await limiter.consume(both('c'))).allowed).toBe(true);
      expect(await limiter.consume(both('d'))).toEqual({ allowed: false, rule: 'ip', retryAfterMs: 60_000 });
      // And the refused request did not charge 'd' either.
      for (let i = 0; i < 3; i++) {
        expect((await limiter.consume([{ rule: perEmail, key: 'd' }])).allowed).toBe(true);
      }
    },
  },
  {
    name: 'names the first full rule in the order given, with that rule’s retry',
    async run(limiter, advance) {
      const slow: RateRule = { name: 'slow', limit: 1, windowMs: 600_000 };
      const fast: RateRule = { name: 'fast', limit: 1, windowMs: 1_000 };
      await limiter.consume([
        { rule: slow, key: 'k' },
        { rule: fast, key: 'k' },
      ]);
      advance(500);
      const fastFirst = [
        { rule: fast, key: 'k' },
        { rule: slow, key: 'k' },
      ];
      expect(await limiter.consume(fastFirst)).toEqual({ allowed: false, rule: 'fast', retryAfterMs: 500 });
      advance(500);
      expect(await limiter.consume(fastFirst)).toEqual({
        allowed: false,
        rule: 'slow',
        retryAfterMs: 599_000,
      });
      // The refusal gave back the charge on `fast`: its new window still has its one slot.
      expect(await limiter.consume([{ rule: fast, key: 'k' }])).toEqual({ allowed: true });
    },
  },
  {
    name: 'counts the same key separately per rule, and the same rule separately per key',
    async run(limiter) {
      const one: RateRule = { name: 'one', limit: 1, windowMs: 60_000 };
      const other: RateRule = { name: 'other', limit: 1, windowMs: 60_000 };
      expect((await limiter.consume([{ rule: one, key: 'x' }])).allowed).toBe(true);
      expect((await limiter.consume([{ rule: other, key: 'x' }])).allowed).toBe(true);
      expect((await limiter.consume([{ rule: one, key: 'y' }])).allowed).toBe(true);
      expect((await limiter.consume([{ rule: one, key: 'x' }])).allowed).toBe(false);
      expect(await limiter.consume([])).toEqual({ allowed: true });
    },
  },
  {
    name: 'refuses two rules of one name with different limits (a programming error)',
    async run(limiter) {
      await limiter.consume([{ rule: { name: 'twice', limit: 1, windowMs: 1_000 }, key: 'k' }]);
      await expect(
        limiter.consume([{ rule: { name: 'twice', limit: 2, windowMs: 1_000 }, key: 'k' }]),
      ).rejects.toThrow(/twice/);
    },
  },
];
