import { type Database, listenToPointerChanges, type Unlisten } from '@sitewright/store';
import type { PointerChanges } from './pointer-changes.ts';

/**
 * Feeds `changes` with the pointer changes of every other process (store's LISTEN on
 * `sitewright_pointers`; this process's own come directly from its jobs and are skipped by
 * origin). Caching is allowed once the LISTEN is up; when its connection drops, everything cached
 * is forgotten and nothing is cached until it is back (changes sent meanwhile are lost), and when it
 * is back, everything cached meanwhile is forgotten again. Rejects when the LISTEN cannot start
 * (then `changes` stays without caching). The returned function stops, and stops caching.
 */
export async function followPointerChanges(db: Database, changes: PointerChanges): Promise<Unlisten> {
  const unlisten = await listenToPointerChanges(db, {
    changed: ({ handle, origin }) => {
      if (origin !== changes.origin) changes.changed(handle);
    },
    interrupted: () => changes.reset(false),
    resumed: () => changes.reset(true),
  });
  changes.reset(true);
  return async () => {
    changes.reset(false);
    await unlisten();
  };
}
