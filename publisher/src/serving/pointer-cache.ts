import type { LivePointer } from '../object-store/object-store.ts';

/** Options of {@link createPointerCache}. */
export interface PointerCacheOptions {
  /** Handles remembered at most; the least recently read is forgotten first. @defaultValue 10000 */
  maxEntries?: number;
  /**
   * Last resort: a remembered pointer is read again after this long even if no change was heard
   * (a notification lost without the LISTEN connection noticing). @defaultValue 60000 (60 s)
   */
  ttlMs?: number;
  /**
   * Called first on every read, synchronously: applies the invalidations already sent to this
   * thread (the sites thread drains its invalidation port here), so a change signalled before a
   * request arrived is applied before that request reads the cache.
   */
  pull?: () => void;
  /** @defaultValue Date.now */
  now?: () => number;
}

/** Live pointers per handle, remembered until told they changed. */
export interface PointerCache {
  /** The pointer of `handle`: remembered, or read with `load` (once for concurrent readers) and remembered. */
  read(handle: string, load: (handle: string) => Promise<LivePointer | null>): Promise<LivePointer | null>;
  /** `handle`'s pointer changed in storage: forget it; a read already running for it is not remembered. */
  invalidate(handle: string): void;
  /**
   * `handle`'s pointer is now `pointer`, written by this process: remembered in place of the one
   * remembered when that one is older (a lower sequence), so the next request serves it without
   * reading storage. Ignored when the one remembered is as new or newer (a late event: a restore's
   * higher sequence keeps winning over an older publish told after it). With nothing remembered, or
   * a remembered "no pointer" (no sequence), it cannot be ordered, so it only forgets, as
   * {@link PointerCache.invalidate}.
   * @returns whether `pointer` is remembered now.
   */
  advance(handle: string, pointer: LivePointer): boolean;
  /** Forget everything (a change may have been missed); `caching: false` also stops remembering until told again. */
  clear(caching?: boolean): void;
  /** Whether reads are remembered (false between a lost LISTEN connection and its return). */
  readonly caching: boolean;
  /** Handles remembered now. */
  readonly size: number;
}

interface Entry {
  pointer: LivePointer | null;
  expiresAt: number;
}

interface Flight {
  promise: Promise<LivePointer | null>;
  /** Set when the handle was invalidated while the read ran: its answer may predate the change. */
  stale: boolean;
}

/**
 * A bounded cache of live pointers (and of "no pointer": a handle never published is read once
 * too), for a sites server whose pointer changes are signalled to it.
 *
 * Ordering: the writer signals after the storage write, so a read that STARTS after
 * {@link PointerCache.invalidate} finds the new pointer. A read that started before may return the
 * old one to its own request (it was concurrent with the switch) but is never remembered: the
 * invalidation marks its flight stale, and later requests start a read of their own.
 *
 * A writer that knows the pointer it wrote tells it ({@link PointerCache.advance}): it replaces a
 * remembered pointer only if its sequence is higher. A remembered pointer was the newest when it
 * was read or told and every change since was signalled, so a higher told one is newer still, and a
 * lower one is a late event. Without a remembered pointer — or with a remembered "no pointer", which
 * has no sequence — nothing orders the told one against storage (a newer entry may be there, its
 * signal already applied; or none, the log deleted since), so storage is read again.
 */
export function createPointerCache(options: PointerCacheOptions = {}): PointerCache {
  const maxEntries = Math.max(1, options.maxEntries ?? 10_000);
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const pull = options.pull;
  // A Map keeps insertion order: re-inserting on a hit makes its first key the least recently read.
  const entries = new Map<string, Entry>();
  const flights = new Map<string, Flight>();
  let caching = true;

  function remember(handle: string, pointer: LivePointer | null): void {
    entries.delete(handle);
    entries.set(handle, { pointer, expiresAt: now() + ttlMs });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value as string;
      entries.delete(oldest);
    }
  }

  function forgetFlight(handle: string): void {
    const flight = flights.get(handle);
    if (!flight) return;
    flight.stale = true;
    flights.delete(handle);
  }

  return {
    read(handle, load) {
      pull?.();
      const entry = entries.get(handle);
      if (entry !== undefined) {
        if (entry.expiresAt > now()) {
          entries.delete(handle);
          entries.set(handle, entry);
          return Promise.resolve(entry.pointer);
        }
        entries.delete(handle);
      }
      const running = flights.get(handle);
      if (running) return running.promise;
      const flight: Flight = { promise: Promise.resolve(null), stale: false };
      flight.promise = load(handle).then(
        (pointer) => {
          if (flights.get(handle) === flight) flights.delete(handle);
          if (!flight.stale && caching) remember(handle, pointer);
          return pointer;
        },
        (error: unknown) => {
          if (flights.get(handle) === flight) flights.delete(handle);
          throw error;
        },
      );
      flights.set(handle, flight);
      return flight.promise;
    },
    invalidate(handle) {
      entries.delete(handle);
      forgetFlight(handle);
    },
    advance(handle, pointer) {
      const entry = entries.get(handle);
      // A remembered "no pointer" has no sequence to order the told one against (the handle's log
      // may have gone since the job wrote its entry: a website deleted): storage decides.
      if (entry === undefined || entry.pointer === null || entry.expiresAt <= now() || !caching) {
        entries.delete(handle);
        forgetFlight(handle);
        return false;
      }
      if (entry.pointer.sequence >= pointer.sequence) return false;
      forgetFlight(handle);
      remember(handle, pointer);
      return true;
    },
    clear(next = caching) {
      caching = next;
      entries.clear();
      for (const handle of [...flights.keys()]) forgetFlight(handle);
    },
    get caching() {
      return caching;
    },
    get size() {
      return entries.size;
    },
  };
}
