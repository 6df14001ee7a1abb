import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRateLimiter } from './memory-rate-limiter.ts';
import { rateLimiterCases } from './rate-limiter-cases.ts';

const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe('the in-memory rate limiter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-01T00:00:00.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  for (const { name, run } of rateLimiterCases) it(name, () => run(createMemoryRateLimiter(), advance));

  it('forgets every counter on reset', async () => {
    const limiter = createMemoryRateLimiter();
    const rule = { name: 'email', limit: 1, windowMs: 60_000 };
    expect((await limiter.consume([{ rule, key: 'k' }])).allowed).toBe(true);
    expect((await limiter.consume([{ rule, key: 'k' }])).allowed).toBe(false);
    limiter.reset();
    expect((await limiter.consume([{ rule, key: 'k' }])).allowed).toBe(true);
  });

  it('keeps each process’s counts to itself', async () => {
    const rule = { name: 'local', limit: 1, windowMs: 60_000 };
    const [one, two] = [createMemoryRateLimiter(), createMemoryRateLimiter()];
    expect((await one.consume([{ rule, key: 'k' }])).allowed).toBe(true);
    expect((await two.consume([{ rule, key: 'k' }])).allowed).toBe(true);
  });
});
