import type { ObjectStore } from '../object-store/object-store.ts';
import type { LiveSite, RouteLookup } from './route-request.ts';

/** Connected custom domains, both ways. Only domains in state Connected belong here (spec §4). */
export interface DomainDirectory {
  /** The handle a connected domain (lower-case, no port) serves, or null. */
  handleFor(domain: string): string | null;
  /** The connected domain of a handle, or null. */
  domainFor(handle: string): string | null;
}

/** A {@link DomainDirectory} over a live `Map` of domain → handle (the api keeps it current). */
export function domainDirectoryFromMap(domains: ReadonlyMap<string, string>): DomainDirectory {
  return {
    handleFor: (domain) => domains.get(domain) ?? null,
    domainFor: (handle) => {
      for (const [domain, owner] of domains) if (owner === handle) return domain;
      return null;
    },
  };
}

/** No custom domains: every Host is the shared sites origin. */
export const noCustomDomains: DomainDirectory = { handleFor: () => null, domainFor: () => null };

/**
 * The routing lookups on the embedded default: the live build from the store's pointer log (read on
 * every request, so a pointer switch is visible to the very next request), domains from a directory.
 */
export function createStoreLookup(
  store: ObjectStore,
  domains: DomainDirectory = noCustomDomains,
): RouteLookup {
  return {
    handleForDomain: async (host) => domains.handleFor(host),
    async liveSite(handle): Promise<LiveSite | null> {
      const pointer = await store.readPointer(handle);
      if (pointer === null || pointer.buildId === null) return null;
      // A build rendered for a custom domain (its custom code) stays off the shared origin even
      // after the domain is disconnected, until the republish for the shared origin is live.
      return { buildId: pointer.buildId, domain: domains.domainFor(handle) ?? pointer.domain ?? null };
    },
  };
}
