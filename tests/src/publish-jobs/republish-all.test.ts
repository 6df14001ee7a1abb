import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createBullmqPublishQueue,
  createInProcessRunner,
  type EnqueueOptions,
  PermanentPublishError,
  type PublishJobRef,
  type PublishQueue,
  type RepublishClock,
  type RepublishProgress,
  RepublishRunDriven,
  RepublishRunInTheWay,
  recordFinalFailure,
  replayFailedRequests,
  republishAll,
  startBullmqWorker,
  sweepOnce,
} from '@sitewright/publisher';
import {
  type Database,
  findPublishRequest,
  findUnfinishedRepublishRun,
  leaseRepublishRun,
  markRequestSucceeded,
  recordRepublish,
  republishRunOutcome,
} from '@sitewright/store';
import {
  insertLiveWebsite,
  insertUser,
  queuedRequestsByWebsite,
  requireBackendsInCi,
  type TestDatabase,
  testBackends,
  waitForClockTick,
  websitesOfRepublishRun,
} from '@sitewright/store/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runJobsCli, spawnNode } from './support/processes.ts';
import { probeRedis, randomQueueName, requireService, testRedisUrl } from './support/services.ts';

/** A clock that only moves when the run sleeps (or a test says so): pacing measured, never waited for. */
function manualClock(): RepublishClock & { advance(ms: number): void } {
  let now = 1_000_000;
  return {
    now: () => now,
    sleep: async (ms) => {
      now += ms;
    },
    advance: (ms) => {
      now += ms;
    },
  };
}

/** A queue that records what was enqueued, when (on the run's clock) and at which priority. */
function recordingQueue(clock: RepublishClock, onEnqueue?: (ref: PublishJobRef) => void) {
  const enqueued: { ref: PublishJobRef; at: number; priority: string }[] = [];
  const queue: PublishQueue = {
    kind: 'in-process',
    async enqueue(ref: PublishJobRef, options?: EnqueueOptions) {
      enqueued.push({ ref, at: clock.now(), priority: options?.priority ?? 'owner' });
      onEnqueue?.(ref);
    },
    jobState: async () => null,
    close: async () => undefined,
  };
  return { queue, enqueued };
}

class BrokenBuild extends PermanentPublishError {
  override readonly name = 'BrokenBuild';
}

const backends = await testBackends();
requireBackendsInCi(backends);

