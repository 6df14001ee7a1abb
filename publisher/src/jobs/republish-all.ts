import { randomUUID } from 'node:crypto';
import {
  countRepublishRemaining,
  type Database,
  findRepublishRun,
  findUnfinishedRepublishRun,
  finishRepublishRun,
  leaseRepublishRun,
  nextRepublishBatch,
  type RepublishRun,
  type RepublishRunOutcome,
  recordRunRepublish,
  releaseRepublishRun,
  republishRunOutcome,
  setRepublishRunRate,
  startRepublishRun,
} from '@sitewright/store';
import { jobRefOf } from './publish-request.ts';
import type { PublishQueue } from './queue.ts';

/**
 * An operator's mass republish (`npm run jobs -- republish-all`): every published site (or those
 * of one preset style) rebuilt from the build live now, as a domain change does it
 * (`recordRepublish`: never the draft). Requests are recorded one site at a time, at most
 * `ratePerSecond` a second, and their jobs enqueued at the `bulk` priority, behind every owner's
 * job. The run and its cursor are rows (`republish_runs`): a run stopped anywhere — Ctrl-C, a
 * crash — is resumed by the next `republish-all`, after the last site it recorded.
 */

/** Sites a second when no rate is given: 2 (7,200 an hour), well under what one worker builds. */
export const defaultRepublishRate = 2;

/**
 * How long a driver's lease lasts without renewal: a crashed `republish-all` blocks another process
 * from driving its run for at most this long. Renewed every third of it, during waits too.
 */
export const defaultRepublishLeaseMs = 15_000;

/** Time, injectable so tests measure the pacing without waiting for it. */
export interface RepublishClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemRepublishClock: RepublishClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** What the progress line shows. */
export interface RepublishProgress {
  runId: string;
  /** Sites handled by the run so far, this session and the stopped ones before it. */
  done: number;
  /** Sites the run handles in all (done + still to reach). */
  total: number;
  /** Requests of the run whose job failed (so far: jobs run after they are recorded). */
  failed: number;
  /** Sites a second this session. */
  rate: number;
  /** Seconds to the end at that rate, or null before it is known. */
  etaSeconds: number | null;
}

/** Options of {@link republishAll}. */
export interface RepublishAllOptions {
  /** Only sites whose published copy uses this preset style; null: every site. */
  style?: string | null;
  /** @defaultValue {@link defaultRepublishRate} (a resumed run keeps its own unless given) */
  ratePerSecond?: number;
  /** Abandon an unfinished run and start a new one instead of resuming it. */
  fresh?: boolean;
  /** Websites read per query. @defaultValue 100 */
  batchSize?: number;
  clock?: RepublishClock;
  onProgress?: (progress: RepublishProgress) => void;
  /** Asked before each site: true stops the run where it is (resumable). */
  shouldStop?: () => boolean;
  /** @defaultValue {@link defaultRepublishLeaseMs} */
  leaseMs?: number;
}

/** How a call of {@link republishAll} ended. */
export interface RepublishAllResult {
  run: RepublishRun;
  /** It went on with a run stopped before. */
  resumed: boolean;
  /** Stopped before the end (`shouldStop`): the run stays unfinished and resumable. */
  stopped: boolean;
  /** Its requests' states when it ended; the failed ones replay with `npm run jobs -- replay-failed`. */
  outcome: RepublishRunOutcome;
}

/** An unfinished run of another style is in the way: resume it as it is, or start afresh. */
export class RepublishRunInTheWay extends Error {
  override readonly name = 'RepublishRunInTheWay';
  constructor(readonly run: RepublishRun) {
    super(
      `an unfinished republish run (${run.id}, style ${run.style ?? 'any'}, ${run.recorded + run.skipped} ` +
        'site(s) done) is in the way: run republish-all without --style to resume it, or with --fresh to abandon it',
    );
  }
}

/**
 * Another process drives the unfinished run (its lease holds): two drivers would each pace at the
 * run's rate, so the second is refused until the first stops or its lease lapses.
 */
export class RepublishRunDriven extends Error {
  override readonly name = 'RepublishRunDriven';
  constructor(
    readonly run: RepublishRun,
    leaseMs: number,
  ) {
    super(
      `the republish run ${run.id} is being run by another process: stop that one (Ctrl-C in its terminal, or stop the api whose dashboard started it) ` +
        `and run republish-all again to resume it; if that process crashed, its claim lapses within ${Math.ceil(leaseMs / 1000)} s`,
    );
  }
}

