/**
 * Inside the sites server thread (loaded by `sites-thread-entry.mjs`): the sites server over the
 * thread's own store, listening itself, with its own copy of the connected domains that the main
 * thread replaces on every change. Errors go to the main thread as messages (its logger writes
 * them); nothing here logs.
 */
import type { AddressInfo } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { createSitesServer } from './sites-server.ts';
import { openSitesStore } from './sites-store.ts';
import {
  type FromSitesThread,
  type SitesThreadData,
  type ToSitesThread,
  toThreadError,
} from './sites-thread-protocol.ts';
import { createStoreLookup, domainDirectoryFromMap } from './store-lookup.ts';

if (!parentPort) throw new Error('sites-thread-worker.ts runs in a worker thread (startSitesThread)');
const port = parentPort;
const data = workerData as SitesThreadData;
const post = (message: FromSitesThread) => port.postMessage(message);

const domains = new Map(data.domains);
const store = await openSitesStore(data.store);
const server = createSitesServer({
  store,
  lookup: createStoreLookup(store, domainDirectoryFromMap(domains)),
  onError: (error) => post({ type: 'error', error: toThreadError(error) }),
});

function stop(graceMs: number): void {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => server.closeAllConnections(), graceMs);
}

port.on('message', (message: ToSitesThread) => {
  if (message.type === 'domains') {
    domains.clear();
    for (const [domain, handle] of message.entries) domains.set(domain, handle);
  } else if (message.type === 'stop') {
    stop(message.graceMs);
  }
});

// The main thread ends this thread once it has the reason (exiting here could drop the message).
server.once('error', (error) => post({ type: 'listen-failed', error: toThreadError(error) }));
server.listen(data.port, data.host, () => {
  server.removeAllListeners('error');
  server.on('error', (error) => post({ type: 'error', error: toThreadError(error) }));
  const address = server.address() as AddressInfo;
  post({ type: 'listening', port: address.port, address: address.address, family: address.family });
});
