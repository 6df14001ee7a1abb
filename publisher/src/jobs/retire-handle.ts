import { buildPrefix, isBuildId, sitePrefix } from '../object-store/keys.ts';
import type { ObjectStore } from '../object-store/object-store.ts';
import { sequenceOfBuild } from './build-id.ts';
import { pointerWritten } from './pointer-written.ts';
import type { PublisherDeps } from './publisher-deps.ts';
import { recordSitemap } from './sitemap-update.ts';

/** The build ids under `sites/{handle}/`, with the time of their newest file. */
export async function listBuilds(store: ObjectStore, handle: string): Promise<Map<string, Date>> {
  const prefix = sitePrefix(handle);
  const builds = new Map<string, Date>();
  for (const object of await store.list(prefix)) {
    const buildId = object.key.slice(prefix.length).split('/')[0] ?? '';
    if (!isBuildId(buildId)) continue;
    const seen = builds.get(buildId);
    if (!seen || seen < object.lastModified) builds.set(buildId, object.lastModified);
  }
  return builds;
}

/**
 * Takes a handle offline at `sequence`: a tombstone in its pointer log ('No website at this link'
 * from the next request on), its sitemap entry removed, and its builds older than `sequence`
 * deleted. When a newer entry is already in the log, the handle belongs to newer work and nothing
 * is touched. Safe to repeat. Nothing to invalidate at the CDN: builds are immutable, and the
 * sitemap writer invalidates the files it rewrites.
 */
export async function retireHandle(deps: PublisherDeps, handle: string, sequence: number): Promise<void> {
  const result = await deps.store.advancePointer(handle, { sequence, buildId: null });
  // The sites servers and the edge follow the log either way: the tombstone, or the newer entry that beat it.
  await pointerWritten(deps, handle);
  if (result.outcome === 'stale' && result.current.sequence > sequence) return;
  const now = deps.now?.() ?? new Date();
  // Recorded only: the sitemap writer rewrites the bucket and the index (and invalidates them).
  await recordSitemap(deps.db, { type: 'remove', handle, sequence }, now);
  for (const buildId of (await listBuilds(deps.store, handle)).keys()) {
    const built = sequenceOfBuild(buildId);
    if (built === null || built < sequence) await deps.store.deleteByPrefix(buildPrefix(handle, buildId));
  }
}

/**
 * Deletes the handle's old builds: every one that is not `keep` (the live and previous builds), not
 * newer than `sequence` (a build still uploading), and untouched for `graceMs`.
 * @returns the build ids deleted, and how many old builds wait for their grace period to pass.
 */
export async function collectOldBuilds(
  deps: Pick<PublisherDeps, 'store' | 'now'>,
  handle: string,
  keep: ReadonlySet<string>,
  sequence: number,
  graceMs: number,
): Promise<{ deleted: string[]; waiting: number }> {
  const cutoff = (deps.now?.() ?? new Date()).getTime() - graceMs;
  const deleted: string[] = [];
  let waiting = 0;
  for (const [buildId, newest] of await listBuilds(deps.store, handle)) {
    const built = sequenceOfBuild(buildId);
    if (keep.has(buildId) || (built !== null && built >= sequence)) continue;
    if (newest.getTime() > cutoff) {
      waiting++;
      continue;
    }
    await deps.store.deleteByPrefix(buildPrefix(handle, buildId));
    deleted.push(buildId);
  }
  return { deleted, waiting };
}
