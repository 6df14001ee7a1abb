import type { Queryable, Row } from '../database/database.ts';
import type { RecordedRequest } from './publish-request.ts';
import { recordRepublish } from './republish.ts';
import { toDate, toDateOrNull, toNumber, toTextOrNull } from './row-values.ts';

/**
 * An operator's mass republish (`republish_runs`, 0013): it walks the published websites in website
 * id order (stable: ids never change, and a site published meanwhile with a higher id is still
 * reached) and records one republish request each through {@link recordRepublish}. The cursor — the
 * last website handled — moves in the transaction that records that website's request, so a run
 * stopped anywhere resumes after exactly the websites it recorded.
 */
export interface RepublishRun {
  id: string;
  /** Only sites whose published copy uses this preset style (`theme.presetStyle`), or every site. */
  style: string | null;
  ratePerSecond: number;
  /** The last website handled, or null before the first. */
  cursor: string | null;
  /** Websites whose republish request was recorded (or an open publish of theirs returned). */
  recorded: number;
  /** Websites with nothing to republish when reached (unpublished meanwhile, or their newest request takes them offline). */
  skipped: number;
  startedAt: Date;
  finishedAt: Date | null;
  abandoned: boolean;
}

const runColumns =
  'id, style, rate_per_second, cursor, recorded, skipped, started_at, finished_at, abandoned';

function runFromRow(row: Row): RepublishRun {
  return {
    id: String(row.id),
    style: toTextOrNull(row.style),
    ratePerSecond: Number(row.rate_per_second),
    cursor: toTextOrNull(row.cursor),
    recorded: toNumber(row.recorded),
    skipped: toNumber(row.skipped),
    startedAt: toDate(row.started_at),
    finishedAt: toDateOrNull(row.finished_at),
    abandoned: Boolean(row.abandoned),
  };
}

/** The run not finished yet (at most one: a unique index), or null. */
export async function findUnfinishedRepublishRun(db: Queryable): Promise<RepublishRun | null> {
  const { rows } = await db.query(`select ${runColumns} from republish_runs where finished_at is null`);
  return rows[0] ? runFromRow(rows[0]) : null;
}

/** A run by its id, or null. */
export async function findRepublishRun(db: Queryable, runId: string): Promise<RepublishRun | null> {
  const { rows } = await db.query(`select ${runColumns} from republish_runs where id = $1`, [runId]);
  return rows[0] ? runFromRow(rows[0]) : null;
}

/** The newest run, finished or not, or null. */
export async function findLatestRepublishRun(db: Queryable): Promise<RepublishRun | null> {
  const { rows } = await db.query(
    `select ${runColumns} from republish_runs order by started_at desc limit 1`,
  );
  return rows[0] ? runFromRow(rows[0]) : null;
}

/** Starts a run; fails on the unique index while another run is unfinished. */
export async function startRepublishRun(
  db: Queryable,
  input: { style: string | null; ratePerSecond: number },
): Promise<RepublishRun> {
  const { rows } = await db.query(
    `insert into republish_runs (style, rate_per_second) values ($1, $2) returning ${runColumns}`,
    [input.style, input.ratePerSecond],
  );
  return runFromRow(rows[0]!);
}

/**
 * Takes (or renews) the lease of the process driving a run: granted when no process holds it, when
 * its holder's lease lapsed, or to the holder itself. A run is driven by one process at a time, so
 * its rate is the rate (two drivers would each pace at it).
 * @returns true when `driverId` now holds the lease for `leaseMs`.
 */
export async function leaseRepublishRun(
  db: Queryable,
  runId: string,
  driverId: string,
  leaseMs: number,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `update republish_runs
        set driver_id = $2, driven_until = now() + $3::double precision * interval '1 millisecond'
      where id = $1 and finished_at is null
        and (driver_id is null or driver_id = $2 or driven_until is null or driven_until < now())`,
    [runId, driverId, leaseMs],
  );
  return rowCount === 1;
}

/** Gives the lease back (a stopped or finished driver), so another process may drive at once. */
export async function releaseRepublishRun(db: Queryable, runId: string, driverId: string): Promise<void> {
  await db.query(
    'update republish_runs set driver_id = null, driven_until = null where id = $1 and driver_id = $2',
    [runId, driverId],
  );
}

