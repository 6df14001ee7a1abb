import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { type Database, type Queryable, statement } from '../database/database.ts';
import { createMemoryRateLimiter } from './memory-rate-limiter.ts';
import { counterOptions, type RateLimiter, rateLimiterOver } from './rate-limiter.ts';

/** The table of the shared counters (created by the migrations, never by the library). */
const tableName = 'rate_limits';

/**
 * The limiter several api processes share: rate-limiter-flexible's Postgres store on the `rate_limits`
 * table, one row per (rule, key) counter. Each charge is one upsert, atomic in Postgres, so two
 * processes never both take the last slot. It runs on the {@link Database} itself (PGlite or the
 * `pg` pool), through the library's `pool` client shape: one query at a time, named statements
 * prepared once per connection.
 *
 * Decision: Postgres rather than Redis, because several api processes need `DATABASE_URL`
 * (PGlite lives in one process) while `REDIS_URL` stays optional; the limits then need no
 * service the deployment does not already have.
 */
export function createSharedRateLimiter(db: Database): RateLimiter {
  const storeClient = {
    query: (q: { name?: string; text: string; values?: unknown[] }) =>
      db.query(q.name ? statement(q.name, q.text) : q.text, q.values),
  };
  return rateLimiterOver(
    (rule) =>
      new RateLimiterPostgres({
        ...counterOptions(rule),
        storeClient,
        storeType: 'pool',
        tableName,
        tableCreated: true,
        // One housekeeping purge for every rule ({@link purgeExpiredRateLimits}), not a timer per rule.
        clearExpiredByTimeout: false,
      }),
  );
}

/**
 * The limiter the app should use: shared through the database when several api processes serve
 * it (`shared: true`), in memory otherwise (one process: no round trip per request).
 */
export function rateLimiterFor(db: Database, options: { shared: boolean }): RateLimiter {
  return options.shared ? createSharedRateLimiter(db) : createMemoryRateLimiter();
}

/**
 * Deletes every shared counter whose window closed by `now`, for the periodic housekeeping (a
 * closed window is reopened in place by the next charge, so counters nobody touches stay).
 * @returns how many counters were deleted.
 */
export async function purgeExpiredRateLimits(db: Queryable, now: Date): Promise<number> {
  const result = await db.query('delete from rate_limits where expire <= $1', [now.getTime()]);
  return result.rowCount;
}
