/**
 * Time, injected. Every expiry the api decides (codes, links, sessions) reads `clock.now()`, never
 * `Date.now()` or the database's `now()`, so tests move time instead of sleeping. Rate windows are
 * the exception: rate-limiter-flexible reads `Date.now()`, so their tests fake `Date` instead.
 */
export interface Clock {
  now(): Date;
}

/** The real clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock tests set and move by hand. */
export interface ManualClock extends Clock {
  set(at: Date | string): void;
  advance(ms: number): void;
}

/**
 * A {@link ManualClock} starting at `start`.
 * @defaultValue start `2030-01-01T00:00:00.000Z`
 */
export function manualClock(start: Date | string = '2030-01-01T00:00:00.000Z'): ManualClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set(at) {
      current = new Date(at).getTime();
    },
    advance(ms) {
      current += ms;
    },
  };
}
