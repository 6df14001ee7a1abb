import { describe, expect, it } from 'vitest';
import { manualClock } from '../contract/clock.ts';
import { createMemoryRateLimiter, enforceRateLimits, TooManyRequestsError } from './rate-limit.ts';

const perEmail = { name: 'email', limit: 3, windowMs: 60_000 };
const perIp = { name: 'ip', limit: 5, windowMs: 60_000 };

describe('the in-memory sliding-window rate limiter', () => {
  it('allows `limit` hits per window, then refuses until the oldest leaves the window', async () => {
    const clock = manualClock();
    const limiter = createMemoryRateLimiter({ clock });
    for (let i = 0; i < 3; i++) {
      expect(await limiter.consume([{ rule: perEmail, key: 'a' }])).toEqual({ allowed: true });
      clock.advance(10_000);
    }
    expect(await limiter.consume([{ rule: perEmail, key: 'a' }])).toEqual({
      allowed: false,
      rule: 'email',
      retryAfterMs: 30_000,
    });
    expect(await limiter.consume([{ rule: perEmail, key: 'b' }])).toEqual({ allowed: true });
    clock.advance(30_000);
    expect((await limiter.consume([{ rule: perEmail, key: 'a' }])).allowed).toBe(true);
  });

  it('charges all rules or none', async () => {
    const limiter = createMemoryRateLimiter({ clock: manualClock() });
    for (let i = 0; i < 3; i++)
      await limiter.consume([
        { rule: perEmail, key: 'a' },
        { rule: perIp, key: 'ip' },
      ]);
    expect(
      (
        await limiter.consume([
          { rule: perEmail, key: 'a' },
          { rule: perIp, key: 'ip' },
        ])
      ).allowed,
    ).toBe(false);
    // The refused request did not count against the address: two more e-mails still pass.
    expect(
      (
        await limiter.consume([
          { rule: perEmail, key: 'b' },
          { rule: perIp, key: 'ip' },
        ])
      ).allowed,
    ).toBe(true);
    expect(
      (
        await limiter.consume([
          { rule: perEmail, key: 'c' },
          { rule: perIp, key: 'ip' },
        ])
      ).allowed,
    ).toBe(true);
    expect(
      (
        await limiter.consume([
          { rule: perEmail, key: 'd' },
          { rule: perIp, key: 'ip' },
        ])
      ).allowed,
    ).toBe(false);
  });

  it('stays bounded under a flood of keys, and enforceRateLimits throws a 429', async () => {
    const clock = manualClock();
    const limiter = createMemoryRateLimiter({ clock, maxKeys: 100 });
    for (let i = 0; i < 1000; i++) await limiter.consume([{ rule: perEmail, key: `k${i}` }]);
    expect((await limiter.consume([{ rule: perEmail, key: 'k999' }])).allowed).toBe(true);
    await enforceRateLimits(limiter, [{ rule: perEmail, key: 'k999' }]);
    const error = await enforceRateLimits(limiter, [{ rule: perEmail, key: 'k999' }]).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect(error).toMatchObject({ status: 429, code: 'too-many-requests' });
    limiter.reset();
    expect((await limiter.consume([{ rule: perEmail, key: 'k999' }])).allowed).toBe(true);
  });
});
