// Registers the JavaScript SigV4a signer with the SDK: the KeyValueStore API accepts only
// SigV4a (`AWS4-ECDSA-P256-SHA256`, region set `*`), and the client looks the signer up in a
// container this import fills (there is no CRT here).
import '@aws-sdk/signature-v4a';
import {
  CloudFrontKeyValueStoreClient,
  type CloudFrontKeyValueStoreClientConfig,
  DeleteKeyCommand,
  DescribeKeyValueStoreCommand,
  GetKeyCommand,
  ListKeysCommand,
  PutKeyCommand,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import { type StorageRetryOptions, storageErrorStatus, withStorageRetry } from '../retry/storage-retry.ts';
import { type EdgeStore, EdgeStoreConflict } from './edge-store.ts';

/** Options of {@link createCloudFrontKvs}. */
export interface CloudFrontKvsOptions {
  /** `arn:aws:cloudfront::{account}:key-value-store/{id}` (the stack's KeyValueStore). */
  arn: string;
  /**
   * Another KVS API endpoint, used as is (tests point it at a local fake). AWS's endpoint is
   * `https://{account}.cloudfront-kvs.global.api.aws`, derived from the ARN. @defaultValue AWS's
   */
  endpoint?: string;
  /** @defaultValue the SDK's default credential chain */
  credentials?: CloudFrontKeyValueStoreClientConfig['credentials'];
  /** Retry policy (the storage one, spec §9: 5xx, 408, 429 with backoff capped at 64 s). */
  retry?: StorageRetryOptions;
}

const kvsArn = /^arn:aws[a-z-]*:cloudfront::\d{12}:key-value-store\/[A-Za-z0-9-]+$/;

type Endpoint = ReturnType<NonNullable<CloudFrontKeyValueStoreClientConfig['endpointProvider']>>;

/** The SigV4a auth scheme the KVS endpoint rules name; kept when the endpoint is overridden. */
const sigv4a = { name: 'sigv4a', signingName: 'cloudfront-keyvaluestore', signingRegionSet: ['*'] };

function literalEndpoint(endpoint: string): Endpoint {
  // The rules' own shape (no signingRegion: the region set `*` stands for it).
  return { url: new URL(endpoint), properties: { authSchemes: [sigv4a] } as Endpoint['properties'] };
}

function isConflict(error: unknown): boolean {
  const status = storageErrorStatus(error);
  return status === 409 || status === 412 || (error as { name?: string }).name === 'ConflictException';
}

function isMissing(error: unknown): boolean {
  return (
    storageErrorStatus(error) === 404 || (error as { name?: string }).name === 'ResourceNotFoundException'
  );
}

/** An {@link EdgeStore} on a CloudFront KeyValueStore, through the AWS SDK (SigV4a-signed). */
export function createCloudFrontKvs(options: CloudFrontKvsOptions): EdgeStore {
  if (!kvsArn.test(options.arn)) throw new RangeError(`Not a KeyValueStore ARN: ${options.arn}`);
  const endpoint = options.endpoint;
  const client = new CloudFrontKeyValueStoreClient({
    region: 'us-east-1',
    maxAttempts: 1, // withStorageRetry owns the retries (spec §9), as for S3 and CloudFront
    // The SDK's endpoint rules prefix the account id to any endpoint's host; an override (a
    // local fake) is taken literally instead, with the same SigV4a scheme.
    ...(endpoint ? { endpointProvider: () => literalEndpoint(endpoint) } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const KvsARN = options.arn;
  const retried = <T>(call: () => Promise<T>) => withStorageRetry(call, options.retry);
  const conditional = async (key: string, call: () => Promise<{ ETag?: string | undefined }>) => {
    try {
      const out = await retried(call);
      return out.ETag ?? '';
    } catch (error) {
      if (isConflict(error)) throw new EdgeStoreConflict(key, { cause: error });
      throw error;
    }
  };
  return {
    kind: 'cloudfront-kvs',
    async etag() {
      const out = await retried(() => client.send(new DescribeKeyValueStoreCommand({ KvsARN })));
      if (!out.ETag) throw new Error('DescribeKeyValueStore answered without an ETag');
      return out.ETag;
    },
    async get(Key) {
      try {
        const out = await retried(() => client.send(new GetKeyCommand({ KvsARN, Key })));
        return out.Value ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    put: (Key, Value, IfMatch) =>
      conditional(Key, () => client.send(new PutKeyCommand({ KvsARN, Key, Value, IfMatch }))),
    delete: (Key, IfMatch) =>
      conditional(Key, () => client.send(new DeleteKeyCommand({ KvsARN, Key, IfMatch }))),
    async keys(prefix) {
      const keys: string[] = [];
      let NextToken: string | undefined;
      do {
        const token = NextToken;
        const out = await retried(() =>
          client.send(
            new ListKeysCommand({ KvsARN, MaxResults: 50, ...(token ? { NextToken: token } : {}) }),
          ),
        );
        for (const item of out.Items ?? []) if (item.Key?.startsWith(prefix)) keys.push(item.Key);
        NextToken = out.NextToken;
      } while (NextToken);
      return keys.sort();
    },
  };
}
