import type { ObjectStore } from '../object-store/object-store.ts';

/**
 * The object store a sites server reads, as plain data: it crosses into the sites server's worker
 * thread (`sites-thread.ts`), which opens its own store from it. Only what the configuration can
 * say; S3 credentials default to the SDK's chain (the thread sees the process's environment).
 */
export type SitesStoreDescription =
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
 * Opens the store a {@link SitesStoreDescription} names. The S3 client is loaded only for S3, so a
 * thread serving a folder does not load the AWS SDK.
 */
export async function openSitesStore(description: SitesStoreDescription): Promise<ObjectStore> {
  if (description.kind === 'folder') {
    const { createFolderStore } = await import('../object-store/folder-store.ts');
    return createFolderStore({ root: description.root });
  }
  const { createS3Store } = await import('../object-store/s3-store.ts');
  const { kind: _kind, ...options } = description;
  return createS3Store(options);
}
