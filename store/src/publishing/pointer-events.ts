import type { Database, ListenEvents, Queryable, Unlisten } from '../database/database.ts';

/**
 * Pointer changes: after the publisher writes a handle's live pointer into the object store (a
 * publish, rollback, unpublish, rename or retirement), it sends the handle on this channel, so a
 * sites server that caches pointers — in any process — forgets that handle's pointer.
 */
export const pointerChannel = 'sitewright_pointers';

/** One change: the handle, and the process that wrote it (`origin`; null when unnamed). */
export interface PointerChange {
  handle: string;
  origin: string | null;
}

/**
 * Tells every listener that `handle`'s pointer changed in storage. Send it right AFTER the storage
 * write (a listener that re-reads at once must find the new pointer). `origin` names the writing
 * process, so that process can skip its own changes when it already applied them directly.
 */
export async function notifyPointerChanged(
  db: Queryable,
  handle: string,
  origin: string | null = null,
): Promise<void> {
  const change: PointerChange = { handle, origin };
  await db.query('select pg_notify($1, $2)', [pointerChannel, JSON.stringify(change)]);
}

/** A payload of {@link pointerChannel}, or null when it is not one. */
export function parsePointerChange(payload: string): PointerChange | null {
  try {
    const parsed = JSON.parse(payload) as { handle?: unknown; origin?: unknown };
    if (typeof parsed.handle !== 'string' || parsed.handle === '') return null;
    return { handle: parsed.handle, origin: typeof parsed.origin === 'string' ? parsed.origin : null };
  } catch {
    return null;
  }
}

/** What {@link listenToPointerChanges} calls. */
export interface PointerChangeHandlers extends ListenEvents {
  changed(change: PointerChange): void;
  /** A payload on the channel that is not a pointer change (it is dropped). */
  malformed?(payload: string): void;
}

/**
 * Listens to every pointer change until the returned function is called (one LISTEN, on the
 * database's LISTEN connection). Changes sent while that connection is down are lost: `interrupted`
 * and `resumed` say when.
 */
export function listenToPointerChanges(db: Database, handlers: PointerChangeHandlers): Promise<Unlisten> {
  const events: ListenEvents = {
    ...(handlers.interrupted ? { interrupted: () => handlers.interrupted?.() } : {}),
    ...(handlers.resumed ? { resumed: () => handlers.resumed?.() } : {}),
  };
  return db.listen(
    pointerChannel,
    (payload) => {
      const change = parsePointerChange(payload);
      if (change) handlers.changed(change);
      else handlers.malformed?.(payload);
    },
    events,
  );
}
