import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createObjectStore, createSitemapWriter, fnv1a32, type SitemapWriter } from '@sitewright/publisher';
import {
  type Database,
  largestSitemapBucket,
  liveSitemapIterations,
  recordSitemapChange,
} from '@sitewright/store';
import { type TestDatabase, testBackends } from '@sitewright/store/testing';
import { atMost, type BenchResult } from './measure.ts';

/**
 * The sitemap writer alone (issue 15): no build, no pointer — the jobs' `recordSitemapChange` and
 * the writer, on Postgres when it is reachable (else PGlite) and a folder store.
 *
 * - 50,000 simulated sites with the default limit of 10,000 URLs per bucket: the largest bucket
 *   and the iteration reached once everything is written (Done-when: no bucket over the limit).
 * - The same with a limit of 1,000, so the growth (16 → … buckets, each switch by robots.txt) runs.
 * - A mass republish of 2,000 published sites at 30 sites/s on a simulated clock, the writer
 *   passing after each publish: sitemap bytes written per publish (Done-when: ≤ 2 KB amortised).
 */
const sites = 50_000;
const republished = 2000;
const ratePerSecond = 30;
const sitesUrl = 'https://sites.example.com';

interface World {
  target: TestDatabase;
  db: Database;
  root: string;
  dispose(): Promise<void>;
}

async function world(): Promise<World> {
  const backends = await testBackends();
  const backend = backends.find((b) => b.name === 'postgres' && !b.unavailable) ?? backends[0];
  if (!backend) throw new Error('no database backend');
  const target = await backend.open();
  const root = await mkdtemp(path.join(tmpdir(), 'sitewright-sitemap-bench-'));
  return {
    target,
    db: target.db,
    root,
    async dispose() {
      await target.dispose();
      await rm(root, { recursive: true, force: true });
    },
  };
}

let sequence = 0;
function record(db: Database, handle: string, lastmod: Date) {
  return db.transaction((tx) =>
    recordSitemapChange(tx, { handle, hash: fnv1a32(handle), lastmod, indexed: true, sequence: ++sequence }),
  );
}

/** Records `count` sites ten at a time, flushing the writer every 1,000 (growth happens on the way). */
async function simulate(db: Database, writer: SitemapWriter, count: number): Promise<void> {
  const at = new Date();
  for (let i = 0; i < count; i += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - i) }, (_, j) => record(db, `bench-site-${i + j}`, at)),
    );
    if ((i + 10) % 1000 === 0) await writer.flush();
  }
  await writer.flush();
}

async function growth(limit: number): Promise<BenchResult[]> {
  const w = await world();
  try {
    const store = createObjectStore({ kind: 'folder', root: w.root });
    const writer = createSitemapWriter({ db: w.db, store, sitesUrl, bucketLimit: limit });
    const started = performance.now();
    await simulate(w.db, writer, sites);
    const seconds = (performance.now() - started) / 1000;
    const [active, ...others] = await liveSitemapIterations(w.db);
    if (!active || others.length > 0) throw new Error(`not settled: ${JSON.stringify([active, ...others])}`);
    const largest = await largestSitemapBucket(w.db, active.version);
    console.log(
      `sitemap ${sites} sites, limit ${limit}: v${active.version} with ${active.bucketCount} buckets, largest ${largest} URLs (${seconds.toFixed(1)} s on ${w.target.url ? 'postgres' : 'pglite'})`,
    );
    return [
      {
        name: `sitemap: largest bucket after ${sites} sites (limit ${limit})`,
        value: largest,
        unit: 'URLs',
        target: `<= ${limit}`,
        met: largest <= limit,
      },
      {
        name: `sitemap: buckets of the active iteration after ${sites} sites (limit ${limit})`,
        value: active.bucketCount,
        unit: `buckets (v${active.version})`,
        target: '<= 4096',
        met: active.bucketCount <= 4096,
      },
    ];
  } finally {
    await w.dispose();
  }
}

/** Sitemap bytes per publish while `republished` published sites are republished at `ratePerSecond`. */
async function bytesPerPublish(intervalMs: number): Promise<number> {
  const w = await world();
  try {
    const store = createObjectStore({ kind: 'folder', root: w.root });
    let clock = new Date('2026-05-01T00:00:00Z');
    let bytes = 0;
    const writer = createSitemapWriter({
      db: w.db,
      store,
      sitesUrl,
      intervalMs,
      now: () => clock,
      onWrite: (e) => {
        bytes += e.bytes ?? 0;
      },
    });
    const handles = Array.from({ length: republished }, (_, i) => `republished-site-${i}`);
    for (const handle of handles) await record(w.db, handle, clock);
    await writer.flush();
    bytes = 0;
    const start = clock.getTime();
    for (const [i, handle] of handles.entries()) {
      clock = new Date(start + Math.round((i * 1000) / ratePerSecond));
      await record(w.db, handle, clock);
      await writer.writeDue();
    }
    clock = new Date(clock.getTime() + intervalMs);
    await writer.writeDue();
    return bytes / republished;
  } finally {
    await w.dispose();
  }
}

export async function sitemapBenchmarks(): Promise<BenchResult[]> {
  const results = [...(await growth(10_000)), ...(await growth(1000))];
  const perPublish = await bytesPerPublish(5000);
  const atOneSecond = await bytesPerPublish(1000);
  console.log(
    `sitemap bytes per publish, ${republished} sites republished at ${ratePerSecond}/s: ${perPublish.toFixed(0)} B at 5 s, ${atOneSecond.toFixed(0)} B at 1 s`,
  );
  results.push(
    atMost(
      `sitemap: bytes written per publish, ${republished} sites republished at ${ratePerSecond}/s (5 s interval)`,
      Math.round(perPublish),
      'B',
      2048,
    ),
  );
  return results;
}
