import type { Database, Unlisten } from '@sitewright/store';
import type { Logger } from '../logger.ts';
import { type LiveEvent, liveChannel } from './notify.ts';

/** Receives the live events addressed to one user. */
export type LiveListener = (event: LiveEvent) => void;

/**
 * The listening side of `notifyUsers`: ONE `LISTEN sitewright_live` per api process, shared by
 * every open stream, fanned out by user id. It listens while anyone is subscribed and stops when
 * the last stream closes.
 */
export interface LiveHub {
  /** Starts delivering `userId`'s events to `listener` (after LISTEN is in place). */
  subscribe(userId: string, listener: LiveListener): Promise<() => void>;
  /** Open subscriptions (tests, metrics). */
  size(): number;
}

interface Envelope {
  userId: string;
  event: LiveEvent;
}

function parseEnvelope(payload: string): Envelope | null {
  try {
    const value = JSON.parse(payload) as Partial<Envelope> | null;
    if (typeof value?.userId !== 'string' || typeof value.event?.kind !== 'string') return null;
    return value as Envelope;
  } catch {
    return null;
  }
}

/** Builds the process's {@link LiveHub} over `db` (PGlite or Postgres). */
export function createLiveHub(db: Database, logger: Logger): LiveHub {
  const byUser = new Map<string, Set<LiveListener>>();
  let count = 0;
  let listening: Promise<Unlisten> | null = null;

  const deliver = (payload: string) => {
    const envelope = parseEnvelope(payload);
    if (!envelope) {
      logger.warn({ channel: liveChannel }, 'ignored a live notification that does not parse');
      return;
    }
    for (const listener of byUser.get(envelope.userId) ?? []) {
      try {
        listener(envelope.event);
      } catch (err) {
        logger.warn({ err }, 'a live listener failed');
      }
    }
  };

  const stopListening = () => {
    const stopping = listening;
    listening = null;
    stopping?.then((unlisten) => unlisten()).catch((err: unknown) => logger.warn({ err }, 'UNLISTEN failed'));
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
        // A fresh handler each time: an UNLISTEN still in flight removes only its own.
        listening ??= db.listen(liveChannel, (payload) => deliver(payload));
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
