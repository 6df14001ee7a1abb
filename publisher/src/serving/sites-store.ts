import type { ObjectStore } from '../object-store/object-store.ts';
import type { ObjectStoreChoice } from '../object-store/store-choice.ts';

/** The object store a sites server reads: the configuration's {@link ObjectStoreChoice}. */
export type SitesStoreDescription = ObjectStoreChoice;

/**
 * Opens the store a {@link SitesStoreDescription} names, in the sites server's thread. The S3
 * client (seconds of start-up and tens of megabytes) is loaded only for S3, so a thread serving a
 * folder does not load the AWS SDK; an S3 store is made by `createObjectStore`, as everywhere else.
 */
export async function openSitesStore(description: SitesStoreDescription): Promise<ObjectStore> {
  if (description.kind === 'folder') {
    const { createFolderStore } = await import('../object-store/folder-store.ts');
    // The thread only serves: small objects are read synchronously (`synchronousReadMaxBytes`).
    return createFolderStore({ root: description.root, synchronousReads: true });
  }
  const { createObjectStore } = await import('../object-store/store-choice.ts');
  return createObjectStore(description);
}
