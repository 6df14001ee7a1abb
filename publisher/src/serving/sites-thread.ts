import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads';
import type { FormsProxyOptions } from './forms-proxy.ts';
import type { PointerCacheOptions } from './pointer-cache.ts';
import type { PointerChangeFeed } from './pointer-changes.ts';
import type { SitesStoreDescription } from './sites-store.ts';
import {
  type FromSitesThread,
  fromThreadError,
  type SitesThreadData,
  type ToPointerCache,
  type ToSitesThread,
} from './sites-thread-protocol.ts';
import type { WatchableDomainDirectory } from './store-lookup.ts';

/** Where the thread's errors and restarts are written; pino's logger fits. */
export interface SitesThreadLogger {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** Options of {@link startSitesThread}. */
export interface SitesThreadOptions {
  /** The store the thread opens for itself (the same one the jobs write). */
  store: SitesStoreDescription;
  /** 0 picks a free port; a restarted thread listens on the port the first one got. */
  port: number;
  /** @defaultValue all interfaces (`::`) */
  host?: string;
  /**
   * Connected custom domains: copied into the thread at start and after every change.
   * @defaultValue none
   */
  domains?: WatchableDomainDirectory;
  /**
   * Every change of a live pointer (`PointerChanges`: the in-process jobs' and, through LISTEN,
   * other processes'). Given, the thread caches pointers ({@link createPointerCache}) and forgets a
   * handle's as soon as it is told, or takes the new one when the change carries it (the in-process
   * jobs'); without it, the pointer log is read on every request.
   * @defaultValue none (no cache)
   */
  pointers?: PointerChangeFeed;
  /**
   * Visitors' form posts (`/_forms/…`) are forwarded to this api (`createSitesServer`'s `forms`).
   * @defaultValue none (a 404)
   */
  forms?: FormsProxyOptions;
  /** Bounds of the pointer cache (with `pointers`). @defaultValue 10000 handles, 60 s TTL */
  pointerCache?: Pick<PointerCacheOptions, 'maxEntries' | 'ttlMs'>;
  /** Request errors (the visitor got a 500), thread failures and restarts. @defaultValue none */
  logger?: SitesThreadLogger;
  /** Bound on the thread's start (loading, opening the store, listening). @defaultValue 30000 */
  startTimeoutMs?: number;
  /** On stop, connections still open this long after are cut. @defaultValue 2000 */
  stopGraceMs?: number;
  /** On stop, a thread still running this long after is terminated. @defaultValue 3000 */
  stopTimeoutMs?: number;
  /** First delay before restarting a thread that ended unexpectedly, doubled up to 10 s. @defaultValue 100 */
  restartDelayMs?: number;
}

/** A sites server running in its own thread. */
export interface SitesThread {
  /** The port it listens on (the free one chosen when 0 was asked). */
  readonly port: number;
  /** Where it listens, like `net.Server#address()`. */
  address(): AddressInfo;
  /** The running thread's `threadId` (a restart changes it), or null between a crash and its restart. */
  readonly threadId: number | null;
  /**
   * The running thread, or null between a crash and its restart: for diagnostics
   * (`worker.performance.eventLoopUtilization()`). Its messages belong to this module.
   */
  readonly worker: Worker | null;
  /** Stops listening, cuts connections after the grace time, ends the thread; bounded by `stopTimeoutMs`. */
  stop(): Promise<void>;
}

const entry = new URL('./sites-thread-entry.mjs', import.meta.url);
/** A thread that stayed up this long starts the restart delays over. */
const healthyAfterMs = 30_000;
const maxRestartDelayMs = 10_000;

interface Thread {
  worker: Worker;
  exited: Promise<number>;
  /** Where pointer changes are sent (with `pointers`). */
  changes: MessagePort | null;
}

const sameEntries = (a: [string, string][], b: [string, string][]) =>
  a.length === b.length && a.every(([domain, handle], i) => b[i]?.[0] === domain && b[i]?.[1] === handle);

/**
 * Starts the sites server ({@link createSitesServer}, routing with {@link createStoreLookup}) in a
 * worker thread of its own, so a visitor's request never waits for the main thread (on the
 * embedded default: PGlite's WebAssembly and the jobs). The thread opens its own store from
 * `store` and listens itself; the connected domains are copied in at start and after every change
 * of `domains`. With `pointers`, the thread caches live pointers and each change is posted to it
 * as it is told (drained before the next read: see `sites-thread-worker.ts`). Resolves once
 * listening, rejects when it cannot listen.
 *
 * A thread that ends unexpectedly (an uncaught error) is logged and restarted on the same port,
 * after 100 ms, doubling up to 10 s while it keeps failing: one bad request must not take the
 * sites down for good, and the api keeps serving its own calls meanwhile.
 */
export async function startSitesThread(options: SitesThreadOptions): Promise<SitesThread> {
  const host = options.host ?? '::';
  const startTimeoutMs = options.startTimeoutMs ?? 30_000;
  const stopGraceMs = options.stopGraceMs ?? 2000;
  const stopTimeoutMs = options.stopTimeoutMs ?? 3000;
  const firstDelayMs = options.restartDelayMs ?? 100;
  const logger = options.logger;
  const snapshot = (): [string, string][] => [...(options.domains?.entries() ?? [])];

  let domains = snapshot();
  let current: Thread | null = null;
  let listening: AddressInfo | null = null;
  let stopping = false;
  let restartTimer: NodeJS.Timeout | undefined;
  let delayMs = firstDelayMs;

  const unwatch = options.domains?.watch(() => {
    const next = snapshot();
    if (sameEntries(next, domains)) return;
    domains = next;
    // A thread still starting gets it too: messages wait for its listener.
    current?.worker.postMessage({ type: 'domains', entries: next } satisfies ToSitesThread);
  });
  // Posted synchronously as the change is told: the thread drains its port before each read, so a
  // request that arrives after this returns sees the change.
  const unwatchPointers = options.pointers?.watch((event) => {
    current?.changes?.postMessage(event satisfies ToPointerCache);
  });

  /** One thread, resolved once it listens. */
  function spawn(port: number): Promise<AddressInfo> {
    const channel = options.pointers ? new MessageChannel() : null;
    const data: SitesThreadData = {
      store: options.store,
      port,
      host,
      domains,
      ...(options.forms ? { forms: { ...options.forms } } : {}),
      ...(channel && options.pointers
        ? {
            pointerCache: {
              port: channel.port2,
              caching: options.pointers.caching,
              ...options.pointerCache,
            },
          }
        : {}),
    };
    const worker = new Worker(entry, {
      workerData: data,
      name: 'sites-server',
      ...(channel ? { transferList: [channel.port2] } : {}),
    });
    const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
    const thread: Thread = { worker, exited, changes: channel?.port1 ?? null };
    channel?.port1.unref();
    void exited.then(() => channel?.port1.close());
    current = thread;
    let started = false;
    worker.on('message', (message: FromSitesThread) => {
      if (message.type === 'error')
        logger?.error({ err: fromThreadError(message.error) }, 'sites server error');
    });
    // Listened to from the start: an 'error' event without a listener would throw on this thread.
    worker.on('error', (err) => {
      if (started) logger?.error({ err }, 'sites server thread failed');
    });
    return new Promise<AddressInfo>((resolve, reject) => {
      const settle = (error: Error | null, address?: AddressInfo) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (error) reject(error);
        else resolve(address as AddressInfo);
      };
      const onMessage = (message: FromSitesThread) => {
        if (message.type === 'listening') {
          const { port: bound, address, family } = message;
          settle(null, { port: bound, address, family });
        } else if (message.type === 'listen-failed') {
          settle(fromThreadError(message.error));
          void worker.terminate();
        }
      };
      const onError = (error: Error) => settle(error);
      const onExit = (code: number) =>
        settle(new Error(`the sites server thread ended (exit code ${code}) before listening`));
      const timer = setTimeout(() => {
        settle(new Error(`the sites server thread did not listen within ${startTimeoutMs} ms`));
        void worker.terminate();
      }, startTimeoutMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
    }).then((address) => {
      started = true;
      watchForCrash(thread, Date.now());
      return address;
    });
  }

  /** After a successful start: an unexpected end is logged and followed by a restart. */
  function watchForCrash(thread: Thread, startedAt: number): void {
    void thread.exited.then((code) => {
      if (stopping || current !== thread) return;
      current = null;
      if (Date.now() - startedAt > healthyAfterMs) delayMs = firstDelayMs;
      scheduleRestart(code);
    });
  }

  function scheduleRestart(code: number | null): void {
    const wait = delayMs;
    delayMs = Math.min(delayMs * 2, maxRestartDelayMs);
    logger?.error({ code, restartInMs: wait }, 'sites server thread ended unexpectedly; restarting');
    restartTimer = setTimeout(() => {
      if (stopping || !listening) return;
      spawn(listening.port).then(
        (address) => {
          if (stopping) return;
          listening = address;
          logger?.info({ port: address.port }, 'sites server thread restarted');
        },
        (err: unknown) => {
          if (stopping) return;
          logger?.error({ err }, 'sites server thread could not restart');
          current = null;
          scheduleRestart(null);
        },
      );
    }, wait);
  }

  try {
    listening = await spawn(options.port);
  } catch (error) {
    unwatch?.();
    unwatchPointers?.();
    throw error;
  }

  let stopped: Promise<void> | null = null;
  async function stop(): Promise<void> {
    stopping = true;
    clearTimeout(restartTimer);
    unwatch?.();
    unwatchPointers?.();
    const thread = current;
    current = null;
    if (!thread) return;
    thread.worker.postMessage({ type: 'stop', graceMs: stopGraceMs } satisfies ToSitesThread);
    const ended = await Promise.race([
      thread.exited.then(() => true),
      sleep(stopTimeoutMs, false, { ref: false }),
    ]);
    if (!ended) await thread.worker.terminate();
  }

  return {
    get port() {
      return (listening as AddressInfo).port;
    },
    address: () => ({ ...(listening as AddressInfo) }),
    get threadId() {
      return current?.worker.threadId ?? null;
    },
    get worker() {
      return current?.worker ?? null;
    },
    stop() {
      stopped ??= stop();
      return stopped;
    },
  };
}
