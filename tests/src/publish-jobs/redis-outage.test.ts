import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './support/harness.ts';
import { type Child, processEnv, spawnNode, spawnWorker } from './support/processes.ts';
import { type OwnRedis, startOwnRedis } from './support/redis-server.ts';
import { freePort, probePostgres, probeRedis, requireService } from './support/services.ts';
import { visit } from './support/site-reader.ts';

const unavailable = (await probePostgres()) ?? (await probeRedis());
const run = requireService('Redis outage (Postgres + redis-server)', unavailable);

const answers = {
  businessName: 'Harbour Heating',
  description: 'Boiler servicing, radiator repairs and heat pump installs for homes around the harbour.',
  location: 'Plymouth, UK',
  industry: 'heating-and-cooling',
};

/** Resolves once `seen()` holds: checked every 50 ms, for at most 20 s. */
async function until(seen: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 20_000; !seen(); ) {
    if (Date.now() > deadline) throw new Error('not seen within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The scaled setup as it runs (`npm start` with DATABASE_URL and REDIS_URL, one `npm run worker`)
 * against a redis-server of the test's own, stopped while the owner publishes: the outbox row is the
 * promise, so the call answers without waiting for Redis, and the publish runs once Redis is back.
 */
describe.runIf(run)('publishing while Redis is down (api and worker processes)', { timeout: 60_000 }, () => {
  let h: Harness;
  let redis: OwnRedis;
  let api: Child;
  let worker: Child;
  let base: string;
  let bearer: string;
  const cleanups: (() => Promise<void>)[] = [];

  async function env(extra: Record<string, string>) {
    const made = await processEnv(h, redis.url, { SHUTDOWN_TIMEOUT_MS: '3000', ...extra });
    cleanups.push(made.cleanup);
    return made.env;
  }

  async function call(method: string, path: string, body?: unknown) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: await response.json() };
  }

  beforeAll(async () => {
    redis = await startOwnRedis();
    h = await createHarness({ database: 'postgres', storage: 's3', runner: 'none' });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const apiEnv = await env({ PORT: String(port), SITES_PORT: String(await freePort()) });
    api = spawnNode('main', [], apiEnv);
    worker = spawnWorker(await env({}));
    await Promise.all([api.waitFor('"msg":"ready"', 60_000), worker.waitFor('"msg":"worker ready"', 60_000)]);
    // Signed in as the api README says: an operator's single-use token, exchanged for a session.
    const minted = spawnNode('admin-cli', ['token', 'owner@harbour.test'], apiEnv);
    expect(await minted.exited).toBe(0);
    const token = minted.output().trim().split('\n')[0]!;
    const session = await fetch(`${base}/api/login/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    bearer = ((await session.json()) as { accessToken: string }).accessToken;
  }, 90_000);

  afterAll(async () => {
    for (const child of [api, worker]) child?.kill('SIGKILL');
    await Promise.all([api?.exited, worker?.exited]);
    await redis?.stop();
    await h?.close();
    for (const cleanup of cleanups) await cleanup();
  }, 60_000);

  it('publish answers 202 within 1 s with Redis stopped; the site is served once Redis is back', async () => {
    const created = await call('POST', '/api/websites', answers);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const websiteId = (created.body as { id: string }).id;
    const handle = `harbour-${Date.now().toString(36)}`;

    await redis.stop();
    const calledAt = performance.now();
    const accepted = await call('POST', `/api/websites/${websiteId}/publish`, { handle });
    const answerMs = Math.round(performance.now() - calledAt);
    console.info(`publish with Redis stopped: ${accepted.status} in ${answerMs} ms`);
    expect(accepted.status).toBe(202);
    expect(answerMs).toBeLessThanOrEqual(1000);
    const requestId = (accepted.body as { requestId: string }).requestId;
    const waiting = await call('GET', `/api/websites/${websiteId}/publish/${requestId}`);
    expect(waiting.body).toMatchObject({ state: 'queued', handle });
    expect((await visit(h.sitesOrigin, handle)).status).toBe(404);

    await redis.start(); // empty: the job the api could not add exists only as the outbox row
    const returnedAt = Date.now();
    let state = waiting.body as { state: string; liveUrl: string | null };
    while (state.state !== 'succeeded' && state.state !== 'failed') {
      if (Date.now() - returnedAt > 40_000) throw new Error(`still ${state.state} 40 s after Redis returned`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      state = (await call('GET', `/api/websites/${websiteId}/publish/${requestId}`)).body;
    }
    const servedMs = Date.now() - returnedAt;
    console.info(`Redis back: the site served ${servedMs} ms later`);
    expect(state).toMatchObject({ state: 'succeeded', liveUrl: `${h.sitesOrigin}/${handle}/` });
    const page = await visit(h.sitesOrigin, handle);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Harbour Heating');
  });

  it('SIGTERM with Redis stopped: the api and the idle worker exit 0 without waiting for Redis', async () => {
    const printed = worker.output().length;
    await redis.stop();
    // Signalled once the worker knows Redis is gone: its graceful close can then never finish.
    await until(() => worker.output().slice(printed).includes('"msg":"publish worker error"'));
    const signalled = Date.now();
    api.kill('SIGTERM');
    worker.kill('SIGTERM');
    const [apiCode, workerCode] = await Promise.all([api.exited, worker.exited]);
    const stopMs = Date.now() - signalled;
    console.info(`SIGTERM with Redis stopped: api exit ${apiCode}, worker exit ${workerCode}, ${stopMs} ms`);
    expect(apiCode, api.output().slice(-2000)).toBe(0);
    expect(api.output()).toContain('"msg":"stopped"');
    // Idle: nothing abandoned (0), and no wait for SHUTDOWN_TIMEOUT_MS (3000 here), let alone for
    // the hard stop of a hung shutdown 5 s after it (exit 1).
    expect(workerCode, worker.output().slice(-2000)).toBe(0);
    expect(stopMs, `${api.output().slice(-1500)}\n${worker.output().slice(-1500)}`).toBeLessThan(3000);
  });
});
