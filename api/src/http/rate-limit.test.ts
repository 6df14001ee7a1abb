import { describe, expect, it } from 'vitest';
import { manualClock } from '../contract/clock.ts';
import { createMemoryRateLimiter, enforceRateLimits, TooManyRequestsError } from './rate-limit.ts';
import { rateLimiterCases } from './rate-limit-cases.ts';

const perEmail = { name: 'email', limit: 3, windowMs: 60_000 };

describe('the in-memory sliding-window rate limiter', () => {
  for (const { name, run } of rateLimiterCases) {
    it(name, async () => {
      const clock = manualClock();
      await run(createMemoryRateLimiter({ clock }), clock);
    });
  }

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
