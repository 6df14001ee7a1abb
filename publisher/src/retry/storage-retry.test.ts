import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  isRetryableStorageError,
  StorageRetryLimitExceeded,
  withStorageRetry,
} from './storage-retry.ts';

function httpError(status: number): Error {
  return Object.assign(new Error(`HTTP ${status}`), { $metadata: { httpStatusCode: status } });
}

/** A fake clock: sleeping advances time instantly and records each delay. */
function fakeClock() {
  let time = 0;
  const delays: number[] = [];
  return {
    delays,
    now: () => time,
    sleep: async (ms: number) => {
      delays.push(ms);
      time += ms;
    },
    random: () => 1,
  };
}

describe('isRetryableStorageError (spec §9: 5xx, 408, 429)', () => {
  it.each([500, 502, 503, 504, 408, 429])('retries HTTP %i', (status) => {
    expect(isRetryableStorageError(httpError(status))).toBe(true);
  });
  it.each([400, 401, 402, 403, 404, 409, 412])('does not retry HTTP %i', (status) => {
    expect(isRetryableStorageError(httpError(status))).toBe(false);
  });
  it('retries transport errors without a status', () => {
    expect(isRetryableStorageError(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isRetryableStorageError(new Error('plain'))).toBe(false);
  });
});

describe('backoffDelay', () => {
  it('doubles from the base and stops at the 64 s cap', () => {
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, 1000, 64_000))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffDelay(6, 1000, 64_000)).toBe(64_000);
    expect(backoffDelay(20, 1000, 64_000)).toBe(64_000);
  });
});

describe('withStorageRetry', () => {
  it('returns after transient failures, waiting longer each time', async () => {
    const clock = fakeClock();
    let calls = 0;
    const result = await withStorageRetry(
      async () => {
        calls++;
        if (calls < 4) throw httpError(calls === 2 ? 429 : 503);
        return 'ok';
      },
      { ...clock, baseMs: 10 },
    );
    expect(result).toBe('ok');
    expect(calls).toBe(4);
    expect(clock.delays).toEqual([10, 20, 40]);
  });

  it('throws a non-retryable failure at once', async () => {
    const clock = fakeClock();
    let calls = 0;
    const failing = withStorageRetry(async () => {
      calls++;
      throw httpError(403);
    }, clock);
    await expect(failing).rejects.toThrow('HTTP 403');
    expect(calls).toBe(1);
  });

  it('gives up within 120 s with the default cap and bound (spec §9)', async () => {
    const clock = fakeClock();
    const failing = withStorageRetry(async () => {
      throw httpError(503);
    }, clock);
    const error = await failing.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageRetryLimitExceeded);
    expect((error as StorageRetryLimitExceeded).code).toBe('retry-limit-exceeded');
    // 1+2+4+8+16+32 s = 63 s; the next (64 s) would end past 120 s.
    expect(clock.delays).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000]);
    expect(clock.now()).toBeLessThanOrEqual(120_000);
    expect(Math.max(...clock.delays)).toBeLessThanOrEqual(64_000);
  });

  it('spreads delays with jitter between half and the full backoff', async () => {
    const clock = { ...fakeClock(), random: () => 0 };
    let calls = 0;
    await withStorageRetry(
      async () => {
        if (++calls < 3) throw httpError(500);
      },
      { ...clock, baseMs: 100 },
    );
    expect(clock.delays).toEqual([50, 100]);
  });
});
