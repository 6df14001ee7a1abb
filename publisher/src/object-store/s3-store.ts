import { randomUUID } from 'node:crypto';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { type StorageRetryOptions, storageErrorStatus, withStorageRetry } from '../retry/storage-retry.ts';
import { cacheControlFor, contentTypeFor } from './content-headers.ts';
import { assertSafeKey, assertSafePrefix } from './keys.ts';
import type { ObjectHead, ObjectStore, ObjectSummary, PutOptions } from './object-store.ts';
import { advancePointerLog, type PointerLogOptions, readPointerLog } from './pointer-log.ts';

/** Options of {@link createS3Store}. */
export interface S3StoreOptions extends PointerLogOptions {
  bucket: string;
  /** For S3-compatible stores (MinIO, R2, s3rver); implies path-style unless `forcePathStyle` says no. */
  endpoint?: string;
  /** @defaultValue `true` when `endpoint` is set, else `false` */
  forcePathStyle?: boolean;
  /** @defaultValue `AWS_REGION`, else `us-east-1` */
  region?: string;
  /** @defaultValue the SDK's default credential chain */
  credentials?: S3ClientConfig['credentials'];
  /** Retry policy of every call (spec §9 defaults). */
  retry?: StorageRetryOptions;
  /**
   * Whether the store honours `If-None-Match: *` on PUT. `auto` probes once (AWS S3 and MinIO do;
   * s3rver ignores the header), `always`/`never` skip the probe.
   * @defaultValue 'auto'
   */
  conditionalWrites?: 'auto' | 'always' | 'never';
  /**
   * Time limit of one HTTP attempt (spec §9 network time-out).
   * @defaultValue 30000
   */
  requestTimeoutMs?: number;
}

const notFound = (error: unknown) =>
  storageErrorStatus(error) === 404 ||
  (error as Error).name === 'NoSuchKey' ||
  (error as Error).name === 'NotFound';
const preconditionFailed = (error: unknown) => storageErrorStatus(error) === 412;

/**
 * The object store on S3 or an S3-compatible store. Every call goes through
 * {@link withStorageRetry} (the SDK's own retries are off, so the spec's policy is the only one).
 * `putIfAbsent` uses `If-None-Match: *` where the store supports it, else HEAD-then-PUT; the
 * pointer log built on it stays correct either way for distinct sequences (see `pointer-log.ts`).
 */
