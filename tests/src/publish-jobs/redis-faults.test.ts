import {
  createBullmqPublishQueue,
  createPublishProcessor,
  recordFinalFailure,
  requestPublish,
  startBullmqWorker,
  startSweeper,
} from '@sitewright/publisher';
import { readWebsite, writeDraftForTests } from '@sitewright/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FaultProxy, startFaultProxy } from '../support/http-fault-proxy.ts';
import { createHarness, type Harness, quickPolicy } from './support/harness.ts';
import { processEnv, runJobsCli } from './support/processes.ts';
import { type OwnRedis, startOwnRedis } from './support/redis-server.ts';
import { probePostgres, probeRedis, requireService, testRedisUrl } from './support/services.ts';
import { visit } from './support/site-reader.ts';

const unavailable = (await probePostgres()) ?? (await probeRedis());
const run = requireService('queue faults (Postgres + Redis)', unavailable);

describe.runIf(run)('queue faults (BullMQ on Redis, Postgres)', { timeout: 60_000 }, () => {
  describe('a job that always fails', () => {
    let h: Harness;
    let proxy: FaultProxy;
    const cleanups: (() => Promise<void>)[] = [];
    beforeAll(async () => {
      h = await createHarness({
        database: 'postgres',
        storage: 's3',
        runner: 'bullmq',
        s3MaxElapsedMs: 150,
        s3Endpoint: async (s3) => {
          proxy = await startFaultProxy({ target: s3.endpoint });
          return proxy.endpoint;
        },
      });
    }, 60_000);
    afterAll(async () => {
      await proxy?.stop();
      await h?.close();
      for (const cleanup of cleanups) await cleanup();
    }, 60_000);

    it('stays failed with its error, and `npm run jobs -- replay` publishes it once the fault is gone', async () => {
      const websiteId = await h.createWebsite('Stubborn Stables');
      const handle = `stubborn-${Date.now().toString(36)}`;
      proxy.failAlways(503);
      const request = await h.publish(websiteId, handle);
      const failed = await h.waitFor(request.id, ['failed'], 30_000);
      expect(failed.attempts).toBe(quickPolicy.attempts);
      expect(failed.lastError).toMatch(/StorageRetryLimitExceeded/);
      expect(
        (await h.bullmq!.jobState({ requestId: request.id, kind: 'publish', generation: 0 }))?.status,
      ).toBe('failed');
      expect((await h.page(`/${handle}/`)).status).toBe(404);

      const { env, cleanup } = await processEnv(h, testRedisUrl, { LOG_LEVEL: 'silent' });
      cleanups.push(cleanup);
      const list = await runJobsCli(['list', '--failed'], env);
      expect(list.code, list.output).toBe(0);
      expect(list.output).toContain(request.id);
      expect(list.output).toContain('StorageRetryLimitExceeded');
      const show = await runJobsCli(['show', request.id], env);
      expect(JSON.parse(show.output)).toMatchObject({
        id: request.id,
        state: 'failed',
        job: { status: 'failed' },
      });

      proxy.failAlways(0);
      const replay = await runJobsCli(['replay', request.id], env);
      expect(replay.code, replay.output).toBe(0);
      const done = await h.waitFor(request.id, ['succeeded'], 30_000);
      expect(done).toMatchObject({ generation: 1, outcome: 'live', lastError: null });
      expect((await visit(h.sitesOrigin, handle)).html).toContain('Stubborn Stables');
      expect((await runJobsCli(['replay', request.id], env)).code).toBe(1); // only failed ones replay
    });

    it('a document that fails validation fails at once (UnrecoverableError), one attempt', async () => {
      const websiteId = await h.createWebsite();
      const { draft } = (await readWebsite(h.db, websiteId))!;
      await writeDraftForTests(h.db, websiteId, { ...draft, sections: 'nope' });
      const request = await h.publish(websiteId, `invalid-${Date.now().toString(36)}`);
      const failed = await h.waitFor(request.id, ['failed']);
      expect(failed.attempts).toBe(1);
      expect(failed.lastError).toMatch(/^InvalidPublishDocument/);
      const job = await h.bullmq!.jobState({ requestId: request.id, kind: 'publish', generation: 0 });
      expect(job).toMatchObject({ status: 'failed', attemptsMade: 1 });
    });
  });

  describe("a Redis of the test's own, restarted while jobs wait", () => {
    let h: Harness;
    let redis: OwnRedis;
    const release: { open: () => void } = { open: () => undefined };
    const gate = new Promise<void>((resolve) => {
      release.open = resolve;
    });
    beforeAll(async () => {
      redis = await startOwnRedis();
      h = await createHarness({
        database: 'postgres',
        storage: 'folder',
        runner: 'none',
        hooks: { beforeSwitch: () => gate },
      });
    }, 60_000);
    afterAll(async () => {
      release.open();
      await h?.close();
      await redis?.stop();
    }, 60_000);

    it('every job completes: the worker reconnects and the sweeper re-enqueues what Redis lost', async () => {
      const connection = { url: redis.url };
      const queue = createBullmqPublishQueue({ connection, queueName: h.queueName, policy: quickPolicy });
      const worker = startBullmqWorker({
        connection,
        queueName: h.queueName,
        processor: createPublishProcessor(h.deps),
        onFinalFailure: recordFinalFailure(h.db),
        policy: quickPolicy,
        concurrency: 1,
      });
      try {
        const sites = [];
        for (const name of ['Alder Autos', 'Beech Barbers', 'Cypress Cleaners']) {
          const websiteId = await h.createWebsite(name);
          const handle = `${name.split(' ')[0]!.toLowerCase()}-${Date.now().toString(36)}`;
          const { request, enqueued } = await requestPublish(h.db, { websiteId, handle }, queue);
          await enqueued; // the test counts the waiting jobs next
          sites.push({ name, handle, request });
        }
        await h.waitFor(sites[0]!.request.id, ['running']); // the first is held at the gate; two wait in Redis
        expect((await queue.queue.getWaitingCount()) + (await queue.queue.getDelayedCount())).toBe(2);
        const restartedAt = Date.now();
        await redis.restart(); // empty: --save '' --appendonly no
        release.open();
        const sweeper = startSweeper({ db: h.db, queue, queuedGraceMs: 0, intervalMs: 200 });
        try {
          for (const site of sites) {
            expect((await h.waitFor(site.request.id, ['succeeded', 'failed'], 40_000)).state).toBe(
              'succeeded',
            );
          }
        } finally {
          await sweeper.stop();
        }
        console.info(`Redis restart: all ${sites.length} jobs done ${Date.now() - restartedAt} ms after it`);
        for (const site of sites) expect((await visit(h.sitesOrigin, site.handle)).html).toContain(site.name);
      } finally {
        await worker.close(5000);
        await queue.queue.obliterate({ force: true }).catch(() => undefined);
        await queue.bulkQueue.obliterate({ force: true }).catch(() => undefined);
        await queue.close();
      }
    });
  });
});
