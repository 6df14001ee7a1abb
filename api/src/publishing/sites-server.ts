import {
  followPointerChanges,
  type PointerChanges,
  type SitesStoreDescription,
  type SitesThread,
  startSitesThread,
  type WatchableDomainDirectory,
} from '@sitewright/publisher';
import type { Database, Unlisten } from '@sitewright/store';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';

/** Options of {@link startSitesServer}. */
export interface SitesServerStart {
  /**
   * The store the published sites are read from, as data: the server's thread opens its own
   * (`sitesStoreFor(config.storage)`, the store the jobs write).
   */
  store: SitesStoreDescription;
  /** `SITES_PORT` (0 picks a free one). */
  port: number;
  /** @defaultValue all interfaces */
  host?: string;
  /** Request errors (`sites server error`), the thread's failures and restarts. */
  logger: Logger;
  /**
   * Connected custom domains (the api's domain runtime keeps the map current; the thread gets a copy
   * at start and after every change). A domain's Host serves its handle only once the live build was
   * rendered for it (`createStoreLookup`, the edge's rule).
   * @defaultValue none
   */
  domains?: WatchableDomainDirectory;
  /**
   * Cache the live pointers: `changes` is this process's hub (`publishing.deps.pointerChanges`, told
   * by the in-process jobs), `db` brings the other processes' changes (LISTEN). Without it, the
   * pointer log is read on every request. If the LISTEN cannot start, nothing is cached (logged).
   * @defaultValue none
   */
  pointers?: { db: Database; changes: PointerChanges };
  /**
   * The api the sites server forwards visitors' form posts (`/_forms/…`) to, e.g.
   * `http://127.0.0.1:3000` (`main.ts`: this process's own port). @defaultValue none (a 404)
   */
  formsApiUrl?: string;
}

/** The running sites server: its port and address, and `stop()` (or {@link stopSitesServer}). */
export type SitesServer = SitesThread;

/** The configured store as data: the sites server's thread opens it, and `objectStoreFor` makes the jobs' store from it. */
export function sitesStoreFor(storage: Config['storage']): SitesStoreDescription {
  if (storage.kind === 'folder') return { kind: 'folder', root: storage.dir };
  return {
    kind: 's3',
    bucket: storage.bucket,
    region: storage.region,
    ...(storage.endpoint ? { endpoint: storage.endpoint } : {}),
  };
}

/**
 * The published sites' own origin on the embedded default (`http://localhost:3001/{handle}`): the
 * publisher's sites server, with the routing function the edge runs, in a worker thread of its own
 * (`startSitesThread`), so a visitor's request never waits for the api's main thread (PGlite, the
 * in-process jobs). A thread that fails is logged and restarted. Resolves once listening.
 */
export async function startSitesServer(options: SitesServerStart): Promise<SitesServer> {
  const pointers = options.pointers;
  // Listening before the thread starts: no change can fall between a first cached read and the LISTEN.
  let unfollow: Unlisten | null = null;
  if (pointers) {
    unfollow = await followPointerChanges(pointers.db, pointers.changes).catch((err: unknown) => {
      options.logger.warn({ err }, 'cannot LISTEN for pointer changes: the sites server caches no pointer');
      return null;
    });
  }
  let sites: SitesThread;
  try {
    sites = await startSitesThread({
      store: options.store,
      port: options.port,
      host: options.host ?? '::',
      logger: options.logger,
      ...(options.domains ? { domains: options.domains } : {}),
      ...(pointers ? { pointers: pointers.changes } : {}),
      ...(options.formsApiUrl ? { forms: { apiUrl: options.formsApiUrl } } : {}),
    });
  } catch (error) {
    await unfollow?.();
    throw error;
  }
  options.logger.info(
    { port: sites.port, threadId: sites.threadId, pointerCache: pointers?.changes.caching ?? false },
    'sites listening',
  );
  if (!unfollow) return sites;
  const stopFollowing = unfollow;
  return {
    get port() {
      return sites.port;
    },
    address: () => sites.address(),
    get threadId() {
      return sites.threadId;
    },
    get worker() {
      return sites.worker;
    },
    async stop() {
      await sites.stop();
      await stopFollowing().catch(() => undefined);
    },
  };
}

/**
 * Stops the sites server: no new connections, open ones cut after 2 s, the thread ended (terminated
 * if it has not ended 3 s after).
 */
export function stopSitesServer(server: SitesServer | undefined): Promise<void> {
  return server ? server.stop() : Promise.resolve();
}
