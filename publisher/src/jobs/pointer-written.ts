import { notifyPointerChanged } from '@sitewright/store';
import { mirrorSite } from '../edge-store/edge-mirror.ts';
import type { PublisherDeps } from './publisher-deps.ts';

/**
 * After every write of a handle's live pointer (publish, rollback, unpublish, rename, retirement),
 * in this order: this process's sites server is told directly (`deps.pointerChanges`, so the job
 * never reports live before its own sites server forgot the old pointer), every other process
 * through NOTIFY (store's `notifyPointerChanged`, sent after the storage write, so a listener that
 * reads again finds the new pointer), then the edge's key-value store follows the log.
 */
export async function pointerWritten(
  deps: Pick<PublisherDeps, 'db' | 'store' | 'edge' | 'pointerChanges'>,
  handle: string,
): Promise<void> {
  deps.pointerChanges?.changed(handle);
  await notifyPointerChanged(deps.db, handle, deps.pointerChanges?.origin ?? null);
  await mirrorSite(deps, handle);
}