for (const backend of backends) {
  describe.skipIf(backend.unavailable !== undefined)(
    `republish-all on ${backend.name}`,
    { timeout: 60_000 },
    () => {
      let target: TestDatabase | undefined;
      afterEach(async () => {
        await target?.dispose();
        target = undefined;
      });

      /** A fresh database with `count` live sites (ids in order), styles alternating Common / Elegant. */
      async function liveSites(count: number): Promise<{ db: Database; websiteIds: string[] }> {
        target = await backend.open();
        const userId = await insertUser(target.db);
        const websiteIds: string[] = [];
        for (let i = 0; i < count; i += 1) {
          const id = `site-${String(i).padStart(3, '0')}`;
          await insertLiveWebsite(target.db, { userId, id, presetStyle: i % 2 === 0 ? 'Common' : 'Elegant' });
          websiteIds.push(id);
        }
        return { db: target.db, websiteIds };
      }

      it('resumes a stopped run where it stopped: every site republished once, none missed', async () => {
        const { db, websiteIds } = await liveSites(10);
        const clock = manualClock();
        const first = recordingQueue(clock);
        const stoppedRun = await republishAll(db, first.queue, {
          ratePerSecond: 50,
          clock,
          shouldStop: () => first.enqueued.length >= 4,
        });
        expect(stoppedRun).toMatchObject({
          stopped: true,
          resumed: false,
          run: { recorded: 4, finishedAt: null },
        });
        expect((await findUnfinishedRepublishRun(db))?.id).toBe(stoppedRun.run.id);

        const second = recordingQueue(clock);
        const progress: RepublishProgress[] = [];
        const resumed = await republishAll(db, second.queue, { clock, onProgress: (p) => progress.push(p) });
        expect(resumed).toMatchObject({
          stopped: false,
          resumed: true,
          run: { id: stoppedRun.run.id, recorded: 10 },
        });
        expect(resumed.run.finishedAt).not.toBeNull();
        expect(second.enqueued).toHaveLength(6);
        expect(progress[0]).toMatchObject({ done: 4, total: 10 });
        expect(progress.at(-1)).toMatchObject({ done: 10, total: 10, failed: 0, etaSeconds: 0 });

        const enqueuedIds = [...first.enqueued, ...second.enqueued].map((e) => e.ref.requestId);
        expect(new Set(enqueuedIds).size).toBe(10);
        expect(await websitesOfRepublishRun(db, resumed.run.id)).toEqual(websiteIds);
        const perWebsite = await queuedRequestsByWebsite(db);
        expect(websiteIds.map((id) => perWebsite.get(id))).toEqual(websiteIds.map(() => 1));
        // Finished: a new call starts a new run, it does not resume the old one.
        const again = await republishAll(db, recordingQueue(clock).queue, { clock, ratePerSecond: 50 });
        expect(again.resumed).toBe(false);
        expect(again.run.id).not.toBe(resumed.run.id);
      });

      it('keeps to the rate: one site every 1/rate seconds, no burst after a slow one', async () => {
        const { db } = await liveSites(6);
        const clock = manualClock();
        // The second enqueue takes 700 ms: the run must not catch up by sending the next ones at once.
        const { queue, enqueued } = recordingQueue(clock, () => {
          if (enqueued.length === 2) clock.advance(700);
        });
        const startedAt = clock.now();
        await republishAll(db, queue, { ratePerSecond: 4, clock });
        const at = enqueued.map((e) => e.at - startedAt);
        // 250 ms apart; the third starts when the slow second returned (950), then 250 ms apart again.
        expect(at).toEqual([0, 250, 950, 1200, 1450, 1700]);
        const gaps = at.slice(1).map((t, i) => t - at[i]!);
        expect(Math.min(...gaps)).toBeGreaterThanOrEqual(250);
        expect(enqueued.every((e) => e.priority === 'bulk')).toBe(true);
      });

      it('--style limits the run to sites of that preset style; another style cannot take over an unfinished run', async () => {
        const { db, websiteIds } = await liveSites(6);
        const clock = manualClock();
        const { queue, enqueued } = recordingQueue(clock);
        const stopped = await republishAll(db, queue, {
          style: 'Elegant',
          ratePerSecond: 50,
          clock,
          shouldStop: () => enqueued.length >= 1,
        });
        await expect(republishAll(db, queue, { style: 'Common', clock })).rejects.toBeInstanceOf(
          RepublishRunInTheWay,
        );
        const done = await republishAll(db, queue, { clock });
        expect(done.run).toMatchObject({ id: stopped.run.id, style: 'Elegant', recorded: 3 });
        expect(await websitesOfRepublishRun(db, done.run.id)).toEqual(
          websiteIds.filter((_, i) => i % 2 === 1),
        );
        // --fresh abandons an unfinished run and starts another.
        const other = await republishAll(db, queue, {
          style: 'Common',
          clock,
          ratePerSecond: 50,
          shouldStop: () => true,
        });
        const fresh = await republishAll(db, queue, { fresh: true, clock, ratePerSecond: 50 });
        expect(fresh.run.id).not.toBe(other.run.id);
        expect(fresh.run.style).toBeNull();
      });

      it('one process drives a run at a time: a second is refused (even --fresh) while the first runs, and resumes once it stopped', async () => {
        const { db } = await liveSites(8);
        const clock = manualClock();
        const others: { second?: unknown; fresh?: unknown } = {};
        const enqueued: PublishJobRef[] = [];
        // The first run's second enqueue waits until two other processes have tried to take the run:
        // started while it is between two sites, both would pace at the rate, twice it together.
        const first: PublishQueue = {
          kind: 'in-process',
          async enqueue(ref) {
            enqueued.push(ref);
            if (enqueued.length !== 2) return;
            const attempt = (options: { fresh?: boolean }) =>
              republishAll(db, recordingQueue(clock).queue, { clock, ...options }).catch(
                (error: unknown) => error,
              );
            [others.second, others.fresh] = await Promise.all([attempt({}), attempt({ fresh: true })]);
          },
          jobState: async () => null,
          close: async () => undefined,
        };
        const stopped = await republishAll(db, first, {
          ratePerSecond: 50,
          clock,
          shouldStop: () => enqueued.length >= 4,
        });
        expect(others.second).toBeInstanceOf(RepublishRunDriven);
        expect(String(others.second)).toContain('is being run by another process');
        expect(others.fresh).toBeInstanceOf(RepublishRunDriven);
        expect((await findUnfinishedRepublishRun(db))?.id).toBe(stopped.run.id);
        expect(stopped.run.recorded).toBe(4);

        const resumed = await republishAll(db, recordingQueue(clock).queue, { clock });
        expect(resumed).toMatchObject({
          resumed: true,
          stopped: false,
          run: { id: stopped.run.id, recorded: 8 },
        });
      });

      it("a crashed driver's claim lapses: the run is refused to others until then, and resumable after", async () => {
        const { db } = await liveSites(3);
        const clock = manualClock();
        const stopped = await republishAll(db, recordingQueue(clock).queue, {
          clock,
          shouldStop: () => true,
        });
        // A process that took the run and died without giving it back: its claim lasts 2 s.
        expect(await leaseRepublishRun(db, stopped.run.id, crypto.randomUUID(), 2000)).toBe(true);
        await expect(republishAll(db, recordingQueue(clock).queue, { clock })).rejects.toBeInstanceOf(
          RepublishRunDriven,
        );
        const resumed = await vi.waitFor(() => republishAll(db, recordingQueue(clock).queue, { clock }), {
          timeout: 10_000,
          interval: 50,
        });
        expect(resumed).toMatchObject({ resumed: true, run: { id: stopped.run.id, recorded: 3 } });
      });

      it("the sweeper enqueues a run's own lost requests as bulk jobs, an owner's as an owner's", async () => {
        const { db, websiteIds } = await liveSites(4);
        const clock = manualClock();
        // No queue (the embedded default's republish-all): the requests wait for the api's sweeper.
        const run = await republishAll(db, null, { style: 'Common', clock, ratePerSecond: 50 });
        expect(run.run.recorded).toBe(2);
        const owners = await db.transaction((tx) => recordRepublish(tx, { websiteId: websiteIds[1]! }));
        expect(owners?.created).toBe(true);
        await waitForClockTick(db);

        const swept = recordingQueue(clock);
        const result = await sweepOnce({ db, queue: swept.queue, queuedGraceMs: 0 });
        expect(result.enqueued).toBe(3);
        const priorityOf = new Map(swept.enqueued.map((e) => [e.ref.requestId, e.priority]));
        expect(priorityOf.get(owners!.request.id)).toBe('owner');
        const runOwn = swept.enqueued.filter((e) => e.ref.requestId !== owners!.request.id);
        expect(runOwn.map((e) => e.priority)).toEqual(['bulk', 'bulk']);
      });

      it('lists the requests whose jobs failed, and `replay-failed` runs them again', async () => {
        const { db, websiteIds } = await liveSites(5);
        const broken = new Set([websiteIds[1]!, websiteIds[3]!]);
        const runner = createInProcessRunner({
          processor: async (requestId) => {
            const request = await findPublishRequest(db, requestId);
            if (broken.has(request!.websiteId)) throw new BrokenBuild('the template cannot render this site');
            await markRequestSucceeded(db, requestId, 'live', 'b2');
            return { outcome: 'live' };
          },
          onFinalFailure: recordFinalFailure(db),
        });
        const result = await republishAll(db, runner, { ratePerSecond: 50, clock: manualClock() });
        expect(result.run.recorded).toBe(5);
        // Jobs run after their requests are recorded: wait until every one of the run's has ended.
        let outcome = await republishRunOutcome(db, result.run.id);
        for (
          const deadline = Date.now() + 20_000;
          outcome.queued + outcome.running > 0 && Date.now() < deadline;
        ) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          outcome = await republishRunOutcome(db, result.run.id);
        }
        await runner.close();
        expect(outcome).toMatchObject({ succeeded: 3, failed: 2 });
        const failedWebsites = await Promise.all(
          outcome.failedRequestIds.map(async (id) => (await findPublishRequest(db, id))!.websiteId),
        );
        expect(failedWebsites.sort()).toEqual([...broken].sort());

        const replayQueue = recordingQueue(manualClock());
        const replayed = await replayFailedRequests(db, replayQueue.queue);
        expect(replayed.map((r) => r.id).sort()).toEqual([...outcome.failedRequestIds].sort());
        expect(replayed.every((r) => r.state === 'queued' && r.generation === 1)).toBe(true);
        expect(replayQueue.enqueued.map((e) => e.ref.requestId).sort()).toEqual(
          [...outcome.failedRequestIds].sort(),
        );
        expect(await republishRunOutcome(db, result.run.id)).toMatchObject({
          queued: 2,
          failed: 0,
          succeeded: 3,
        });
      });
    },
  );
}

