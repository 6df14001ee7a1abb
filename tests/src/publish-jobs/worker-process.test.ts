import { requestPublish } from '@sitewright/publisher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, renamedBusiness } from './support/harness.ts';
import { type Child, processEnv, spawnWorker } from './support/processes.ts';
import { probePostgres, probeRedis, requireService, testRedisUrl } from './support/services.ts';
import { startPoller, visit } from './support/site-reader.ts';

const unavailable = (await probePostgres()) ?? (await probeRedis());
const run = requireService('worker processes (Postgres + Redis)', unavailable);

// `npm run worker` as real child processes against Postgres, Redis and the S3 protocol.
describe.runIf(run)('publish worker processes', () => {
  let h: Harness;
  const children: Child[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  const handle = `killed-${Date.now().toString(36)}`;
  let websiteId: string;

  async function worker(extra: Record<string, string>): Promise<Child> {
    const { env, cleanup } = await processEnv(h, testRedisUrl, extra);
    cleanups.push(cleanup);
    const child = spawnWorker(env);
    children.push(child);
    await child.waitFor('"msg":"worker ready"');
    return child;
  }

  beforeAll(async () => {
    h = await createHarness({ database: 'postgres', storage: 's3', runner: 'bullmq-producer' });
    websiteId = await h.createWebsite('Lakeside Laundry');
    // The first build, run directly: the site is live before any worker starts.
    const { request } = await requestPublish(h.db, { websiteId, handle }, null);
    await h.processor(request.id);
  }, 60_000);
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await Promise.all(children.map((c) => c.exited));
    await h?.close();
    for (const cleanup of cleanups) await cleanup();
  }, 60_000);

  // The default lock and stalled-check settings: no PUBLISH_LOCK_DURATION_MS / PUBLISH_STALLED_INTERVAL_MS.
  it('a worker killed (SIGKILL) mid-job → another worker completes it within 15 s; the old build was served throughout', async () => {
    // Held before its pointer switch far longer than the test: only the other worker can finish it.
    const slow = await worker({ SITEWRIGHT_TEST_BUILD_DELAY_MS: '120000' });
    const before = await visit(h.sitesOrigin, handle);
    expect(before.html).toContain('Lakeside Laundry');
    const poller = startPoller(h.sitesOrigin, handle);
    await h.editDraft(websiteId, renamedBusiness('Lakeside Laundry & Dry Cleaning'));
    const request = await h.publish(websiteId, handle);
    await h.waitFor(request.id, ['running']);
    // The worker that takes over is already running when the other dies, as it would be in production.
    await worker({});
    slow.kill('SIGKILL');
    expect(await slow.exited).toBeNull(); // killed by the signal
    const killedAt = Date.now();
    expect((await visit(h.sitesOrigin, handle)).html).toBe(before.html);

    // With BullMQ's 30 s lock and 30 s stalled interval this took about 62 s.
    const done = await h.waitFor(request.id, ['succeeded', 'failed'], 40_000);
    const takeoverMs = Date.now() - killedAt;
    const visits = await poller.stop();
    console.info(
      `SIGKILL takeover (default settings): ${takeoverMs} ms to completion, ${visits.length} visits`,
    );
    expect(done.state, done.lastError ?? '').toBe('succeeded');
    expect(takeoverMs).toBeLessThanOrEqual(15_000);
    expect(done.attempts).toBeGreaterThanOrEqual(2);
    const after = await visit(h.sitesOrigin, handle);
    expect(after.html).toContain('Lakeside Laundry &amp; Dry Cleaning');
    for (const seen of visits) {
      const whole =
        (seen.html === before.html && seen.css === before.css) ||
        (seen.html === after.html && seen.css === after.css);
      expect(whole, `status ${seen.status}, css ${seen.cssStatus}`).toBe(true);
    }
  }, 60_000);

  it('SIGTERM → the worker finishes its running job within a bounded time and exits 0', async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((c) => c.exited));
    const draining = await worker({ SITEWRIGHT_TEST_BUILD_DELAY_MS: '1500', SHUTDOWN_TIMEOUT_MS: '8000' });
    await h.editDraft(websiteId, renamedBusiness('Lakeside Laundry Open Late', '#B91C1C'));
    const request = await h.publish(websiteId, handle);
    await h.waitFor(request.id, ['running']);
    const signalled = Date.now();
    draining.kill('SIGTERM');
    expect(await draining.exited).toBe(0);
    const stopMs = Date.now() - signalled;
    expect(stopMs).toBeLessThan(8000);
    expect((await h.waitFor(request.id, ['succeeded', 'failed'], 1000)).state).toBe('succeeded');
    expect((await visit(h.sitesOrigin, handle)).html).toContain('Lakeside Laundry Open Late');
    expect(draining.output()).toContain('"msg":"stopped"');
    console.info(`SIGTERM: stopped ${stopMs} ms after the signal, its job done`);
  }, 60_000);
});
