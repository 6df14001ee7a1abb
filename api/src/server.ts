import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '@sitewright/store';
import type { Express } from 'express';
import type { Lifecycle } from './lifecycle.ts';
import type { Logger } from './logger.ts';

/**
 * Starts listening; resolves once the port is bound (port 0 picks a free one).
 * @param host - @defaultValue all interfaces
 */
export function listen(app: Express, port: number, host?: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(app);
    server.once('error', reject);
    server.listen(port, host ?? '::', () => resolve(server));
  });
}

/** The port a listening server is bound to. */
export function boundPort(server: Server): number {
  return (server.address() as AddressInfo).port;
}

export interface ShutdownOptions {
  server: Server | undefined;
  db: Database | undefined;
  lifecycle: Lifecycle;
  logger: Logger;
  /** How long in-flight requests may take to finish before their connections are cut. */
  timeoutMs: number;
}

/**
 * Graceful shutdown, in order: `/readyz` answers 503 at once; the listener stops accepting;
 * in-flight requests finish (their keep-alive connections close after the answer), or are cut
 * after `timeoutMs`; then the database closes.
 * @returns whether every request finished in time.
 */
export async function shutdown(options: ShutdownOptions): Promise<{ drained: boolean }> {
  const { server, db, lifecycle, logger, timeoutMs } = options;
  lifecycle.beginShutdown();
  let drained = true;
  if (server?.listening) {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A keep-alive connection turns idle when its last answer is sent; close it then, not at
    // the client's leisure.
    server.closeIdleConnections();
    const sweeper = setInterval(() => server.closeIdleConnections(), 50);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    if ((await Promise.race([closed, timedOut])) === 'timeout') {
      drained = false;
      logger.warn(
        { timeoutMs },
        'requests still running at the shutdown deadline; closing their connections',
      );
      server.closeAllConnections();
      await closed;
    }
    clearTimeout(timer);
    clearInterval(sweeper);
  }
  await db?.close();
  return { drained };
}
