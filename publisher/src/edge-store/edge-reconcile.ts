import { listDomainNames, listPublishedHandles } from '@sitewright/store';
import { storeLayout } from '../object-store/keys.ts';
import type { ObjectStore } from '../object-store/object-store.ts';
import {
  type EdgeKeyChange,
  type EdgeMirrorDeps,
  edgeKeys,
  mirrorDomain,
  mirrorSite,
} from './edge-mirror.ts';

/** What {@link reconcileEdge} reads: the mirror's deps, and a store that can list the pointer logs. */
export interface EdgeReconcileDeps extends EdgeMirrorDeps {
  store: Pick<ObjectStore, 'readPointer' | 'list'>;
}

/** What {@link reconcileEdge} did. */
export interface EdgeReconcileReport {
  /** False when no edge store is configured: nothing was read or written. */
  configured: boolean;
  /** The handles and domains whose keys were compared with the truth. */
  handles: string[];
  domains: string[];
  /** Every key written or removed, with its value before and after. */
  changes: EdgeKeyChange[];
}

/** A handle's shape (spec §5); a `site:` key of any other name is never read by the edge function. */
const handlePattern = /^[a-z0-9][a-z0-9-]{1,22}[a-z0-9]$/;

/** `pointers/{handle}/{sequence}.json` → handle. */
function handleOfPointerKey(key: string): string | null {
  const rest = key.slice(storeLayout.pointers.length);
  const slash = rest.indexOf('/');
  return slash > 0 ? rest.slice(0, slash) : null;
}

/**
 * The operators' reconcile (`npm run jobs -- mirror-edge [handle]`): after the KVS was unreachable
 * for longer than a job's retries, makes every `site:{handle}` and `domain:{host}` key equal to the
 * truth again (the pointer log and `website_domains`), with the same read-compare-write rounds as
 * the jobs' mirror, so it is safe while jobs run.
 *
 * Every handle: those with a pointer log in the store (retired ones too: their tombstone removes a
 * key left behind), in `published_sites`, and under a `site:` key in the KVS. Every domain: those in
 * `website_domains` and under a `domain:` key in the KVS (a key whose domain row was deleted is
 * removed). With `handle`, only that handle's key and the domains that the truth or the KVS tie to
 * it. A no-op (`configured: false`) without an edge store.
 */
export async function reconcileEdge(
  deps: EdgeReconcileDeps,
  options: { handle?: string } = {},
): Promise<EdgeReconcileReport> {
  const edge = deps.edge;
  if (!edge || edge.kind === 'none') return { configured: false, handles: [], domains: [], changes: [] };
  const handles = new Set<string>();
  const domains = new Set<string>();
  const domainKeys = await edge.keys(edgeKeys.domain(''));
  if (options.handle !== undefined) {
    handles.add(options.handle);
    // mirrorSite covers the domains the pointer and the database tie to the handle; a stale
    // `domain:` key pointing at it is found only in the KVS itself.
    for (const key of domainKeys) {
      if ((await edge.get(key)) === options.handle) domains.add(key.slice(edgeKeys.domain('').length));
    }
  } else {
    for (const object of await deps.store.list(storeLayout.pointers)) {
      const handle = handleOfPointerKey(object.key);
      if (handle) handles.add(handle);
    }
    for (const handle of await listPublishedHandles(deps.db)) handles.add(handle);
    for (const key of await edge.keys(edgeKeys.site(''))) {
      const handle = key.slice(edgeKeys.site('').length);
      if (handlePattern.test(handle)) handles.add(handle);
    }
    for (const domain of await listDomainNames(deps.db)) domains.add(domain);
    for (const key of domainKeys) domains.add(key.slice(edgeKeys.domain('').length));
  }
  const changes: EdgeKeyChange[] = [];
  const sortedHandles = [...handles].sort();
  for (const handle of sortedHandles) changes.push(...(await mirrorSite(deps, handle)));
  const sortedDomains = [...domains].sort();
  for (const domain of sortedDomains) changes.push(...(await mirrorDomain(deps, domain)));
  return { configured: true, handles: sortedHandles, domains: sortedDomains, changes };
}
