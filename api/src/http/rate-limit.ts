import { errorMessage } from '@sitewright/model';
import { type Clock, systemClock } from '../contract/clock.ts';
import { ApiError } from './api-error.ts';

/** A limit: at most `limit` hits per `windowMs` for one key (an e-mail, an IP address …). */
export interface RateRule {
  /** Names the counter, so the same key counts separately per rule (`otp-email`, `otp-ip`). */
  name: string;
  limit: number;
  windowMs: number;
}

/** One counter to charge: a rule and the key it counts (`{ rule: otpPerEmail, key: email }`). */
export interface RateHit {
  rule: RateRule;
  key: string;
}

/** The answer to {@link RateLimiter.consume}: allowed, or refused with when to retry. */
export type RateDecision = { allowed: true } | { allowed: false; rule: string; retryAfterMs: number };

/**
 * Counts requests per key. The embedded default is in memory (one process); a shared store
 * (Redis, Postgres) implements the same interface when several api processes run.
 */
export interface RateLimiter {
  /**
   * Charges every hit at once, or none: when any rule is over its limit the request is refused
   * and no counter moves, so a refused request does not eat the budget of the other rules.
   */
  consume(hits: readonly RateHit[]): Promise<RateDecision>;
}

/** The in-memory limiter, with `reset` for tests. */
export interface MemoryRateLimiter extends RateLimiter {
  reset(): void;
}

/**
 * A sliding-window log per key, in memory. Each key keeps at most `limit` timestamps, and the
 * map is swept when it passes `maxKeys`, so memory stays bounded under a flood of keys.
 * @param options.maxKeys - @defaultValue 100_000
 */
export function createMemoryRateLimiter(
  options: { clock?: Clock; maxKeys?: number } = {},
): MemoryRateLimiter {
  const clock = options.clock ?? systemClock;
  const maxKeys = options.maxKeys ?? 100_000;
  const windows = new Map<string, { windowMs: number; hits: number[] }>();

  const live = (counter: string, windowMs: number, now: number): number[] => {
    const entry = windows.get(counter);
    if (!entry) return [];
    entry.hits = entry.hits.filter((at) => at > now - windowMs);
    return entry.hits;
  };

  const sweep = (now: number) => {
    for (const [counter, entry] of windows) {
      if (entry.hits.every((at) => at <= now - entry.windowMs)) windows.delete(counter);
    }
    // Still too many live keys: drop the oldest-inserted (a flood of distinct keys forgets itself).
    for (const counter of windows.keys()) {
      if (windows.size <= maxKeys) break;
      windows.delete(counter);
    }
  };

  return {
    async consume(hits) {
      const now = clock.now().getTime();
      for (const { rule, key } of hits) {
        const recent = live(`${rule.name}\u0000${key}`, rule.windowMs, now);
        if (recent.length >= rule.limit) {
          const oldest = recent[recent.length - rule.limit] ?? now;
          return { allowed: false, rule: rule.name, retryAfterMs: Math.max(1, oldest + rule.windowMs - now) };
        }
      }
      for (const { rule, key } of hits) {
        const counter = `${rule.name}\u0000${key}`;
        const entry = windows.get(counter) ?? { windowMs: rule.windowMs, hits: [] };
        entry.hits.push(now);
        windows.set(counter, entry);
      }
      if (windows.size > maxKeys) sweep(now);
      return { allowed: true };
    },
    reset() {
      windows.clear();
    },
  };
}

/** The 429 a refused request gets: `{ code: 'too-many-requests', message }` (spec §8). */
export class TooManyRequestsError extends ApiError {
  constructor(readonly retryAfterMs: number) {
    super(429, 'too-many-requests', errorMessage('too-many-requests'));
  }
}

/**
 * Charges `hits` on `limiter` and throws {@link TooManyRequestsError} when refused. The route
 * helper calls it for a route's `limits`; call it yourself in a raw Express handler.
 */
export async function enforceRateLimits(limiter: RateLimiter, hits: readonly RateHit[]): Promise<void> {
  if (hits.length === 0) return;
  const decision = await limiter.consume(hits);
  if (!decision.allowed) throw new TooManyRequestsError(decision.retryAfterMs);
}
