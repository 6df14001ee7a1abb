/**
 * The key-value store the edge routing function reads (`infra/edge/viewer-request.js`): CloudFront
 * KeyValueStore at scale, nothing on the embedded default (the sites server reads the pointer log
 * itself). Every write is conditional on the store's ETag, the KVS protocol's only concurrency
 * control: a write made against a stale ETag fails with {@link EdgeStoreConflict} and changes nothing.
 */
export interface EdgeStore {
  readonly kind: 'cloudfront-kvs' | 'none';
  /** The store's current ETag (it changes on every write to any key). */
  etag(): Promise<string>;
  /** A key's value, or null when the key does not exist. */
  get(key: string): Promise<string | null>;
  /** Writes one key if the store is still at `ifMatch`; returns the new ETag. */
  put(key: string, value: string, ifMatch: string): Promise<string>;
  /** Removes one key if the store is still at `ifMatch`; returns the new ETag. */
  delete(key: string, ifMatch: string): Promise<string>;
  /** Every key starting with `prefix`, sorted (for the operators' reconcile, not the jobs). */
  keys(prefix: string): Promise<string[]>;
}

/** A write whose If-Match was stale (HTTP 409 ConflictException or 412): re-read and try again. */
export class EdgeStoreConflict extends Error {
  constructor(
    readonly key: string,
    options?: { cause?: unknown },
  ) {
    super(`The edge key-value store changed under the write of ${key}`, options);
    this.name = 'EdgeStoreConflict';
  }
}

/** The embedded default: no edge function, nothing to mirror. */
export const noEdgeStore: EdgeStore = {
  kind: 'none',
  etag: async () => '',
  get: async () => null,
  put: async () => '',
  delete: async () => '',
  keys: async () => [],
};
