import { setTimeout as sleep } from 'node:timers/promises';
import { findUnfinishedRepublishRun, type RepublishRunOutcome, republishRunOutcome } from '@sitewright/store';
import { spawnNode } from '../src/publish-jobs/support/processes.ts';
import { atMost, type BenchResult } from './measure.ts';
import { processesNamed } from './process-cpu.ts';
import { type BenchSite, figure, publishSamples, type Samples } from './publish-served.ts';
import {
  cpuBetween,
  cpuMark,
  emptyCount,
  perPublish,
  pollMs,
  type StorageCount,
  sitemapQuiet,
  startWorkers,
  stopWorkers,
  type Watched,
  type World,
} from './scale-world.ts';

/**
 * The mass republish of `npm run bench -- scale` (scale.bench.ts): `republish-all` as an operator
 * runs it, with 1 or 2 worker processes, and what it cost.
 */

/** A mass republish's rate: above what any worker count here builds, so the queue saturates. */
export const unboundedRate = 100_000;
/** Idle window before the one-worker run: the sweeper's own storage requests. */
export const backgroundMs = 10_000;

export interface RepublishFigures {
  workers: number;
  sites: number;
  seconds: number;
  sitesPerSecond: number;
  /** Sites a second the operator's command recorded (the queue paused). */
  recordsPerSecond: number;
  outcome: RepublishRunOutcome;
  cpu: ReturnType<typeof cpuBetween>;
  /** Everything counted from the operator's command to the end (the sitemap settled, the workers stopped). */
  storage: StorageCount;
  /** Requests by kind from the operator's command until the queue drained, and that span. */
  requests: Record<string, number>;
  requestSeconds: number;
  owner: Samples | null;
  ownerPublishes: number;
}

/**
 * A mass republish with `workerCount` worker processes (started here, stopped at the end). The
 * operator's command (a child process) records every site while the queue is paused — it records
 * one site at a time (a transaction and an enqueue each), so with the queue running its pace would
 * be part of what is timed — then the queue resumes: timed from the resume to the run's last
 * request done. With `owner`, that site's owner publishes one
 * after another meanwhile.
 */
export async function massRepublish(
  world: World,
  workerCount: number,
  owner: BenchSite | null,
): Promise<RepublishFigures & { background: StorageCount; backgroundSeconds: number }> {
  const { h } = world;
  // The mass republish's own queue (owners' publishes have theirs).
  const queue = h.bullmq!.bulkQueue;
  await queue.pause();
  await startWorkers(world, workerCount);
  const watched: Watched = {
    workers: world.workers,
    s3Pid: world.s3Pid,
    database: world.database,
    redisPids: processesNamed('redis-server'),
  };
  // The sweeper's own requests, no publish running.
  // (Its first sweep runs as it starts: the window opens after it, and spans two more.)
  if (!owner) await sleep(2000);
  world.count = emptyCount();
  const backgroundStart = performance.now();
  if (!owner) await sleep(backgroundMs);
  const background = world.count;
  const backgroundSeconds = (performance.now() - backgroundStart) / 1000;

  world.count = emptyCount();
  const countStart = performance.now();
  const cli = spawnNode(
    'jobs-cli',
    ['republish-all', '--rate', String(unboundedRate), '--fresh'],
    world.workerEnv,
  );
  let run = await findUnfinishedRepublishRun(h.db);
  while (!run) {
    if (cli.process.exitCode !== null) throw new Error(`republish-all ended early:\n${cli.output()}`);
    await sleep(10);
    run = await findUnfinishedRepublishRun(h.db);
  }
  const recordStart = performance.now();
  const code = await cli.exited;
  if (code !== 0) throw new Error(`republish-all exited ${code}:\n${cli.output()}`);
  const recordSeconds = (performance.now() - recordStart) / 1000;
  const before = cpuMark(watched);
  await queue.resume();
  let drained = false;
  const ownerRun = owner
    ? publishSamples(h, world.ownerVisitor, owner, { warmups: 1, publishes: 0, until: () => drained })
    : Promise.resolve(null);
  ownerRun.catch(() => undefined); // awaited below; a failure is thrown there
  let outcome = await republishRunOutcome(h.db, run.id);
  while (outcome.queued + outcome.running > 0) {
    await sleep(pollMs);
    outcome = await republishRunOutcome(h.db, run.id);
  }
  const after = cpuMark(watched);
  const requests = { ...world.count.kinds };
  const requestSeconds = (after.at - countStart) / 1000;
  drained = true;
  const ownerSamples = await ownerRun;
  const ownerPublishes = ownerSamples ? ownerSamples.wallMs.length + 1 : 0;
  const seconds = (after.at - before.at) / 1000;
  const done = outcome.succeeded + outcome.failed;
  const cpu = cpuBetween(before, after, done + ownerPublishes);

  // The sitemap settles: no write for a while, then the workers stop (a batched writer flushes).
  await sitemapQuiet(world, after.at);
  await stopWorkers(world);
  await sleep(500);
  return {
    workers: workerCount,
    sites: done,
    seconds,
    sitesPerSecond: done / seconds,
    recordsPerSecond: done / recordSeconds,
    outcome,
    cpu,
    storage: world.count,
    requests,
    requestSeconds,
    owner: ownerSamples,
    ownerPublishes,
    background,
    backgroundSeconds,
  };
}

