import { timings } from '../limits/index.ts';

export interface BackoffOptions {
  /** Delay before the first retry, in ms. @defaultValue 1000 */
  baseMs?: number;
  /** Growth per attempt. @defaultValue 2 */
  factor?: number;
  /** Largest delay, in ms. @defaultValue 14400000 (4 hours) */
  capMs?: number;
}

/** Spec §9 backoff settings: the retry helper, storage operations, and token refresh. */
export const backoffPresets = {
  /** Base 1 s, factor 2, cap 4 h. */
  default: {
    baseMs: timings.retryBackoffBase,
    factor: timings.retryBackoffFactor,
    capMs: timings.retryBackoffCap,
  },
  /** Storage retries: exponential from 1 s, capped at 64 s. */
  storage: { baseMs: timings.retryBackoffBase, factor: 2, capMs: timings.storageRetryBackoffCap },
  /** Token refresh retries: 30 s doubling up to 960 s. */
  tokenRefresh: { baseMs: timings.tokenRefreshRetryStart, factor: 2, capMs: timings.tokenRefreshRetryMax },
} as const satisfies Record<string, Required<BackoffOptions>>;

/**
 * The delay before retry number `attempt` (0 for the first retry): `min(cap, base × factor^attempt)`.
 * Negative or non-integer attempts are read as the nearest valid attempt (floor, at least 0).
 * Deterministic: add jitter at the call site if many clients retry together.
 * @defaultValue options = base 1 s, factor 2, cap 4 hours (spec §9 "Retry backoff helper")
 */
export function retryDelayMs(attempt: number, options: BackoffOptions = {}): number {
  const { baseMs, factor, capMs } = { ...backoffPresets.default, ...options };
  const n = Number.isFinite(attempt) ? Math.max(0, Math.floor(attempt)) : 0;
  return Math.min(capMs, baseMs * factor ** n);
}
