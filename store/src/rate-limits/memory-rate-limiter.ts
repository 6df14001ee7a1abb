import { RateLimiterMemory } from 'rate-limiter-flexible';
import { counterOptions, type RateLimiter, rateLimiterOver } from './rate-limiter.ts';

/** The in-memory limiter, with `reset` for tests. */
export interface MemoryRateLimiter extends RateLimiter {
  /** Forgets every counter (suites that make many calls from one address). */
  reset(): void;
}

/**
 * The limiter of one api process (the embedded default): rate-limiter-flexible's memory store,
 * no round trip per request. Each key is dropped by a timer when its window closes, so memory
 * holds only the keys seen within the longest window.
 */
export function createMemoryRateLimiter(): MemoryRateLimiter {
  return rateLimiterOver((rule) => new RateLimiterMemory(counterOptions(rule)));
}
