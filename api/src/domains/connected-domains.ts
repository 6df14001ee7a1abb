import { type DomainDirectory, domainDirectoryFromMap } from '@sitewright/publisher';
import { listServedDomains, type Queryable } from '@sitewright/store';

/**
 * The custom domains serving a published site (store's `listServedDomains`), as the sites server
 * routes by Host: domain → handle. One live map per process, read by the sites
 * server's lookup ({@link ConnectedDomains.directory}) and reloaded from the database after every
 * domain change this process makes and periodically (changes made by other processes, renames).
 */
export interface ConnectedDomains {
  /** Pass to `createStoreLookup(store, directory)`; it always reads the current map. */
  readonly directory: DomainDirectory;
  /** Reloads the map from the database. */
  refresh(db: Queryable): Promise<void>;
  /** The current map, for tests and logs. */
  entries(): ReadonlyMap<string, string>;
}

/** An empty {@link ConnectedDomains}; call `refresh` to load it. */
export function createConnectedDomains(): ConnectedDomains {
  const map = new Map<string, string>();
  // Refreshes can overlap (a change and the timer): the last one to START wins, so a slow, older
  // read never overwrites a newer one.
  let generation = 0;
  return {
    directory: domainDirectoryFromMap(map),
    async refresh(db) {
      const mine = ++generation;
      const served = await listServedDomains(db);
      if (mine !== generation) return;
      map.clear();
      for (const { domainName, handle } of served) map.set(domainName, handle);
    },
    entries: () => map,
  };
}
