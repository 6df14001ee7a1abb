import { notifyPointerChanged } from '@sitewright/store';
import { mirrorSite } from '../edge-store/edge-mirror.ts';
import type { LivePointer } from '../object-store/object-store.ts';
import type { PublisherDeps } from './publisher-deps.ts';

/**
 * After every write of a handle's live pointer (publish, rollback, unpublish, rename, retirement),
 * in this order: this process's sites server is told directly (`deps.pointerChanges`, so the job
 * never reports live before its own sites server forgot the old pointer), every other process
 * through NOTIFY (store's `notifyPointerChanged`, sent after the storage write, so a listener that
 * reads again finds the new pointer), then the edge's key-value store follows the log.
 *
 * `written` is the entry the job wrote, when it is live: this process's sites server takes it as
 * the handle's pointer without reading the log (ordered by its sequence, so a late job's older
 * entry never replaces a newer one it was told of). Without it, the sites server reads the log.
 */
export async function pointerWritten(
  deps: Pick<PublisherDeps, 'db' | 'store' | 'edge' | 'pointerChanges'>,
  handle: string,
  written?: LivePointer,
): Promise<void> {
  deps.pointerChanges?.changed(handle, written);
  await notifyPointerChanged(deps.db, handle, deps.pointerChanges?.origin ?? null);
  await mirrorSite(deps, handle);
}