async function openRun(
  db: Database,
  options: RepublishAllOptions,
  lease: { driverId: string; leaseMs: number },
): Promise<{ run: RepublishRun; resumed: boolean }> {
  const style = options.style ?? null;
  const unfinished = await findUnfinishedRepublishRun(db);
  // Resumed or abandoned, an unfinished run is first taken from whoever may be driving it.
  if (unfinished && !(await leaseRepublishRun(db, unfinished.id, lease.driverId, lease.leaseMs))) {
    throw new RepublishRunDriven(unfinished, lease.leaseMs);
  }
  if (unfinished && options.fresh) await finishRepublishRun(db, unfinished.id, 'abandoned');
  else if (unfinished) {
    if (style !== null && style !== unfinished.style) {
      await releaseRepublishRun(db, unfinished.id, lease.driverId);
      throw new RepublishRunInTheWay(unfinished);
    }
    if (options.ratePerSecond !== undefined && options.ratePerSecond !== unfinished.ratePerSecond) {
      await setRepublishRunRate(db, unfinished.id, options.ratePerSecond);
      unfinished.ratePerSecond = options.ratePerSecond;
    }
    return { run: unfinished, resumed: true };
  }
  const run = await startRepublishRun(db, {
    style,
    ratePerSecond: options.ratePerSecond ?? defaultRepublishRate,
  });
  // A run just started is unfinished and undriven: no one else can hold it yet.
  if (!(await leaseRepublishRun(db, run.id, lease.driverId, lease.leaseMs))) {
    throw new RepublishRunDriven(run, lease.leaseMs);
  }
  return { run, resumed: false };
}

/**
 * Runs (or resumes) a mass republish to its end or until `shouldStop`. Pacing is a fixed interval
 * of 1/rate between the starts of two sites, never caught up in a burst after a slow one. One
 * process drives a run at a time (a lease on its row: {@link RepublishRunDriven} for a second). A
 * failed enqueue is left to the sweeper, as for every outbox request; it enqueues the run's own
 * requests as bulk jobs too.
 */
export async function republishAll(
  db: Database,
  queue: PublishQueue | null,
  options: RepublishAllOptions = {},
): Promise<RepublishAllResult> {
  if (options.ratePerSecond !== undefined && !(options.ratePerSecond > 0)) {
    throw new RangeError(`the rate must be above 0 sites a second, not ${options.ratePerSecond}`);
  }
  const lease = { driverId: randomUUID(), leaseMs: options.leaseMs ?? defaultRepublishLeaseMs };
  const opened = await openRun(db, options, lease);
  try {
    return await driveRun(db, queue, options, opened, lease);
  } finally {
    await releaseRepublishRun(db, opened.run.id, lease.driverId);
  }
}

async function driveRun(
  db: Database,
  queue: PublishQueue | null,
  options: RepublishAllOptions,
  opened: { run: RepublishRun; resumed: boolean },
  lease: { driverId: string; leaseMs: number },
): Promise<RepublishAllResult> {
  const clock = options.clock ?? systemRepublishClock;
  const batchSize = options.batchSize ?? 100;
  let run = opened.run;
  let renewedAt = clock.now();
  const renewEveryMs = lease.leaseMs / 3;
  const renew = async () => {
    if (clock.now() - renewedAt < renewEveryMs) return;
    if (!(await leaseRepublishRun(db, run.id, lease.driverId, lease.leaseMs))) {
      throw new RepublishRunDriven(run, lease.leaseMs);
    }
    renewedAt = clock.now();
  };
  // A long wait (a low rate) is cut into pieces so the lease is renewed while waiting.
  const waitUntil = async (at: number) => {
    for (let wait = at - clock.now(); wait > 0; wait = at - clock.now()) {
      await clock.sleep(Math.min(wait, renewEveryMs));
      await renew();
    }
  };
  const intervalMs = 1000 / run.ratePerSecond;
  const doneBefore = run.recorded + run.skipped;
  const total = doneBefore + (await countRepublishRemaining(db, run));
  const startedAt = clock.now();
  let doneNow = 0;
  let failed = (await republishRunOutcome(db, run.id)).failed;
  let failedReadAt = startedAt;
  const report = () => {
    if (!options.onProgress) return;
    const elapsed = (clock.now() - startedAt) / 1000;
    const rate = elapsed > 0 ? doneNow / elapsed : 0;
    const left = total - doneBefore - doneNow;
    options.onProgress({
      runId: run.id,
      done: doneBefore + doneNow,
      total,
      failed,
      rate,
      etaSeconds: left <= 0 ? 0 : rate > 0 ? left / rate : null,
    });
  };
  report();
  let nextAt = startedAt;
  let stopped = false;
  for (;;) {
    const batch = await nextRepublishBatch(db, run, batchSize);
    if (batch.length === 0) break;
    for (const websiteId of batch) {
      if (options.shouldStop?.()) {
        stopped = true;
        break;
      }
      await waitUntil(nextAt);
      await renew();
      nextAt = Math.max(nextAt, clock.now()) + intervalMs;
      const { handled, recorded } = await db.transaction((tx) => recordRunRepublish(tx, run.id, websiteId));
      run = { ...run, cursor: websiteId };
      if (!handled) continue;
      if (recorded && queue) {
        const priority = recorded.created ? 'bulk' : 'owner';
        await queue.enqueue(jobRefOf(recorded.request), { priority }).catch(() => undefined);
      }
      doneNow += 1;
      if (clock.now() - failedReadAt >= 1000) {
        failed = (await republishRunOutcome(db, run.id)).failed;
        failedReadAt = clock.now();
      }
      report();
    }
    if (stopped) break;
  }
  if (!stopped) await finishRepublishRun(db, run.id);
  const outcome = await republishRunOutcome(db, run.id);
  failed = outcome.failed;
  report();
  return { run: (await findRepublishRun(db, run.id)) ?? run, resumed: opened.resumed, stopped, outcome };
}