/** A processor that holds each job until it is released, recording the order jobs started in. */
function heldJobs() {
  const started: string[] = [];
  const releases = new Map<string, () => void>();
  const waiters: { id: string; resolve: () => void }[] = [];
  return {
    started,
    processor: async (id: string) => {
      started.push(id);
      for (const waiter of waiters.filter((w) => w.id === id)) waiter.resolve();
      await new Promise<void>((resolve) => releases.set(id, resolve));
      return { outcome: 'live' as const };
    },
    /** Resolves once the job of `id` has started. */
    startedJob: (id: string) =>
      started.includes(id)
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ id, resolve })),
    release: (id: string) => releases.get(id)?.(),
  };
}

describe('owners never wait for a mass republish: the in-process runner', () => {
  it('runs an owner job at once while bulk jobs hold every bulk slot; the queued bulk jobs keep their order', async () => {
    const jobs = heldJobs();
    const runner = createInProcessRunner({
      concurrency: 1,
      processor: jobs.processor,
      onFinalFailure: async () => undefined,
    });
    const ref = (requestId: string): PublishJobRef => ({ requestId, kind: 'publish', generation: 0 });
    for (const id of ['bulk-1', 'bulk-2', 'bulk-3']) await runner.enqueue(ref(id), { priority: 'bulk' });
    await jobs.startedJob('bulk-1');
    await runner.enqueue(ref('owner'));
    // bulk-1 still runs (never released yet): the owner's job has a slot of its own.
    await jobs.startedJob('owner');
    expect(jobs.started).toEqual(['bulk-1', 'owner']);
    jobs.release('owner');
    jobs.release('bulk-1');
    await jobs.startedJob('bulk-2');
    jobs.release('bulk-2');
    await jobs.startedJob('bulk-3');
    jobs.release('bulk-3');
    await runner.close();
    expect(jobs.started).toEqual(['bulk-1', 'owner', 'bulk-2', 'bulk-3']);
  });
});

