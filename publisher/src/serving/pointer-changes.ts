import { randomUUID } from 'node:crypto';
import type { LivePointer } from '../object-store/object-store.ts';

/** What a sites server with a pointer cache is told. */
export type PointerChangeEvent =
  /**
   * The handle's pointer changed in storage (written before this was sent). `pointer` is the entry
   * written, when the writer knows it (this process's jobs): a cache takes it without reading
   * storage, ordered by its sequence (`PointerCache.advance`). Without it, the cache reads again.
   */
  | { kind: 'changed'; handle: string; pointer?: LivePointer }
  /** Forget every pointer; `caching` says whether to remember pointers from now on. */
  | { kind: 'reset'; caching: boolean };

/**
 * The pointer changes a sites server follows (`startSitesThread({ pointers })`): every change of
 * any handle's live pointer, and a reset when changes may have been missed.
 */
export interface PointerChangeFeed {
  /** Whether a cache may remember pointers now (false while changes could be missed). */
  readonly caching: boolean;
  /** Calls `listener` with every event, synchronously; returns the function that stops it. */
  watch(listener: (event: PointerChangeEvent) => void): () => void;
}

/**
 * The pointer changes of one process: the in-process jobs tell it directly (`changed`, before the
 * job goes on), the LISTEN on the database brings those of other processes
 * (`followPointerChanges`), and the sites thread watches it.
 */
export interface PointerChanges extends PointerChangeFeed {
  /** This process's name in the notifications it sends, so its own come back to it only once. */
  readonly origin: string;
  /** `handle`'s pointer changed; `pointer` is the entry written, when the writer knows it. */
  changed(handle: string, pointer?: LivePointer): void;
  reset(caching: boolean): void;
}

/** A {@link PointerChanges} hub; `caching` starts false until the LISTEN is up (`followPointerChanges`) unless told otherwise. */
export function createPointerChanges(options: { caching?: boolean } = {}): PointerChanges {
  const listeners = new Set<(event: PointerChangeEvent) => void>();
  let caching = options.caching ?? false;
  const emit = (event: PointerChangeEvent) => {
    for (const listener of [...listeners]) listener(event);
  };
  return {
    origin: randomUUID(),
    get caching() {
      return caching;
    },
    watch(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    changed(handle, pointer) {
      emit(pointer === undefined ? { kind: 'changed', handle } : { kind: 'changed', handle, pointer });
    },
    reset(next) {
      caching = next;
      emit({ kind: 'reset', caching: next });
    },
  };
}
