import { type Database, type LiveEvent, listenToLiveEvents, type Unlisten } from '@sitewright/store';
import type { Logger } from '../logger.ts';

/** Receives the live events addressed to one user. */
export type LiveListener = (event: LiveEvent) => void;

/**
 * The listening side of `notifyUsers`: ONE listener on the live channel per api process
 * (`listenToLiveEvents`), shared by every open stream, fanned out by user id. It listens while
 * anyone is subscribed and stops when the last stream closes.
 */
export interface LiveHub {
  /** Starts delivering `userId`'s events to `listener` (after LISTEN is in place). */
  subscribe(userId: string, listener: LiveListener): Promise<() => void>;
  /** Open subscriptions (tests, metrics). */
  size(): number;
}

/** Builds the process's {@link LiveHub} over `db` (PGlite or Postgres). */
export function createLiveHub(db: Database, logger: Logger): LiveHub {
  const byUser = new Map<string, Set<LiveListener>>();
  let count = 0;
  let listening: Promise<Unlisten> | null = null;

  const deliver = (userId: string, event: LiveEvent) => {
    for (const listener of byUser.get(userId) ?? []) {
      try {
        listener(event);
      } catch (err) {
        logger.warn({ err }, 'a live listener failed');
      }
    }
  };
  const handlers = {
    event: deliver,
    malformed: (payload: string) =>
      logger.warn({ bytes: payload.length }, 'ignored a live notification that does not parse'),
  };

  const stopListening = () => {
    const stopping = listening;
    listening = null;
    stopping
      ?.then((unlisten) => unlisten())
      .catch((err: unknown) => logger.warn({ err }, 'stopping the live listener failed'));
  };

  return {
    async subscribe(userId, listener) {
      const set = byUser.get(userId) ?? new Set();
      set.add(listener);
      byUser.set(userId, set);
      count += 1;
      let active = true;
      const unsubscribe = () => {
        if (!active) return;
        active = false;
        count -= 1;
        set.delete(listener);
        if (set.size === 0 && byUser.get(userId) === set) byUser.delete(userId);
        if (count === 0) stopListening();
      };
      try {
        // Each listen registers a handler of its own: an UNLISTEN still in flight removes only its own.
        listening ??= listenToLiveEvents(db, handlers);
        await listening;
      } catch (error) {
        listening = null;
        unsubscribe();
        throw error;
      }
      return unsubscribe;
    },
    size: () => count,
  };
}