const redisUnavailable = await probeRedis();
if (requireService('republish lanes on BullMQ (Redis)', redisUnavailable)) {
  describe('owners never wait for a mass republish: BullMQ', { timeout: 30_000 }, () => {
    it("runs an owner job at once while bulk jobs hold every bulk slot, from the bulk jobs' own queue", async () => {
      const queueName = randomQueueName('republish-lanes');
      const connection = { url: testRedisUrl };
      const producer = createBullmqPublishQueue({ connection, queueName });
      const ref = (requestId: string): PublishJobRef => ({ requestId, kind: 'publish', generation: 0 });
      for (const id of ['bulk-1', 'bulk-2', 'bulk-3']) await producer.enqueue(ref(id), { priority: 'bulk' });
      expect(await producer.bulkQueue.getJobCounts('waiting')).toEqual({ waiting: 3 });
      const jobs = heldJobs();
      const worker = startBullmqWorker({
        connection,
        queueName,
        concurrency: 1,
        processor: jobs.processor,
        onFinalFailure: async () => undefined,
      });
      try {
        await jobs.startedJob('bulk-1');
        await producer.enqueue(ref('owner-1'));
        await jobs.startedJob('owner-1');
        expect(jobs.started).toEqual(['bulk-1', 'owner-1']);
        expect(await producer.jobState(ref('bulk-1'))).toMatchObject({ status: 'active' });
        expect(await producer.jobState(ref('bulk-2'))).toMatchObject({ status: 'waiting' });
        for (const id of ['owner-1', 'bulk-1']) jobs.release(id);
        await jobs.startedJob('bulk-2');
        jobs.release('bulk-2');
        await jobs.startedJob('bulk-3');
        jobs.release('bulk-3');
        expect(jobs.started).toEqual(['bulk-1', 'owner-1', 'bulk-2', 'bulk-3']);
      } finally {
        await worker.close();
        await producer.queue.obliterate({ force: true });
        await producer.bulkQueue.obliterate({ force: true });
        await producer.close();
      }
    });
  });
}

