import { randomUUID } from 'node:crypto';
import {
  CloudFrontClient,
  type CloudFrontClientConfig,
  CreateInvalidationCommand,
} from '@aws-sdk/client-cloudfront';
import { type StorageRetryOptions, withStorageRetry } from '../retry/storage-retry.ts';
import type { Cdn } from './cdn.ts';

/** Options of {@link createCloudFrontCdn}. */
export interface CloudFrontCdnOptions {
  distributionId: string;
  /** Another CloudFront API endpoint (tests point it at a local fake). @defaultValue AWS's */
  endpoint?: string;
  /** @defaultValue the SDK's default credential chain */
  credentials?: CloudFrontClientConfig['credentials'];
  /** Retry policy (the storage one: 5xx, 408, 429 with capped backoff). */
  retry?: StorageRetryOptions;
}

/** CloudFront's limit of paths in one invalidation batch. */
export const maxPathsPerInvalidation = 3000;

/** A {@link Cdn} that calls CloudFront CreateInvalidation, in batches of at most 3000 paths. */
export function createCloudFrontCdn(options: CloudFrontCdnOptions): Cdn {
  const client = new CloudFrontClient({
    region: 'us-east-1',
    maxAttempts: 1,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  return {
    kind: 'cloudfront',
    async invalidate(paths, reference = randomUUID()) {
      const invalidationIds: string[] = [];
      for (let i = 0; i < paths.length; i += maxPathsPerInvalidation) {
        const Items = paths.slice(i, i + maxPathsPerInvalidation);
        for (const path of Items)
          if (!path.startsWith('/')) throw new RangeError(`Path must start with /: ${path}`);
        const CallerReference = i === 0 ? reference : `${reference}#${i / maxPathsPerInvalidation}`;
        const out = await withStorageRetry(
          () =>
            client.send(
              new CreateInvalidationCommand({
                DistributionId: options.distributionId,
                InvalidationBatch: { CallerReference, Paths: { Quantity: Items.length, Items } },
              }),
            ),
          options.retry,
        );
        if (out.Invalidation?.Id) invalidationIds.push(out.Invalidation.Id);
      }
      return { invalidationIds };
    },
  };
}
