import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createSitesServer,
  createStoreLookup,
  type DomainDirectory,
  type ObjectStore,
} from '@sitewright/publisher';
import type { Logger } from '../logger.ts';

/** Options of {@link startSitesServer}. */
export interface SitesServerStart {
  store: ObjectStore;
  /** `SITES_PORT` (0 picks a free one). */
  port: number;
  /** @defaultValue all interfaces */
  host?: string;
  logger: Logger;
  /**
   * Connected custom domains (the api's domain runtime keeps the map current). A domain's Host serves
   * its handle only once the live build was rendered for it (`createStoreLookup`, the edge's rule).
   * @defaultValue none
   */
  domains?: DomainDirectory;
}

/**
 * The published sites' own origin on the embedded default (`http://localhost:3001/{handle}`): the
 * publisher's sites server over the configured store, with the routing function the edge runs.
 * Resolves once listening.
 */
export function startSitesServer(options: SitesServerStart): Promise<Server> {
  const server = createSitesServer({
    store: options.store,
    ...(options.domains ? { lookup: createStoreLookup(options.store, options.domains) } : {}),
    onError: (err) => options.logger.error({ err }, 'sites server error'),
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '::', () => {
      server.off('error', reject);
      options.logger.info({ port: (server.address() as AddressInfo).port }, 'sites listening');
      resolve(server);
    });
  });
}

/** Closes the sites server, cutting keep-alive connections so it does not hold shutdown up. */
export function stopSitesServer(server: Server | undefined): Promise<void> {
  if (!server?.listening) return Promise.resolve();
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 2000).unref();
  });
}