const postgres = backends.find((backend) => backend.name === 'postgres')!;
describe.skipIf(postgres.unavailable !== undefined)(
  'npm run jobs -- republish-all (the CLI process)',
  { timeout: 60_000 },
  () => {
    it('stops on SIGINT where it is, and the next republish-all resumes that run to the end', async () => {
      const target = await postgres.open();
      const dataDir = await mkdtemp(path.join(tmpdir(), 'sitewright-republish-'));
      try {
        const userId = await insertUser(target.db);
        const websiteIds: string[] = [];
        for (let i = 0; i < 8; i += 1) {
          websiteIds.push(
            (await insertLiveWebsite(target.db, { userId, id: `cli-${i}`, presetStyle: 'Fun' })).websiteId,
          );
        }
        const env: NodeJS.ProcessEnv = {
          ...process.env,
          TSX_TSCONFIG_PATH: 'tsconfig.base.json',
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DATA_DIR: dataDir,
          DATABASE_URL: target.url!,
          JWT_SECRET: 'republish-all-test-secret-0123456789abcdef',
        };
        delete env.REDIS_URL;
        const first = spawnNode('jobs-cli', ['republish-all', '--rate', '2/s'], env);
        for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
          const run = await findUnfinishedRepublishRun(target.db);
          if (run && run.recorded >= 2) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        first.kill('SIGINT');
        expect(await first.exited, first.output()).toBe(0);
        expect(first.output()).toContain(
          'stopped: npm run jobs -- republish-all resumes this run where it stopped',
        );
        const stopped = await findUnfinishedRepublishRun(target.db);
        expect(stopped!.recorded).toBeGreaterThanOrEqual(2);
        expect(stopped!.recorded).toBeLessThan(8);

        const second = await runJobsCli(['republish-all'], env);
        expect(second.code, second.output).toBe(0);
        expect(second.output).toContain(
          `resumed run ${stopped!.id} (style any, 2/s): 8 republish request(s) recorded`,
        );
        expect(second.output).toContain('8/8  failed 0');
        const perWebsite = await queuedRequestsByWebsite(target.db);
        expect(websiteIds.map((id) => perWebsite.get(id))).toEqual(websiteIds.map(() => 1));

        const status = await runJobsCli(['republish-status'], env);
        expect(status.output).toContain(`run ${stopped!.id} finished, style any, 2/s`);
        expect(status.output).toContain('requests: 8 queued, 0 running, 0 succeeded, 0 failed');
      } finally {
        await rm(dataDir, { recursive: true, force: true });
        await target.dispose();
      }
    });
  },
);
