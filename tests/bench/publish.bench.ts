import { loadavg } from 'node:os';
import { createSavedDrafts, defaultBuildGraceMs, defaultPublishRetryPolicy } from '@sitewright/publisher';
import { createHarness, type HarnessOptions } from '../src/publish-jobs/support/harness.ts';
import { probePostgres, probeRedis } from '../src/publish-jobs/support/services.ts';
import { atMost, type BenchResult, quantile } from './measure.ts';
import {
  type BenchFixture,
  embeddedIssueMedianMs,
  embeddedIssueP95Ms,
  figure,
  newBenchSite,
  publishSamples,
  type Samples,
  scaledMedianMs,
  scaledP95Ms,
  startVisitor,
} from './publish-served.ts';

const publishes = 30;
const warmups = 3;

/**
 * Publish-to-served latency at one scale: each sample is a new heading in the draft, saved as the
 * api saves it (not timed),
 * then `requestPublish` (the outbox transaction and the enqueue) until the sites server answers
 * the visitor's thread with a page carrying it. Each publish starts once the previous job is over, as a user's next
 * publish does. Production job settings: the default retry policy, the 5-minute build grace
 * period. The CPU figure counts everything this process did meanwhile, in all its threads (request,
 * job, serving, polling, and on the Redis + S3 scale the in-process s3rver): what a busy machine
 * cannot stretch.
 */
async function publishToServed(options: HarnessOptions, fixture: BenchFixture = 'full'): Promise<Samples> {
  const h = await createHarness({
    ...options,
    // The sites server as the api runs it: in its thread, caching pointers the jobs tell it of.
    pointerCache: true,
    policy: defaultPublishRetryPolicy,
    buildGraceMs: defaultBuildGraceMs,
  });
  // The api's runtime gives the jobs it runs in its own process the drafts its draft route saved.
  if (options.runner === 'in-process') h.deps.savedDrafts = createSavedDrafts();
  const visitor = startVisitor();
  try {
    const site = await newBenchSite(h, fixture);
    return await publishSamples(h, visitor, site, { warmups, publishes });
  } finally {
    await visitor.close();
    await h.close();
  }
}

function summary(label: string, samples: Samples, budgets: { median: number; p95: number }): BenchResult[] {
  const { wallMs, cpuMs } = samples;
  return [
    atMost(`publish: ${label} publish → served (median)`, quantile(wallMs, 0.5), 'ms', budgets.median),
    atMost(`publish: ${label} publish → served (p95)`, quantile(wallMs, 0.95), 'ms', budgets.p95),
    figure(`publish: ${label} publish → served (max)`, Math.max(...wallMs), 'ms'),
    figure(`publish: ${label} CPU of this process per publish (median)`, quantile(cpuMs, 0.5), 'ms'),
  ];
}

/**
 * `npm run bench -- publish`: publish-to-served latency (request → new HTML served) for the full
 * 17-section fixture, on the embedded default (PGlite in memory — and, for the default site, in
 * files as `npm start` keeps it —, a folder store in a temp dir, the
 * in-process runner, the sites server in its own thread on 127.0.0.1, as the api runs them) and at scale (a fresh Postgres database, BullMQ
 * on the machine's Redis with a queue of its own and a worker in this process, s3rver). Everything
 * is removed afterwards. Without Postgres or Redis the scaled figure is a miss carrying the reason.
 * The load average is printed beside them: on a shared machine wall times stretch with it, the CPU
 * figures much less.
 */
export async function publishBenchmarks(): Promise<BenchResult[]> {
  const results: BenchResult[] = [figure('publish: load average (1 min) at start', loadavg()[0] ?? 0, '')];
  const embeddedSetup = { database: 'pglite', storage: 'folder', runner: 'in-process' } as const;
  const embedded = await publishToServed(embeddedSetup);
  results.push(
    ...summary('embedded (PGlite, folder, in-process)', embedded, {
      median: embeddedIssueMedianMs,
      p95: embeddedIssueP95Ms,
    }),
  );
  // The same on a site as owners have them (the full fixture is every field at its limit).
  const typical = await publishToServed(embeddedSetup, 'default');
  results.push(
    ...summary('embedded, default site (a few KB)', typical, {
      median: embeddedIssueMedianMs,
      p95: embeddedIssueP95Ms,
    }),
  );
  // The same with PGlite keeping its files on disk, as `npm start` runs it (the figures above keep it
  // in memory, as the tests do): each commit's WAL goes to files (PGlite runs with fsync off).
  const onDisk = await publishToServed({ ...embeddedSetup, database: 'pglite-files' }, 'default');
  results.push(
    ...summary('embedded as `npm start` runs it (PGlite in files), default site', onDisk, {
      median: embeddedIssueMedianMs,
      p95: embeddedIssueP95Ms,
    }),
  );
  // The same with three photos in every build (issue 16: pictures are part of the publish).
  const photos = await publishToServed(embeddedSetup, 'photos');
  results.push(
    ...summary('embedded, default site with three photos', photos, {
      median: embeddedIssueMedianMs,
      p95: embeddedIssueP95Ms,
    }),
  );
  const unavailable = (await probePostgres()) ?? (await probeRedis());
  if (unavailable === undefined) {
    const scaled = await publishToServed({ database: 'postgres', storage: 's3', runner: 'bullmq' });
    results.push(
      ...summary('Redis + S3 (Postgres, BullMQ, s3rver)', scaled, {
        median: scaledMedianMs,
        p95: scaledP95Ms,
      }),
    );
    const scaledPhotos = await publishToServed(
      { database: 'postgres', storage: 's3', runner: 'bullmq' },
      'photos',
    );
    results.push(
      ...summary('Redis + S3, default site with three photos', scaledPhotos, {
        median: scaledMedianMs,
        p95: scaledP95Ms,
      }),
    );
  } else {
    results.push({
      name: `publish: Redis + S3 publish → served (p95) not measured: ${unavailable}`,
      value: Number.NaN,
      unit: 'ms',
      target: `<= ${scaledP95Ms}`,
      met: false,
    });
  }
  results.push(figure('publish: load average (1 min) at end', loadavg()[0] ?? 0, ''));
  return results;
}