/** Issue 15: sitemap bytes written per publish, amortised over a mass republish. */
const maxSitemapBytes = 2048;
/**
 * 0 LIST per publish (issue 15), within the subtraction's noise: the sweeper lists 2 prefixes for
 * each of 25 handles per 5 s sweep and worker, so a sweep more or less in the run than the idle rate
 * predicts moves the net figure by 50 ÷ N (0.025 at 2,000 sites).
 */
const maxNetList = 0.05;

const round = (value: number, digits = 1) => value.toFixed(digits);

/**
 * The storage figures of the mass republishes: requests per publish by kind from the one-worker run
 * (republishes only), net of the sweeper's background, and the sitemap bytes written per publish.
 */
export function storageFigures(
  label: string,
  one: RepublishFigures & { background: StorageCount; backgroundSeconds: number },
  two: RepublishFigures,
): { results: BenchResult[]; rows: [string, string][] } {
  const results: BenchResult[] = [];
  const table: [string, string][] = [];
  const backgroundRate = perPublish(one.background.kinds, one.backgroundSeconds);
  const net: Record<string, number> = {};
  for (const kind of ['GET', 'PUT', 'DELETE', 'LIST', 'HEAD', 'POST']) {
    const raw = (one.requests[kind] ?? 0) / one.sites;
    const sweeper = ((backgroundRate[kind] ?? 0) * one.requestSeconds) / one.sites;
    net[kind] = Math.max(0, raw - sweeper);
    const name = `${label}: storage ${kind} requests per publish (mass republish, net of the sweeper)`;
    results.push(
      kind === 'LIST' ? atMost(name, net[kind], 'requests', maxNetList) : figure(name, net[kind], 'requests'),
    );
  }
  const kindsText = (counts: Record<string, number>, per: number, digits = 2) =>
    Object.entries(counts)
      .map(([kind, n]) => `${kind} ${round(n / per, digits)}`)
      .join(', ') || 'none';
  table.push(
    [
      'storage requests per publish (net)',
      Object.entries(net)
        .map(([kind, n]) => `${kind} ${round(n, 2)}`)
        .join(', '),
    ],
    ['  raw, during the 1-worker run', kindsText(one.requests, one.sites)],
    ['  sweeper alone, per second', kindsText(one.background.kinds, one.backgroundSeconds)],
  );
  const bytesPer = one.storage.sitemapPutBytes / one.sites;
  results.push(
    atMost(
      `${label}: sitemap bytes written per publish (mass republish, 1 worker)`,
      bytesPer,
      'bytes',
      maxSitemapBytes,
    ),
    figure(
      `${label}: sitemap PUTs per publish (mass republish, 1 worker)`,
      one.storage.sitemapPuts / one.sites,
      'requests',
    ),
  );
  table.push([
    'sitemap bytes per publish (1 / 2 workers)',
    `${round(bytesPer, 0)} / ${round(two.storage.sitemapPutBytes / Math.max(1, two.sites + two.ownerPublishes), 0)} bytes ` +
      `(${round(one.storage.sitemapPuts / one.sites, 2)} sitemap PUTs per publish; target ≤ ${maxSitemapBytes})`,
  ]);
  return { results, rows: table };
}
