import type { ObjectStore } from '../object-store/object-store.ts';
import type { PointerCache } from './pointer-cache.ts';
import type { RouteLookup } from './route-request.ts';
import { siteOriginLookup } from './site-origin.ts';

/** Connected custom domains: the handle each one is Connected to (spec §4: state Connected only). */
export interface DomainDirectory {
  /** The handle a connected domain (lower-case, no port) is Connected to, or null. */
  handleFor(domain: string): string | null;
}

/**
 * A {@link DomainDirectory} that can be copied into another thread (the sites server thread,
 * `startSitesThread`): the whole map, and a signal after each change so the copy follows at once.
 */
export interface WatchableDomainDirectory extends DomainDirectory {
  /** The current map, domain → handle. */
  entries(): ReadonlyMap<string, string>;
  /** Calls `listener` after every change of the map; returns the function that stops it. */
  watch(listener: () => void): () => void;
}

/** A {@link DomainDirectory} over a live `Map` of domain → handle (the api keeps it current). */
export function domainDirectoryFromMap(domains: ReadonlyMap<string, string>): DomainDirectory {
  return { handleFor: (domain) => domains.get(domain) ?? null };
}

/** No custom domains: every Host is the shared sites origin. */
export const noCustomDomains: DomainDirectory = { handleFor: () => null };

/**
 * The routing lookups on the embedded default, by the same rule the edge mirror writes into the KVS
 * (`site-origin.ts`): the live build and the origin it was rendered for from the store's pointer log,
 * the Connected state of a domain from a directory. A domain serves its handle only once the build
 * rendered for it is live; the shared origin redirects only to the domain its live build was
 * rendered for.
 *
 * Without `pointers` the log is read on every request (a pointer switch is visible to the very next
 * request whoever wrote it). With a {@link PointerCache} it is read once per handle until the
 * cache is told the handle changed: only for a server that hears every pointer change
 * (`startSitesThread({ pointers })`).
 */
export function createStoreLookup(
  store: ObjectStore,
  domains: DomainDirectory = noCustomDomains,
  pointers?: PointerCache,
): RouteLookup {
  const read = (handle: string) => store.readPointer(handle);
  return siteOriginLookup({
    connectedHandle: (host) => domains.handleFor(host),
    readPointer: pointers ? (handle) => pointers.read(handle, read) : read,
  });
}
