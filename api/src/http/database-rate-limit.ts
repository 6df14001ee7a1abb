import { type Database, type Queryable, statement } from '@sitewright/store';
import { type Clock, systemClock } from '../contract/clock.ts';
import { createMemoryRateLimiter, type RateDecision, type RateHit, type RateLimiter } from './rate-limit.ts';

/**
 * The shared rate limiter: the sliding-window log of {@link createMemoryRateLimiter}, kept in the
 * `rate_limit_hits` table (migration 0008) so every api process on one database counts against the
 * same limits. Same answers as the memory limiter for the same clock: all hits charged or none,
 * and a refusal names the first rule (in the order given) that is full and when it frees a slot.
 *
 * Each consume is ONE transaction: it takes a transaction-scoped advisory lock per counter
 * (rule, key), in one order for every process, then checks, then inserts. Two processes charging
 * the same counter at once are serialised, so they never both take the last slot.
 *
 * Decisions: times come from `clock` (as everywhere in the api), not the database's `now()`; the
 * rows of a counter that left its window are deleted when that counter is checked, and
 * {@link purgeExpiredRateHits} removes the rest (counters nobody touches any more).
 * @param options.clock - @defaultValue systemClock
 */
export function createDatabaseRateLimiter(db: Database, options: { clock?: Clock } = {}): RateLimiter {
  const clock = options.clock ?? systemClock;
  return {
    async consume(hits) {
      if (hits.length === 0) return { allowed: true };
      const now = clock.now().getTime();
      return db.transaction(async (tx) => {
        await lockCounters(tx, hits);
        for (const { rule, key } of hits) {
          const refused = await checkCounter(tx, rule.name, key, rule.limit, rule.windowMs, now);
          if (refused) return refused;
        }
        await tx.query(chargeHits, [
          hits.map((hit) => hit.rule.name),
          hits.map((hit) => hit.key),
          new Date(now),
          hits.map((hit) => hit.rule.windowMs),
        ]);
        return { allowed: true };
      });
    },
  };
}

/**
 * The limiter the app should use: shared through the database when several api processes serve
 * it (`shared: true`), in memory otherwise (one process: no round trip per request).
 */
export function rateLimiterFor(db: Database, options: { shared: boolean; clock?: Clock }): RateLimiter {
  const clock = options.clock ?? systemClock;
  return options.shared ? createDatabaseRateLimiter(db, { clock }) : createMemoryRateLimiter({ clock });
}

/**
 * Deletes every hit that left its window by `now`, for the periodic housekeeping (consume only
 * prunes the counters it touches).
 * @returns how many rows were deleted.
 */
export async function purgeExpiredRateHits(db: Queryable, now: Date): Promise<number> {
  const result = await db.query('delete from rate_limit_hits where expires_at <= $1', [now]);
  return result.rowCount;
}

// The two-int form keeps these locks apart from the migration runner's one-bigint lock, and
// needs no separator between rule and key.
const lockCounter = statement(
  'rate-limit-lock',
  'select pg_advisory_xact_lock(hashtext($1::text), hashtext($2::text))',
);

// Prunes the counter's expired rows, and reads the hit that must leave the window before another
// fits: the `limit`-th newest (none when the counter has room). The SELECT sees the statement's
// snapshot, rows the DELETE removes included, so it filters by the window itself.
const checkCounterStatement = statement(
  'rate-limit-check',
  `with pruned as (
     delete from rate_limit_hits where rule = $1 and key = $2 and at <= $3::timestamptz
   )
   select at from rate_limit_hits
    where rule = $1 and key = $2 and at > $3::timestamptz
    order by at desc offset $4::int8 limit 1`,
);

const chargeHits = statement(
  'rate-limit-charge',
  `insert into rate_limit_hits (rule, key, at, expires_at)
   select rule, key, $3::timestamptz, $3::timestamptz + window_ms * interval '1 millisecond'
     from unnest($1::text[], $2::text[], $4::int8[]) as hit(rule, key, window_ms)`,
);

/**
 * One lock per distinct counter, always in the same (sorted) order, so two transactions holding
 * overlapping counters cannot deadlock. (Two counters whose hashes collide share a lock: that only
 * serialises them.)
 */
async function lockCounters(tx: Queryable, hits: readonly RateHit[]): Promise<void> {
  const counters = new Map<string, [string, string]>();
  for (const { rule, key } of hits) counters.set(JSON.stringify([rule.name, key]), [rule.name, key]);
  const ordered = [...counters.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [, params] of ordered) await tx.query(lockCounter, params);
}

async function checkCounter(
  tx: Queryable,
  rule: string,
  key: string,
  limit: number,
  windowMs: number,
  now: number,
): Promise<RateDecision | undefined> {
  // The memory limiter refuses a rule with no room at all for a whole window.
  if (limit <= 0) return { allowed: false, rule, retryAfterMs: Math.max(1, windowMs) };
  const found = await tx.query<{ at: Date | string }>(checkCounterStatement, [
    rule,
    key,
    new Date(now - windowMs),
    limit - 1,
  ]);
  const blocking = found.rows[0];
  if (!blocking) return undefined;
  const oldest = new Date(blocking.at).getTime();
  return { allowed: false, rule, retryAfterMs: Math.max(1, oldest + windowMs - now) };
}
