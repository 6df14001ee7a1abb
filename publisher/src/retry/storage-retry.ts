import { timings } from '@sitewright/model';

/** Options of {@link withStorageRetry}. Every field has a spec §9 default; tests shrink the base. */
export interface StorageRetryOptions {
  /**
   * Delay before the first retry, doubled on each further retry.
   * @defaultValue 1000 (spec §9 retry backoff base)
   */
  baseMs?: number;
  /**
   * Largest single delay.
   * @defaultValue 64000 (spec §9 storage backoff cap)
   */
  capMs?: number;
  /**
   * Bound on the whole operation, first attempt included: no retry starts whose delay would end past it.
   * @defaultValue 120000 (spec §9 maximum operation retry)
   */
  maxElapsedMs?: number;
  /**
   * Jitter source in [0, 1): the delay is `d/2 + random()·d/2`, so workers retrying together spread out.
   * @defaultValue Math.random
   */
  random?: () => number;
  /** @defaultValue a real timer */
  sleep?: (ms: number) => Promise<void>;
  /** @defaultValue Date.now */
  now?: () => number;
  /** Called before each wait, for logs and tests. */
  onRetry?: (info: { attempt: number; delayMs: number; error: unknown }) => void;
}

/** Spec §8 storage error `retry-limit-exceeded`: a retryable failure outlasted the time bound. */
export class StorageRetryLimitExceeded extends Error {
  readonly code = 'retry-limit-exceeded';
  constructor(
    readonly attempts: number,
    readonly lastError: unknown,
  ) {
    super(`Storage operation still failing after ${attempts} attempts: ${describe(lastError)}`, {
      cause: lastError,
    });
    this.name = 'StorageRetryLimitExceeded';
  }
}

const networkErrorCodes = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
]);

/** The HTTP status an SDK or HTTP error carries, if any. */
export function storageErrorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const withMeta = error as { $metadata?: { httpStatusCode?: number }; statusCode?: number };
  return withMeta.$metadata?.httpStatusCode ?? withMeta.statusCode;
}

/**
 * True for failures worth another attempt: HTTP 5xx, 408 and 429 (spec §9), and transport errors
 * that never produced a status (connection reset or refused, time-outs).
 */
export function isRetryableStorageError(error: unknown): boolean {
  const status = storageErrorStatus(error);
  if (status !== undefined && status !== 0) {
    return status >= 500 || (timings.storageRetryStatuses as readonly number[]).includes(status);
  }
  if (typeof error !== 'object' || error === null) return false;
  const { code, name } = error as { code?: string; name?: string };
  return (code !== undefined && networkErrorCodes.has(code)) || name === 'TimeoutError';
}

/** The wait before retry number `retry` (0-based), before jitter: `base·2^retry`, capped. */
export function backoffDelay(retry: number, baseMs: number, capMs: number): number {
  return Math.min(capMs, baseMs * timings.retryBackoffFactor ** retry);
}

/**
 * Runs `operation`, retrying retryable failures ({@link isRetryableStorageError}) with exponential
 * backoff capped at 64 s, for at most 120 s in all (spec §9). A non-retryable failure is thrown as is;
 * a retryable one that outlasts the bound becomes {@link StorageRetryLimitExceeded}.
 */
export async function withStorageRetry<T>(
  operation: (attempt: number) => Promise<T>,
  options: StorageRetryOptions = {},
): Promise<T> {
  const baseMs = options.baseMs ?? timings.retryBackoffBase;
  const capMs = options.capMs ?? timings.storageRetryBackoffCap;
  const maxElapsedMs = options.maxElapsedMs ?? timings.storageMaxOperationRetry;
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const started = now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation(attempt);
    } catch (error) {
      if (!isRetryableStorageError(error)) throw error;
      const full = backoffDelay(attempt - 1, baseMs, capMs);
      const delayMs = Math.round(full / 2 + (random() * full) / 2);
      if (now() - started + delayMs > maxElapsedMs) throw new StorageRetryLimitExceeded(attempt, error);
      options.onRetry?.({ attempt, delayMs, error });
      await sleep(delayMs);
    }
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const status = storageErrorStatus(error);
    return status === undefined ? `${error.name}: ${error.message}` : `${error.name} (HTTP ${status})`;
  }
  return String(error);
}
