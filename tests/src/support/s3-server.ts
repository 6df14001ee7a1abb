import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials; the SDK signs with them and s3rver checks the signature. */
export const s3rverCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3 {
  /** `http://127.0.0.1:{port}` — use with `forcePathStyle`. */
  endpoint: string;
  bucket: string;
  stop(): Promise<void>;
}

/**
 * Starts s3rver (the S3 wire protocol over a temp folder) on a free port with one bucket.
 * Stop it in `afterAll`; the folder is removed.
 */
export async function startS3Server(bucket = 'sitewright-test'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'sitewright-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
