import { type DomainDirectory, domainDirectoryFromMap } from '@sitewright/publisher';
import type { Queryable } from '@sitewright/store';

/**
 * The connected custom domains (spec §4: state Connected, attached to a published website), as
 * the sites server routes by Host: domain → handle. One live map per process, read by the sites
 * server's lookup ({@link ConnectedDomains.directory}) and reloaded from the database after every
 * domain change this process makes and periodically (changes made by other processes, renames).
 */
export interface ConnectedDomains {
  /** Pass to `createStoreLookup(store, directory)`; it always reads the current map. */
  readonly directory: DomainDirectory;
  /** Reloads the map from `website_domains`. */
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
      const { rows } = await db.query<{ domain_name: string; website_name: string }>(
        `select domain_name, website_name from website_domains
          where state = 'Connected' and website_id is not null and website_name is not null
          order by domain_name`,
      );
      if (mine !== generation) return;
      map.clear();
      for (const row of rows) map.set(row.domain_name, row.website_name);
    },
    entries: () => map,
  };
}
