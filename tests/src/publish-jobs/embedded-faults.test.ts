import {
  handleAvailability,
  InvalidHandle,
  InvalidPublishDocument,
  requestDelete,
  requestPublish,
  sweepOnce,
  WebsiteNotFound,
} from '@sitewright/publisher';
import {
  readPublishedCopy,
  readWebsite,
  waitForClockTick,
  writeDraftForTests,
} from '@sitewright/store/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FaultProxy, startFaultProxy } from '../support/http-fault-proxy.ts';
import { createHarness, type Harness, renamedBusiness } from './support/harness.ts';
import { visit } from './support/site-reader.ts';

// Faults and outbox rules on the embedded default (PGlite, in-process runner), plus S3 through a
// failing proxy. The queue-level faults (Redis, worker processes) are in the other files.
describe('outbox and job faults (in-process runner)', { timeout: 30_000 }, () => {
  const harnesses: Harness[] = [];
  const proxies: FaultProxy[] = [];
  let shared: Harness | undefined;
  let olderId = '';
  let newerDone: Promise<unknown> = Promise.resolve();
  beforeAll(async () => {
    shared = await createHarness({
      database: 'pglite',
      storage: 'folder',
      runner: 'in-process',
      hooks: {
        // The "older job finishing late" test: that job waits, uploaded, until the newer one is done.
        beforeSwitch: async (request) => {
          if (request.id === olderId) await newerDone;
        },
      },
    });
    harnesses.push(shared);
  }, 60_000);
  afterEach(async () => {
    await Promise.all(proxies.splice(0).map((p) => p.stop()));
  });
  afterAll(async () => {
    for (const h of harnesses) await h.close();
  }, 60_000);
  async function harness(options: Partial<Parameters<typeof createHarness>[0]> = {}) {
    if (Object.keys(options).length === 0 && shared) return shared;
    const h = await createHarness({
      database: 'pglite',
      storage: 'folder',
      runner: 'in-process',
      ...options,
    });
    harnesses.push(h);
    return h;
  }

  it('spec §5: a bad handle is refused with the spec message; a typed one is normalised', async () => {
    const h = await harness();
    const websiteId = await h.createWebsite();
    await expect(requestPublish(h.db, { websiteId, handle: '-a' }, null)).rejects.toThrow(InvalidHandle);
    await expect(requestPublish(h.db, { websiteId, handle: '!!' }, null)).rejects.toThrow(
      'Required: 3 or more characters (alphanumeric and dashes only)',
    );
    const { request } = await requestPublish(h.db, { websiteId, handle: ' Rosa Bakery! ' }, null);
    expect(request.handle).toBe('rosabakery');
    expect(await handleAvailability(h.db, 'rosabakery')).toMatchObject({
      available: false,
      message: 'Web address unavailable',
    });
    expect(await handleAvailability(h.db, 'rosabakery', websiteId)).toMatchObject({ available: true });
    expect(await handleAvailability(h.db, 'x')).toMatchObject({ available: false });
  });

  it('a crash between COMMIT and enqueue loses nothing: the sweeper enqueues the waiting request', async () => {
    const h = await harness();
    const websiteId = await h.createWebsite('Sweeper Shoes');
    const handle = `sweep-${Date.now().toString(36)}`;
    const { request } = await requestPublish(h.db, { websiteId, handle }, null); // recorded, never enqueued
    await waitForClockTick(h.db); // older than the sweeper's grace of 0 ms
    expect((await h.waitFor(request.id, ['queued'])).state).toBe('queued');
    const swept = await sweepOnce({ db: h.db, queue: h.queue!, queuedGraceMs: 0 });
    expect(swept.enqueued).toBeGreaterThanOrEqual(1); // ours, and any other test's recorded-only request
    expect((await h.waitFor(request.id)).state).toBe('succeeded');
    expect((await visit(h.sitesOrigin, handle)).html).toContain('Sweeper Shoes');
  });

  it('a document that fails validation fails at once with a named error, attempts not burned', async () => {
    const h = await harness();
    const websiteId = await h.createWebsite();
    const { theme: _theme, ...withoutTheme } = (await readWebsite(h.db, websiteId))!.draft;
    await writeDraftForTests(h.db, websiteId, withoutTheme);
    const request = await h.publish(websiteId, `broken-${Date.now().toString(36)}`);
    const failed = await h.waitFor(request.id);
    expect(failed.state).toBe('failed');
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/^InvalidPublishDocument: The website document fails validation: theme/);
    expect(new InvalidPublishDocument(['x']).name).toBe('InvalidPublishDocument');
  });

  it('an older job finishing after a newer one → the newer build stays live', async () => {
    const h = await harness();
    const websiteId = await h.createWebsite('Old Mill');
    const handle = `mill-${Date.now().toString(36)}`;
    // Recorded without enqueue first, so the hook knows the id before the job can reach the switch,
    // and held there from the start: the older job may reach the switch before the newer request
    // is even recorded.
    const older = (await requestPublish(h.db, { websiteId, handle }, null)).request;
    let newerFinished = () => {};
    newerDone = new Promise<void>((resolve) => {
      newerFinished = resolve;
    });
    olderId = older.id;
    await h.queue!.enqueue({ requestId: older.id, kind: older.kind, generation: older.generation });
    await h.editDraft(websiteId, renamedBusiness('New Mill'));
    const newer = (await requestPublish(h.db, { websiteId, handle }, null)).request;
    await h.queue!.enqueue({ requestId: newer.id, kind: newer.kind, generation: newer.generation });
    await h.waitFor(newer.id);
    newerFinished();
    const late = await h.waitFor(older.id);
    expect(late).toMatchObject({ state: 'succeeded', outcome: 'superseded' });
    expect((await visit(h.sitesOrigin, handle)).html).toContain('New Mill');
    expect(await h.store.readPointer(handle)).toEqual({
      sequence: newer.sequence,
      buildId: `b${newer.sequence}`,
      domain: null, // rendered for the shared origin
    });
    expect(await h.store.list(`sites/${handle}/b${older.sequence}/`)).toEqual([]);
    expect((await readPublishedCopy(h.db, handle))?.buildId).toBe(`b${newer.sequence}`);
  });

  it('S3 failing the first attempts (503, 500, 429, 408) → the publish succeeds on retry', async () => {
    const h = await harness({
      storage: 's3',
      s3Endpoint: async (s3) => {
        const proxy = await startFaultProxy({
          target: s3.endpoint,
          failFirst: 4,
          failStatuses: [503, 500, 429, 408],
        });
        proxies.push(proxy);
        return proxy.endpoint;
      },
    });
    const websiteId = await h.createWebsite('Retry Roofing');
    const handle = `retry-${Date.now().toString(36)}`;
    const request = await h.publish(websiteId, handle);
    const done = await h.waitFor(request.id);
    expect(done.state, done.lastError ?? '').toBe('succeeded');
    expect(proxies[0]?.counts.failures).toBe(4);
    expect((await visit(h.sitesOrigin, handle)).html).toContain('Retry Roofing');
  });

  it('a website being deleted takes no new request; its address is free afterwards', async () => {
    const h = await harness();
    const websiteId = await h.createWebsite('Gone Soon');
    const handle = `gone-${Date.now().toString(36)}`;
    await h.waitFor((await h.publish(websiteId, handle)).id);
    await requestDelete(h.db, { websiteId }, null); // recorded only: still waiting
    await expect(h.publish(websiteId, handle)).rejects.toThrow(WebsiteNotFound);
    await sweepOnce({ db: h.db, queue: h.queue!, queuedGraceMs: 0 });
    const deadline = Date.now() + 10_000;
    while ((await readWebsite(h.db, websiteId)) !== null) {
      if (Date.now() > deadline) throw new Error('the delete did not finish');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const next = await h.createWebsite('Next Owner');
    expect((await h.waitFor((await h.publish(next, handle)).id)).state).toBe('succeeded');
    expect((await visit(h.sitesOrigin, handle)).html).toContain('Next Owner');
  });
});
