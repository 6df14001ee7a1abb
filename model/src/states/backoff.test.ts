import { describe, expect, it } from 'vitest';
import { backoffPresets, retryDelayMs } from './backoff.ts';

describe('spec §9 retry backoff helper: base 1 s, factor 2, cap 4 h', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [5, 32_000],
    [13, 8_192_000],
    [14, 14_400_000],
    [1000, 14_400_000],
    [-3, 1000],
    [Number.NaN, 1000],
  ])('attempt %s → %i ms', (attempt, delay) => {
    expect(retryDelayMs(attempt)).toBe(delay);
  });

  it('storage retries cap at 64 s', () => {
    expect([5, 6, 7, 20].map((n) => retryDelayMs(n, backoffPresets.storage))).toEqual([
      32_000, 64_000, 64_000, 64_000,
    ]);
  });

  it('token refresh retries go 30 s → 960 s and stay there', () => {
    const delays = Array.from({ length: 8 }, (_, n) => retryDelayMs(n, backoffPresets.tokenRefresh));
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 960_000, 960_000]);
  });

  it('takes any base and cap', () => {
    expect(retryDelayMs(3, { baseMs: 10, capMs: 50 })).toBe(50);
    expect(retryDelayMs(2, { baseMs: 10, factor: 3 })).toBe(90);
  });
});
