/**
 * The object store a published site lives in: a folder on the embedded default, S3 at scale.
 * Both implementations pass one contract suite (`tests/src/publishing/object-store-contract.ts`).
 */

/** HTTP metadata stored with an object and served with it. */
export interface PutOptions {
  /** @defaultValue from the key's extension ({@link contentTypeFor}) */
  contentType?: string;
  /** @defaultValue from the key's name ({@link cacheControlFor}) */
  cacheControl?: string;
}

export interface ObjectHead {
  /** Quoted strong validator, as S3 returns it (`"…"`). */
  etag: string;
  contentType: string;
  cacheControl: string;
  size: number;
  lastModified: Date;
}

export interface StoredObject extends ObjectHead {
  body: Buffer;
}

export interface ObjectSummary {
  key: string;
  size: number;
  lastModified: Date;
}

/**
 * The live pointer of a handle: which build visitors get. `sequence` is the publish request's
 * monotonic number (a Postgres sequence); `buildId: null` is a tombstone (unpublished or deleted),
 * kept so a late, older publish cannot bring the site back.
 */
export interface LivePointer {
  sequence: number;
  buildId: string | null;
  /**
   * The custom domain the build was rendered for (base path `/`, custom code), `null` for the shared
   * sites origin; absent on entries written without it. The edge mirror serves a build only where it
   * was built for, so a build carrying custom code never runs on the shared origin.
   */
  domain?: string | null;
}

export type AdvanceResult =
  | { outcome: 'advanced'; previous: LivePointer | null }
  | { outcome: 'stale'; current: LivePointer };

export interface ObjectStore {
  readonly kind: 'folder' | 's3';
  /** Writes (or replaces) an object. */
  put(key: string, body: Uint8Array | string, options?: PutOptions): Promise<{ etag: string }>;
  /**
   * Writes an object only if no object has that key; `null` when one already does. Atomic where
   * {@link ObjectStore.atomicCreate} is true; otherwise check-then-write (see the README).
   */
  putIfAbsent(key: string, body: Uint8Array | string, options?: PutOptions): Promise<{ etag: string } | null>;
  /**
   * Optional: makes `to` an object with the bytes and headers of `from` (replacing one) without
   * sending the bytes again — the folder store links the file. False, and nothing written, when
   * `from` does not exist. Stores without it are written with {@link ObjectStore.put}.
   */
  copy?(from: string, to: string): Promise<boolean>;
  /** Whether `putIfAbsent` is atomic against concurrent writers of the same key. */
  atomicCreate(): Promise<boolean>;
  get(key: string): Promise<StoredObject | null>;
  head(key: string): Promise<ObjectHead | null>;
  /** Removes an object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, sorted by key. */
  list(prefix: string): Promise<ObjectSummary[]>;
  /** Removes every object under a folder-like prefix (must end with `/`); returns how many. */
  deleteByPrefix(prefix: string): Promise<number>;
  /** The live pointer of `handle`, or `null` if it was never published. */
  readPointer(handle: string): Promise<LivePointer | null>;
  /**
   * Compare-and-set: makes `next` the live pointer only if its sequence is higher than the current
   * one's. A late, older job gets `stale` and changes nothing.
   */
  advancePointer(handle: string, next: LivePointer): Promise<AdvanceResult>;
}

/** A key that is unsafe for every store: the stores refuse it rather than guess. */
export class InvalidObjectKey extends Error {
  constructor(readonly key: string) {
    super(`Invalid object key: ${JSON.stringify(key)}`);
    this.name = 'InvalidObjectKey';
  }
}
