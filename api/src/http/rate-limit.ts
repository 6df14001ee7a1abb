import { errorMessage } from '@sitewright/model';
import type { RateHit, RateLimiter } from '@sitewright/store';
import type { Response } from 'express';
import { ApiError } from './api-error.ts';

// The limiters live with their counters in the store (rate-limiter-flexible, in memory or in the
// database); this file is what a refusal means over HTTP.
export {
  createMemoryRateLimiter,
  type MemoryRateLimiter,
  type RateDecision,
  type RateHit,
  type RateLimiter,
  type RateRule,
} from '@sitewright/store';

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

/**
 * {@link enforceRateLimits} for a handler that answers itself: a refusal also sets `retry-after`
 * (whole seconds) on `res` before it is thrown to the error handler.
 */
export async function chargeRateLimits(
  limiter: RateLimiter,
  hits: readonly RateHit[],
  res: Response,
): Promise<void> {
  try {
    await enforceRateLimits(limiter, hits);
  } catch (error) {
    if (error instanceof TooManyRequestsError)
      res.setHeader('retry-after', Math.ceil(error.retryAfterMs / 1000));
    throw error;
  }
}
