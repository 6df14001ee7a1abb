import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, enforceRateLimits, TooManyRequestsError } from './rate-limit.ts';

describe('enforceRateLimits', () => {
  it('lets a request within the limits through and throws a 429 for the one over them', async () => {
    const limiter = createMemoryRateLimiter();
    const perEmail = { name: 'email', limit: 1, windowMs: 60_000 };
    await enforceRateLimits(limiter, [{ rule: perEmail, key: 'k' }]);
    const error = await enforceRateLimits(limiter, [{ rule: perEmail, key: 'k' }]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect(error).toMatchObject({
      status: 429,
      code: 'too-many-requests',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    expect((error as TooManyRequestsError).retryAfterMs).toBeGreaterThan(59_000);
    expect((error as TooManyRequestsError).retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('charges nothing for no hits', async () => {
    const refuseAll = { consume: async () => ({ allowed: false, rule: 'x', retryAfterMs: 1 }) as const };
    await expect(enforceRateLimits(refuseAll, [])).resolves.toBeUndefined();
  });
});
