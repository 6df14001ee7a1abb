import type { Database, Queryable, Unlisten } from '../database/database.ts';
import { type LiveEvent, liveChannel, parseLiveEnvelope } from './live-events.ts';

/**
 * Sends `event` to each user in `userIds`, inside the caller's transaction when given one (NOTIFY
 * is delivered at commit, so listeners never see a change that was rolled back).
 */
export async function notifyUsers(
  db: Queryable,
  userIds: readonly string[],
  event: LiveEvent,
): Promise<void> {
  for (const payload of liveEnvelopes(userIds, event)) {
    await db.query('select pg_notify($1, $2)', [liveChannel, payload]);
  }
}

/**
 * The NOTIFY payloads of {@link liveChannel} that send `event` to each of `userIds` once (for a
 * statement that notifies as it writes). Payloads are limited to 8000 bytes: events carry ids
 * only, never documents.
 */
export function liveEnvelopes(userIds: readonly string[], event: LiveEvent): string[] {
  return [...new Set(userIds)].map((userId) => JSON.stringify({ userId, event }));
}

/** What {@link listenToLiveEvents} calls. */
export interface LiveEventHandlers {
  /** An event for `userId`, in the order the transactions that sent them committed. */
  event(userId: string, event: LiveEvent): void;
  /** A payload on the channel that is not a live envelope (it is dropped). */
  malformed?(payload: string): void;
}

/**
 * Listens to every live event of every user (one LISTEN; the api fans them out per user) until
 * the returned function is called. Notifications sent while a Postgres LISTEN connection is down
 * are lost, as with any LISTEN.
 */
export function listenToLiveEvents(db: Database, handlers: LiveEventHandlers): Promise<Unlisten> {
  return db.listen(liveChannel, (payload) => {
    const envelope = parseLiveEnvelope(payload);
    if (envelope) handlers.event(envelope.userId, envelope.event);
    else handlers.malformed?.(payload);
  });
}