export function createS3Store(options: S3StoreOptions): ObjectStore {
  const client = new S3Client({
    region: options.region ?? process.env.AWS_REGION ?? 'us-east-1',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? options.endpoint !== undefined,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    maxAttempts: 1,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { requestTimeout: options.requestTimeoutMs ?? 30_000, connectionTimeout: 5_000 },
  });
  const Bucket = options.bucket;
  const retry = <T>(operation: () => Promise<T>) => withStorageRetry(operation, options.retry);

  const putCommand = (key: string, body: Uint8Array | string, put: PutOptions, ifAbsent: boolean) =>
    new PutObjectCommand({
      Bucket,
      Key: assertSafeKey(key),
      Body: typeof body === 'string' ? Buffer.from(body) : body,
      ContentType: put.contentType ?? contentTypeFor(key),
      CacheControl: put.cacheControl ?? cacheControlFor(key),
      ...(ifAbsent ? { IfNoneMatch: '*' } : {}),
    });

  async function head(key: string): Promise<ObjectHead | null> {
    try {
      const out = await retry(() => client.send(new HeadObjectCommand({ Bucket, Key: assertSafeKey(key) })));
      return {
        etag: out.ETag ?? '',
        contentType: out.ContentType ?? contentTypeFor(key),
        cacheControl: out.CacheControl ?? cacheControlFor(key),
        size: out.ContentLength ?? 0,
        lastModified: out.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  let conditional: Promise<boolean> | undefined;
  function atomicCreate(): Promise<boolean> {
    if (options.conditionalWrites === 'always') return Promise.resolve(true);
    if (options.conditionalWrites === 'never') return Promise.resolve(false);
    conditional ??= probeConditionalWrites().catch((error: unknown) => {
      conditional = undefined;
      throw error;
    });
    return conditional;
  }

  /** Writes a probe object twice, the second time with If-None-Match: only a 412 proves support. */
  async function probeConditionalWrites(): Promise<boolean> {
    const key = `_probe/conditional-writes/${randomUUID()}`;
    await retry(() => client.send(putCommand(key, 'probe', {}, false)));
    try {
      await retry(() => client.send(putCommand(key, 'probe', {}, true)));
      return false;
    } catch (error) {
      if (preconditionFailed(error)) return true;
      if (storageErrorStatus(error) === 501 || storageErrorStatus(error) === 400) return false;
      throw error;
    } finally {
      await retry(() => client.send(new DeleteObjectCommand({ Bucket, Key: key }))).catch(() => undefined);
    }
  }

  const store: ObjectStore = {
    kind: 's3',
    async put(key, body, put = {}) {
      const out = await retry(() => client.send(putCommand(key, body, put, false)));
      return { etag: out.ETag ?? '' };
    },
    async putIfAbsent(key, body, put = {}) {
      if (!(await atomicCreate())) {
        // Check-then-write: a writer racing on the same key may still overwrite (README, "CAS").
        if ((await head(key)) !== null) return null;
        return store.put(key, body, put);
      }
      for (;;) {
        try {
          const out = await retry(() => client.send(putCommand(key, body, put, true)));
          return { etag: out.ETag ?? '' };
        } catch (error) {
          if (preconditionFailed(error)) return null;
          // 409: a concurrent conditional write to the key was in flight; the retry settles it.
          if (storageErrorStatus(error) !== 409) throw error;
        }
      }
    },
    atomicCreate,
    async get(key) {
      try {
        const out = await retry(async () => {
          const response = await client.send(new GetObjectCommand({ Bucket, Key: assertSafeKey(key) }));
          return { ...response, bytes: Buffer.from((await response.Body?.transformToByteArray()) ?? []) };
        });
        return {
          body: out.bytes,
          etag: out.ETag ?? '',
          contentType: out.ContentType ?? contentTypeFor(key),
          cacheControl: out.CacheControl ?? cacheControlFor(key),
          size: out.bytes.length,
          lastModified: out.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    head,
    async delete(key) {
      await retry(() => client.send(new DeleteObjectCommand({ Bucket, Key: assertSafeKey(key) })));
    },
    async list(prefix) {
      const out: ObjectSummary[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await retry(() =>
          client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken })),
        );
        for (const o of page.Contents ?? []) {
          if (o.Key === undefined || o.Key.startsWith('_probe/')) continue;
          out.push({ key: o.Key, size: o.Size ?? 0, lastModified: o.LastModified ?? new Date(0) });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
    async deleteByPrefix(prefix) {
      if (assertSafePrefix(prefix) === '') throw new RangeError('deleteByPrefix needs a non-empty prefix');
      const keys = (await store.list(prefix)).map((o) => o.key);
      for (let i = 0; i < keys.length; i += 1000) {
        const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }));
        const out = await retry(() => client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects } })));
        const failed = out.Errors?.[0];
        if (failed) throw new Error(`Could not delete ${failed.Key}: ${failed.Code} ${failed.Message}`);
      }
      return keys.length;
    },
    readPointer: (handle) => readPointerLog(store, handle),
    advancePointer: (handle, next) => advancePointerLog(store, handle, next, options),
  };
  return store;
}

/**
 * The S3 store from the environment: `S3_BUCKET` (required), `S3_ENDPOINT`, `S3_REGION` or
 * `AWS_REGION`, `S3_FORCE_PATH_STYLE` (`true`/`false`). Credentials come from the SDK's chain.
 */
export function createS3StoreFromEnv(env: NodeJS.ProcessEnv = process.env): ObjectStore {
  const bucket = env.S3_BUCKET;
  if (!bucket) throw new Error('S3_BUCKET is not set');
  const region = env.S3_REGION ?? env.AWS_REGION;
  const pathStyle = env.S3_FORCE_PATH_STYLE;
  return createS3Store({
    bucket,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    ...(region ? { region } : {}),
    ...(pathStyle ? { forcePathStyle: pathStyle === 'true' } : {}),
  });
}
