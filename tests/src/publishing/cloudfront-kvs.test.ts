import {
  CloudFrontKeyValueStoreClient,
  ListKeysCommand,
  UpdateKeysCommand,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import { createCloudFrontKvs, EdgeStoreConflict, StorageRetryLimitExceeded } from '@sitewright/publisher';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeKvs, startFakeKvs } from '../support/fake-kvs.ts';

/** The KVS writer against a local server speaking the KeyValueStore REST-JSON protocol. */
describe('CloudFront KeyValueStore client (SigV4a, ETag / If-Match)', () => {
  let kvs: FakeKvs;
  beforeAll(async () => {
    kvs = await startFakeKvs();
  });
  beforeEach(() => {
    kvs.values.clear();
    kvs.calls.length = 0;
  });
  afterAll(async () => kvs.stop());

  const client = (credentials = kvs.credentials) =>
    createCloudFrontKvs({
      arn: kvs.arn,
      endpoint: kvs.endpoint,
      credentials,
      retry: { baseMs: 5, capMs: 20, maxElapsedMs: 2000 },
    });

  it('signs every call with SigV4a that the server verifies (credential, region set, ECDSA signature)', async () => {
    const edge = client();
    const etag = await edge.etag();
    await edge.put('site:joes-plumbing', '{"build":"b7","seq":7,"domain":null}', etag);
    expect(await edge.get('site:joes-plumbing')).toBe('{"build":"b7","seq":7,"domain":null}');
    expect(kvs.calls.map((c) => c.operation)).toEqual(['DescribeKeyValueStore', 'PutKey', 'GetKey']);
    for (const call of kvs.calls) expect(call.signature).toEqual({ ok: true, accessKeyId: 'AKIDKVSTEST' });
  });

  it('is refused with a wrong secret: the fake really checks the signature', async () => {
    const forged = client({ accessKeyId: kvs.credentials.accessKeyId, secretAccessKey: 'not-the-secret' });
    await expect(forged.etag()).rejects.toMatchObject({ name: 'AccessDeniedException' });
    expect(kvs.calls[0]?.signature).toEqual({ ok: false, reason: 'signature does not verify' });
  });

  it('a write with a stale ETag is a conflict and changes nothing; the current ETag succeeds', async () => {
    const edge = client();
    const stale = await edge.etag();
    kvs.writeBehind('site:other', '{"build":"b1","seq":1,"domain":null}');
    await expect(edge.put('site:joes', 'x', stale)).rejects.toBeInstanceOf(EdgeStoreConflict);
    expect(kvs.values.has('site:joes')).toBe(false);
    const fresh = await edge.etag();
    const next = await edge.put('site:joes', 'x', fresh);
    expect(next).not.toBe(fresh);
    await expect(edge.delete('site:joes', fresh)).rejects.toBeInstanceOf(EdgeStoreConflict);
    await edge.delete('site:joes', next);
    expect(await edge.get('site:joes')).toBeNull();
  });

  it('answers 412 as a conflict too', async () => {
    const strict = await startFakeKvs({ staleStatus: 412 });
    try {
      const edge = createCloudFrontKvs({
        arn: strict.arn,
        endpoint: strict.endpoint,
        credentials: strict.credentials,
      });
      await expect(edge.put('k', 'v', 'KV-stale')).rejects.toBeInstanceOf(EdgeStoreConflict);
    } finally {
      await strict.stop();
    }
  });

  it('retries 500 and 429 with backoff (spec §9), then succeeds', async () => {
    const edge = client();
    kvs.failNext(2, 500);
    const etag = await edge.etag();
    kvs.failNext(1, 429);
    await edge.put('site:joes', 'v', etag);
    expect(kvs.calls.map((c) => `${c.operation} ${c.status}`)).toEqual([
      'DescribeKeyValueStore 500',
      'DescribeKeyValueStore 500',
      'DescribeKeyValueStore 200',
      'PutKey 429',
      'PutKey 200',
    ]);
    expect(kvs.values.get('site:joes')).toBe('v');
  });

  it('gives up with retry-limit-exceeded when the KVS keeps failing', async () => {
    const edge = createCloudFrontKvs({
      arn: kvs.arn,
      endpoint: kvs.endpoint,
      credentials: kvs.credentials,
      retry: { baseMs: 5, capMs: 10, maxElapsedMs: 100 },
    });
    kvs.failNext(1000, 503);
    try {
      await expect(edge.etag()).rejects.toBeInstanceOf(StorageRetryLimitExceeded);
    } finally {
      kvs.failNext(0, 503);
    }
  });

  it('serves UpdateKeys and ListKeys of the same protocol (the SDK client against the fake)', async () => {
    const sdk = new CloudFrontKeyValueStoreClient({
      region: 'us-east-1',
      credentials: kvs.credentials,
      endpointProvider: () => ({
        url: new URL(kvs.endpoint),
        properties: {
          authSchemes: [{ name: 'sigv4a', signingName: 'cloudfront-keyvaluestore', signingRegionSet: ['*'] }],
        } as never,
      }),
    });
    const etag = await client().etag();
    await sdk.send(
      new UpdateKeysCommand({
        KvsARN: kvs.arn,
        IfMatch: etag,
        Puts: [
          { Key: 'domain:joes.example', Value: 'joes' },
          { Key: 'site:joes', Value: '{}' },
        ],
      }),
    );
    const listed = await sdk.send(new ListKeysCommand({ KvsARN: kvs.arn, MaxResults: 1 }));
    expect(listed.Items).toEqual([{ Key: 'domain:joes.example', Value: 'joes' }]);
    expect(listed.NextToken).toBe('1');
    await expect(
      sdk.send(new UpdateKeysCommand({ KvsARN: kvs.arn, IfMatch: etag, Deletes: [{ Key: 'site:joes' }] })),
    ).rejects.toMatchObject({ name: 'ConflictException' });
    expect(kvs.calls.every((c) => c.signature.ok)).toBe(true);
  });

  it('lists every key of a prefix across ListKeys pages, retried like the other calls', async () => {
    const edge = client();
    for (let i = 0; i < 120; i++) kvs.writeBehind(`site:s-${String(i).padStart(3, '0')}`, '{}');
    kvs.writeBehind('domain:joes.example', 'joes');
    kvs.failNext(1, 500);
    const sites = await edge.keys('site:');
    expect(sites).toHaveLength(120);
    expect(sites[0]).toBe('site:s-000');
    expect(sites[119]).toBe('site:s-119');
    expect(await edge.keys('domain:')).toEqual(['domain:joes.example']);
    // 121 keys, 50 a page: three pages a listing, and the one 500 retried.
    const listed = kvs.calls.filter((c) => c.operation === 'ListKeys').map((c) => c.status);
    expect(listed).toEqual([500, 200, 200, 200, 200, 200, 200]);
  });

  it('refuses a value that is not a KeyValueStore ARN', () => {
    expect(() => createCloudFrontKvs({ arn: 'arn:aws:s3:::bucket' })).toThrow(RangeError);
  });
});
