import { createFolderStore } from './folder-store.ts';
import type { ObjectStore } from './object-store.ts';
import { createS3Store } from './s3-store.ts';

/**
 * The object store the configuration chose, as plain data (ARCHITECTURE "One code path, two
 * scales": a folder under `DATA_DIR`, or S3 when `S3_BUCKET` is set). Plain data, so it also
 * crosses into the sites server's worker thread, which opens its own store from it. S3
 * credentials default to the SDK's chain.
 */
export type ObjectStoreChoice =
  | { kind: 'folder'; root: string }
  | {
      kind: 's3';
      bucket: string;
      region?: string;
      endpoint?: string;
      forcePathStyle?: boolean;
      credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
      conditionalWrites?: 'auto' | 'always' | 'never';
      retry?: { baseMs?: number; capMs?: number; maxElapsedMs?: number };
      requestTimeoutMs?: number;
    };

/**
 * The store a choice names: the one place a choice becomes a store, for the api's jobs, uploads
 * and CLI, the workers and the sites thread (`openSitesStore` loads this module lazily).
 */
export function createObjectStore(choice: ObjectStoreChoice): ObjectStore {
  // The api's thread runs the embedded default's jobs: small objects are written synchronously
  // there (`synchronousWriteMaxBytes`).
  if (choice.kind === 'folder') return createFolderStore({ root: choice.root, synchronousWrites: true });
  const { kind: _kind, ...options } = choice;
  return createS3Store(options);
}
