import { pbkdf2 } from 'node:crypto';

/**
 * Keeps every thread of libuv's pool busy (16 ≥ any UV_THREADPOOL_SIZE the suites run with), for
 * tests of work that must not wait for the pool. Test-only.
 * @returns `firstFree`, resolved once one thread is free again, and `freed`, how many are so far.
 */
export function occupyThreadPool(): { firstFree: Promise<void>; freed: () => number } {
  let done = 0;
  const jobs = Array.from(
    { length: 16 },
    () =>
      new Promise<void>((resolve) => pbkdf2('x', 'salt', 200_000, 32, 'sha256', () => resolve(void done++))),
  );
  return { firstFree: Promise.race(jobs), freed: () => done };
}
