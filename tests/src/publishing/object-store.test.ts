import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFolderStore, createS3Store } from '@sitewright/publisher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy } from '../support/http-fault-proxy.ts';
import { s3rverCredentials, startS3Server } from '../support/s3-server.ts';
import { describeObjectStoreContract } from './object-store-contract.ts';

const fastRetry = { baseMs: 5, maxElapsedMs: 5_000 };

// The folder store as the api and the CLI open it, plain; as the sites thread opens it (objects up
// to 512 KB read with synchronous calls); and as the api's jobs write with it (`createObjectStore`:
// objects up to 512 KB written, and copies made, with synchronous calls).
for (const [name, folderOptions] of [
  ['folder', {}],
  ['folder (synchronous reads)', { synchronousReads: true }],
  ['folder (synchronous writes)', { synchronousWrites: true }],
] as const) {
  describeObjectStoreContract(
    name,
    async () => {
      const root = await mkdtemp(path.join(tmpdir(), 'sitewright-folder-'));
      return {
        store: createFolderStore({ root, ...folderOptions }),
        atomicCreate: true,
        stop: () => rm(root, { recursive: true, force: true }),
      };
    },
    { atomicCreate: true, copy: true },
  );
}

// s3rver ignores If-None-Match on PUT: the store detects it and falls back to check-then-write.
describeObjectStoreContract(
  'S3 (s3rver, no conditional writes)',
  async () => {
    const s3 = await startS3Server();
    const store = createS3Store({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      credentials: s3rverCredentials,
      retry: fastRetry,
    });
    return { store, atomicCreate: false, stop: s3.stop };
  },
  { atomicCreate: false, copy: false },
);

// The same store where PUT If-None-Match: * is honoured (as on AWS S3 and MinIO), emulated by a proxy.
describeObjectStoreContract(
  'S3 (conditional writes)',
  async () => {
    const s3 = await startS3Server();
    const proxy = await startFaultProxy({ target: s3.endpoint, conditionalWrites: true });
    const store = createS3Store({
      bucket: s3.bucket,
      endpoint: proxy.endpoint,
      credentials: s3rverCredentials,
      retry: fastRetry,
    });
    return {
      store,
      atomicCreate: true,
      stop: async () => {
        await proxy.stop();
        await s3.stop();
      },
    };
  },
  { atomicCreate: true, copy: false },
);

describe('S3 conditional-write detection', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let proxy: Awaited<ReturnType<typeof startFaultProxy>>;
  beforeAll(async () => {
    s3 = await startS3Server();
    proxy = await startFaultProxy({ target: s3.endpoint, conditionalWrites: true });
  });
  afterAll(async () => {
    await proxy.stop();
    await s3.stop();
  });
  const open = (endpoint: string) =>
    createS3Store({ bucket: s3.bucket, endpoint, credentials: s3rverCredentials, retry: fastRetry });

  it('probes: s3rver alone does not honour If-None-Match, the conditional endpoint does', async () => {
    expect(await open(s3.endpoint).atomicCreate()).toBe(false);
    expect(await open(proxy.endpoint).atomicCreate()).toBe(true);
  });

  it('sends If-None-Match on create-only writes and maps 412 to "exists"', async () => {
    const store = open(proxy.endpoint);
    expect(await store.atomicCreate()).toBe(true); // the probe's own 412 is counted before ours
    const before = proxy.counts.preconditionFailures;
    expect(await store.putIfAbsent('cond/key.json', '1')).not.toBeNull();
    expect(await store.putIfAbsent('cond/key.json', '2')).toBeNull();
    expect(proxy.counts.preconditionFailures).toBe(before + 1);
    expect((await store.get('cond/key.json'))?.body.toString()).toBe('1');
  });

  it('leaves no probe object behind in listings', async () => {
    expect((await open(s3.endpoint).list('')).some((o) => o.key.startsWith('_probe/'))).toBe(false);
  });
});