/** Of these requests, the ones a run recorded itself (its jobs wait behind owners' publishes). */
export async function runOwnRequestIds(db: Queryable, requestIds: readonly string[]): Promise<Set<string>> {
  if (requestIds.length === 0) return new Set();
  const { rows } = await db.query<{ request_id: unknown }>(
    'select request_id from republish_run_requests where request_id = any($1::uuid[]) and created',
    [requestIds],
  );
  return new Set(rows.map((row) => String(row.request_id)));
}

/** Marks a run finished (every website reached) or abandoned (an operator started afresh). */
export async function finishRepublishRun(
  db: Queryable,
  runId: string,
  how: 'finished' | 'abandoned' = 'finished',
): Promise<void> {
  await db.query(
    'update republish_runs set finished_at = now(), abandoned = $2 where id = $1 and finished_at is null',
    [runId, how === 'abandoned'],
  );
}

/** A rate given on resume replaces the run's own (pacing only; what it republishes stays). */
export async function setRepublishRunRate(
  db: Queryable,
  runId: string,
  ratePerSecond: number,
): Promise<void> {
  await db.query('update republish_runs set rate_per_second = $2 where id = $1', [runId, ratePerSecond]);
}

const matchesRun = `($2::text is null or p.document #>> '{theme,presetStyle}' = $2)`;

/** The next published websites after the run's cursor, in id order. */
export async function nextRepublishBatch(db: Queryable, run: RepublishRun, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ website_id: string }>(
    `select p.website_id from published_sites p
      where ($1::text is null or p.website_id > $1) and ${matchesRun}
      order by p.website_id limit $3`,
    [run.cursor, run.style, limit],
  );
  return rows.map((row) => row.website_id);
}

/** Published websites the run has still to reach (for the ETA). */
export async function countRepublishRemaining(db: Queryable, run: RepublishRun): Promise<number> {
  const { rows } = await db.query<{ n: unknown }>(
    `select count(*) as n from published_sites p where ($1::text is null or p.website_id > $1) and ${matchesRun}`,
    [run.cursor, run.style],
  );
  return toNumber(rows[0]?.n ?? 0);
}

/**
 * Records the republish of `websiteId` for the run and moves its cursor past it, in the caller's
 * transaction. The run's row is locked first: a website at or before the cursor (another process
 * resumed the same run and got there first) records nothing and answers `{ handled: false }`.
 */
export async function recordRunRepublish(
  tx: Queryable,
  runId: string,
  websiteId: string,
): Promise<{ handled: boolean; recorded: RecordedRequest | null }> {
  const { rows } = await tx.query<{ cursor: string | null; finished_at: unknown }>(
    'select cursor, finished_at from republish_runs where id = $1 for update',
    [runId],
  );
  const run = rows[0];
  if (!run || run.finished_at !== null || (run.cursor !== null && websiteId <= run.cursor)) {
    return { handled: false, recorded: null };
  }
  const recorded = await recordRepublish(tx, { websiteId });
  if (recorded) {
    await tx.query(
      `insert into republish_run_requests (run_id, website_id, request_id, created) values ($1, $2, $3, $4)
       on conflict do nothing`,
      [runId, websiteId, recorded.request.id, recorded.created],
    );
  }
  await tx.query(
    `update republish_runs set cursor = $2, recorded = recorded + $3, skipped = skipped + $4 where id = $1`,
    [runId, websiteId, recorded ? 1 : 0, recorded ? 0 : 1],
  );
  return { handled: true, recorded };
}

/** Where a run's requests are now: counts by state, and the ids of the failed ones (to replay). */
export interface RepublishRunOutcome {
  queued: number;
  running: number;
  succeeded: number;
  failed: number;
  failedRequestIds: string[];
}

/** The states of the requests the run recorded. */
export async function republishRunOutcome(db: Queryable, runId: string): Promise<RepublishRunOutcome> {
  const { rows } = await db.query<{ state: string; n: unknown }>(
    `select r.state, count(*) as n from republish_run_requests q join publish_requests r on r.id = q.request_id
      where q.run_id = $1 group by r.state`,
    [runId],
  );
  const count = (state: string) => toNumber(rows.find((row) => row.state === state)?.n ?? 0);
  const failed = await db.query<{ id: string }>(
    `select r.id from republish_run_requests q join publish_requests r on r.id = q.request_id
      where q.run_id = $1 and r.state = 'failed' order by r.sequence`,
    [runId],
  );
  return {
    queued: count('queued'),
    running: count('running'),
    succeeded: count('succeeded'),
    failed: count('failed'),
    failedRequestIds: failed.rows.map((row) => String(row.id)),
  };
}
