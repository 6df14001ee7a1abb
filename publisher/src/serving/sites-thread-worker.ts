/**
 * Inside the sites server thread (loaded by `sites-thread-entry.mjs`): the sites server over the
 * thread's own store, listening itself, with its own copy of the connected domains that the main
 * thread replaces on every change. Errors go to the main thread as messages (its logger writes
 * them); nothing here logs.
 */
import type { AddressInfo } from 'node:net';
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import { createCompressionCache } from './compression.ts';
import { createPointerCache, type PointerCache } from './pointer-cache.ts';
import { createSitesServer } from './sites-server.ts';
import { openSitesStore } from './sites-store.ts';
import {
  type FromSitesThread,
  type SitesThreadData,
  type ToPointerCache,
  type ToSitesThread,
  toThreadError,
} from './sites-thread-protocol.ts';
import { createStoreLookup, domainDirectoryFromMap } from './store-lookup.ts';
import { warmHomePage } from './warm-page.ts';

if (!parentPort) throw new Error('sites-thread-worker.ts runs in a worker thread (startSitesThread)');
const port = parentPort;
const data = workerData as SitesThreadData;
const post = (message: FromSitesThread) => port.postMessage(message);

const domains = new Map(data.domains);
const store = await openSitesStore(data.store);
const compression = createCompressionCache();
const pointers = data.pointerCache ? followedPointerCache(data.pointerCache) : undefined;
const server = createSitesServer({
  store,
  lookup: createStoreLookup(store, domainDirectoryFromMap(domains), pointers),
  compression,
  onError: (error) => post({ type: 'error', error: toThreadError(error) }),
  ...(data.forms ? { forms: data.forms } : {}),
});

/**
 * The pointer cache, kept by the changes the main thread sends on its own port. Each read first
 * drains that port synchronously (`receiveMessageOnPort`): a change the main thread sent before a
 * request arrived is applied before that request looks, whatever order the event loop would
 * deliver the message and the request in. The port's listener applies changes between requests too.
 * A change that carries the pointer written (this process's jobs) is taken without reading the log
 * (`PointerCache.advance`), and the new build's home page is read and compressed at once
 * ({@link warmHomePage}), before its first visitor asks.
 */
function followedPointerCache(options: NonNullable<SitesThreadData['pointerCache']>): PointerCache {
  const changes = options.port;
  const apply = (event: ToPointerCache) => {
    if (event.kind === 'reset') cache.clear(event.caching);
    else if (event.pointer === undefined) cache.invalidate(event.handle);
    else if (cache.advance(event.handle, event.pointer) && event.pointer.buildId !== null) {
      warmHomePage(store, compression, event.handle, event.pointer.buildId).catch(() => undefined);
    }
  };
  const cache = createPointerCache({
    ...(options.ttlMs !== undefined ? { ttlMs: options.ttlMs } : {}),
    ...(options.maxEntries !== undefined ? { maxEntries: options.maxEntries } : {}),
    pull() {
      for (;;) {
        const received = receiveMessageOnPort(changes);
        if (received === undefined) return;
        apply(received.message as ToPointerCache);
      }
    },
  });
  cache.clear(options.caching);
  changes.on('message', apply);
  changes.unref();
  return cache;
}

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
