import type { MessagePort } from 'node:worker_threads';
import type { FormsProxyOptions } from './forms-proxy.ts';
import type { PointerChangeEvent } from './pointer-changes.ts';
import type { SitesStoreDescription } from './sites-store.ts';

/** What the sites server thread starts with (`workerData`). */
export interface SitesThreadData {
  store: SitesStoreDescription;
  port: number;
  host: string;
  /** The connected domains (domain → handle) when the thread starts. */
  domains: [string, string][];
  /** Where visitors' form posts are forwarded (`createSitesServer`'s `forms`), if anywhere. */
  forms?: FormsProxyOptions;
  /**
   * A pointer cache, when the main thread follows every pointer change: the port the changes
   * arrive on ({@link PointerChangeEvent}s, drained synchronously before each read), whether to
   * remember pointers from the start, and the cache's bounds. Absent: the pointer log is read on
   * every request.
   */
  pointerCache?: {
    port: MessagePort;
    caching: boolean;
    ttlMs?: number;
    maxEntries?: number;
  };
}

/** What the main thread sends on {@link SitesThreadData.pointerCache}'s port. */
export type ToPointerCache = PointerChangeEvent;

/** An error as it crosses the thread boundary (structured clone keeps no `code`). */
export interface ThreadError {
  name: string;
  message: string;
  stack?: string;
  code?: string;
}

/** Messages from the main thread to the sites server thread. */
export type ToSitesThread =
  /** The whole map of connected domains, replacing the thread's copy. */
  | { type: 'domains'; entries: [string, string][] }
  /** Stop listening; cut the connections still open after `graceMs`, then end the thread. */
  | { type: 'stop'; graceMs: number };

/** Messages from the sites server thread to the main thread. */
export type FromSitesThread =
  | { type: 'listening'; port: number; address: string; family: string }
  /** Listening failed (port taken, …): the main thread ends the thread. */
  | { type: 'listen-failed'; error: ThreadError }
  /** An unexpected error while answering a request (the visitor got a 500), or of the server. */
  | { type: 'error'; error: ThreadError };

/** An error as plain data, for `postMessage`. */
export function toThreadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const code = (error as NodeJS.ErrnoException).code;
  return {
    name: error.name,
    message: error.message,
    ...(error.stack ? { stack: error.stack } : {}),
    ...(typeof code === 'string' ? { code } : {}),
  };
}

/** A {@link ThreadError} as an `Error` again (for the logger's error serializer). */
export function fromThreadError(error: ThreadError): Error {
  const rebuilt = new Error(error.message);
  rebuilt.name = error.name;
  if (error.stack) rebuilt.stack = error.stack;
  if (error.code) Object.assign(rebuilt, { code: error.code });
  return rebuilt;
}
