// The rate-limits aggregate's public face (store/README.md).
export { createMemoryRateLimiter, type MemoryRateLimiter } from './memory-rate-limiter.ts';
export type { RateDecision, RateHit, RateLimiter, RateRule } from './rate-limiter.ts';
export { createSharedRateLimiter, purgeExpiredRateLimits, rateLimiterFor } from './shared-rate-limiter.ts';
