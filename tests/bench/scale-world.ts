import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Harness } from '../src/publish-jobs/support/harness.ts';
import { type Child, repositoryRoot, spawnWorker } from '../src/publish-jobs/support/processes.ts';
import type { FaultProxy } from '../src/support/http-fault-proxy.ts';
import type { LocalS3 } from '../src/support/s3-server.ts';
import { cpuSecondsOf, machineCpuTicks, postgresBackends } from './process-cpu.ts';
import { settled, type Visitor } from './publish-served.ts';

/**
 * The processes and counters of `npm run bench -- scale` (scale.bench.ts): the S3 server in a
 * process of its own, the storage counts the proxy keeps, CPU marks of the watched processes, the
 * worker processes, and the seeding of published sites.
 */

export const pollMs = 100;
export const seedLanes = 8;
/** No sitemap PUT for this long after the queue drained: the sitemap has settled. */
export const sitemapQuietMs = 7_000;
export const sitemapSettleMaxMs = 60_000;

/** The S3-protocol server in a process of its own (tests/bench/s3-process.ts). */
export async function startS3Process(): Promise<LocalS3 & { pid: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/s3-process.ts'], {
    cwd: repositoryRoot,
    env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.base.json' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.slice(0, out.indexOf('\n')));
    });
    void exited.then(() => reject(new Error(`the S3 server process exited: ${out}`)));
  });
  const { endpoint, bucket } = JSON.parse(line) as { endpoint: string; bucket: string };
  return {
    endpoint,
    bucket,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** What the workers asked of the storage since the last reset. */
export interface StorageCount {
  kinds: Record<string, number>;
  sitemapPutBytes: number;
  sitemapPuts: number;
  lastSitemapPutAt: number;
}
export const emptyCount = (): StorageCount => ({
  kinds: {},
  sitemapPutBytes: 0,
  sitemapPuts: 0,
  lastSitemapPutAt: 0,
});

/** CPU seconds so far of the processes the bench watches, and the machine's ticks. */
export interface CpuMark {
  at: number;
  machine: { idle: number; total: number };
  workers: number;
  s3: number;
  redis: number;
  postgres: Map<number, number>;
  bench: number;
}

export interface Watched {
  workers: Child[];
  s3Pid: number;
  database: string;
  redisPids: number[];
}

export function cpuMark(w: Watched): CpuMark {
  const own = process.cpuUsage();
  return {
    at: performance.now(),
    machine: machineCpuTicks(),
    workers: w.workers.reduce((sum, c) => sum + cpuSecondsOf(c.process.pid!), 0),
    s3: cpuSecondsOf(w.s3Pid),
    redis: w.redisPids.reduce((sum, pid) => sum + cpuSecondsOf(pid), 0),
    postgres: new Map(postgresBackends(w.database).map((pid) => [pid, cpuSecondsOf(pid)])),
    bench: (own.user + own.system) / 1e6,
  };
}

/** CPU milliseconds per publish of each watched process kind between two marks, and the idle share. */
export function cpuBetween(a: CpuMark, b: CpuMark, publishes: number) {
  let postgres = 0;
  for (const [pid, seconds] of b.postgres) postgres += seconds - (a.postgres.get(pid) ?? 0);
  const per = (seconds: number) => (seconds * 1000) / Math.max(1, publishes);
  const total = b.machine.total - a.machine.total;
  return {
    idlePercent: total > 0 ? (100 * (b.machine.idle - a.machine.idle)) / total : 0,
    workers: per(b.workers - a.workers),
    s3: per(b.s3 - a.s3),
    postgres: per(postgres),
    redis: per(b.redis - a.redis),
    bench: per(b.bench - a.bench),
  };
}

export interface World {
  h: Harness;
  proxy: FaultProxy;
  count: StorageCount;
  s3Pid: number;
  database: string;
  workerEnv: NodeJS.ProcessEnv;
  visitor: Visitor;
  /** The owner's visitor during a mass republish: it polls every {@link ownerPollEveryMs}. */
  ownerVisitor: Visitor;
  workers: Child[];
}

export async function startWorkers(world: World, n: number): Promise<void> {
  const started = Array.from({ length: n }, () => spawnWorker(world.workerEnv));
  world.workers.push(...started);
  await Promise.all(started.map((c) => c.waitFor('"msg":"worker ready"', 60_000)));
}

/** SIGTERM to every worker; resolves when they have exited (a batched sitemap writer flushes first). */
export async function stopWorkers(world: World): Promise<void> {
  for (const c of world.workers) c.kill('SIGTERM');
  await Promise.all(world.workers.map((c) => c.exited));
  world.workers.length = 0;
}

/** Runs `task(i)` for i in [0, count) on `lanes` concurrent lanes. */
export async function inLanes(
  count: number,
  lanes: number,
  task: (i: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let i = next++; i < count; i = next++) await task(i);
    }),
  );
}

/**
 * `count` more published sites (the default fixture, indexed): websites created with store
 * functions, then each published through the outbox and the queue, run by the workers; resolves
 * once every one succeeded. Returns the two rates.
 */
export async function seed(
  world: World,
  count: number,
  first: number,
): Promise<{ create: number; publish: number }> {
  if (count <= 0) return { create: 0, publish: 0 };
  const { h } = world;
  const ids: string[] = [];
  const createStart = performance.now();
  await inLanes(count, seedLanes, async (i) => {
    ids[i] = await h.createWebsite(`Scale Bakery ${first + i}`);
  });
  const createSeconds = (performance.now() - createStart) / 1000;
  const requests: string[] = [];
  const publishStart = performance.now();
  await inLanes(count, seedLanes, async (i) => {
    requests[i] = (await h.publish(ids[i]!, `scale-${first + i}`)).id;
  });
  for (const id of requests) await settled(h.db, id, pollMs);
  const publishSeconds = (performance.now() - publishStart) / 1000;
  return { create: count / createSeconds, publish: count / publishSeconds };
}

/** The storage request counts of `count`, per publish, by kind. */
export const perPublish = (kinds: Record<string, number>, publishes: number) =>
  Object.fromEntries(Object.entries(kinds).map(([kind, n]) => [kind, n / Math.max(1, publishes)]));

/** Until no sitemap PUT came for {@link sitemapQuietMs} since `since` (at most {@link sitemapSettleMaxMs}). */
export async function sitemapQuiet(world: World, since = performance.now()): Promise<void> {
  const start = performance.now();
  while (
    performance.now() - Math.max(world.count.lastSitemapPutAt, since) < sitemapQuietMs &&
    performance.now() - start < sitemapSettleMaxMs
  )
    await sleep(pollMs);
}
