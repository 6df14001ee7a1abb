import type { WatchableDomainDirectory } from '@sitewright/publisher';
import type { ConnectedDomains } from '../domains/connected-domains.ts';

/** {@link ConnectedDomains} whose directory can be copied into the sites server thread. */
export interface WatchedConnectedDomains extends ConnectedDomains {
  readonly directory: WatchableDomainDirectory;
}

/**
 * `connected` with a signal after every reload of its map, so the sites server thread's copy
 * (`startSitesServer({ domains })`) is replaced right after a domain call changes it, before the
 * call answers. Give the result (not `connected` itself) to `provideDomainServices`: reloads that
 * bypass it are not signalled.
 */
export function watchConnectedDomains(connected: ConnectedDomains): WatchedConnectedDomains {
  const listeners = new Set<() => void>();
  return {
    directory: {
      handleFor: (domain) => connected.directory.handleFor(domain),
      entries: () => connected.entries(),
      watch(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    async refresh(db) {
      try {
        await connected.refresh(db);
      } finally {
        for (const listener of listeners) listener();
      }
    },
    entries: () => connected.entries(),
  };
}
