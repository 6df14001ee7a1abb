import { createS3Store, StorageRetryLimitExceeded } from '@sitewright/publisher';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FaultProxy, startFaultProxy } from '../support/http-fault-proxy.ts';
import { type LocalS3, s3rverCredentials, startS3Server } from '../support/s3-server.ts';

// spec §9 Storage: retries on 5xx, 408 and 429 with exponential backoff, bounded in time.
describe('S3 store retries through a failing endpoint', () => {
  let s3: LocalS3;
  const proxies: FaultProxy[] = [];
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterEach(async () => {
    await Promise.all(proxies.splice(0).map((p) => p.stop()));
  });
  afterAll(async () => s3.stop());

  async function storeBehind(options: Parameters<typeof startFaultProxy>[0], maxElapsedMs = 5_000) {
    const proxy = await startFaultProxy(options);
    proxies.push(proxy);
    const delays: number[] = [];
    const store = createS3Store({
      bucket: s3.bucket,
      endpoint: proxy.endpoint,
      credentials: s3rverCredentials,
      conditionalWrites: 'never',
      retry: { baseMs: 5, maxElapsedMs, onRetry: ({ delayMs }) => delays.push(delayMs) },
    });
    return { proxy, store, delays };
  }

  it('succeeds after the first attempts answer 503, 429 and 503', async () => {
    const { proxy, store, delays } = await storeBehind({
      target: s3.endpoint,
      failFirst: 3,
      failStatuses: [503, 429, 503],
    });
    await store.put('retry/page.html', '<p>ok</p>');
    expect(proxy.counts).toMatchObject({ failures: 3, requests: 4 });
    expect(delays).toHaveLength(3);
    expect(delays[2]).toBeGreaterThan(delays[0] ?? Infinity);
    expect((await store.get('retry/page.html'))?.body.toString()).toBe('<p>ok</p>');
  });

  it('retries 500 and 408 too, on reads and pointer writes', async () => {
    const { proxy, store } = await storeBehind({
      target: s3.endpoint,
      failFirst: 2,
      failStatuses: [500, 408],
    });
    expect(await store.advancePointer('retry-site', { sequence: 1, buildId: 'b1' })).toMatchObject({
      outcome: 'advanced',
    });
    expect(proxy.counts.failures).toBe(2);
    expect(await store.readPointer('retry-site')).toEqual({ sequence: 1, buildId: 'b1' });
  });

  it('gives up with retry-limit-exceeded when the failures outlast the time bound', async () => {
    const { proxy, store } = await storeBehind({ target: s3.endpoint }, 200);
    proxy.failAlways(503);
    const started = Date.now();
    const error = await store.put('retry/never.html', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageRetryLimitExceeded);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(proxy.counts.requests).toBeGreaterThan(2);
  });

  it('does not retry a refusal that cannot succeed (403)', async () => {
    const { proxy, store } = await storeBehind({ target: s3.endpoint, failFirst: 5, failStatuses: [403] });
    await expect(store.put('retry/forbidden.html', 'x')).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
    expect(proxy.counts.requests).toBe(1);
  });
});
