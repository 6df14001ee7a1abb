import type { Queryable } from '../database/database.ts';

/**
 * Waits until the database's clock reads later than it did when called. PGlite's clock counts
 * milliseconds, so statements run within one millisecond record the same `now()`: a test whose
 * next step needs the last row to be strictly older (a history listed by time, a grace period of
 * 0 ms) waits for the tick rather than hoping the machine was slow enough, and rather than sleeping.
 */
export async function waitForClockTick(db: Queryable): Promise<void> {
  const { rows } = await db.query<{ at: string }>('select now()::text as at');
  const started = rows[0]!.at;
  for (let asked = 0; asked < 10_000; asked++) {
    const { rows: later } = await db.query<{ moved: boolean }>('select now() > $1::timestamptz as moved', [
      started,
    ]);
    if (later[0]!.moved) return;
  }
  throw new Error(`The database clock stayed at ${started}`);
}
