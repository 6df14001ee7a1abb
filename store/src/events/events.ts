import type { Queryable } from '../database/database.ts';

/** Spec §1: a page view on every route change; sign-in and sign-out on auth changes. */
export type EventType = 'sign_in' | 'sign_out' | 'page_view';

/** One usage event. `route` is required for `page_view` (the `events_page_view_has_route` check). */
export interface UsageEvent {
  type: EventType;
  userId?: string | null;
  route?: string | null;
  at: Date;
}

/**
 * Records an event. Call it inside the transaction of the change it describes (a sign-in is
 * recorded only when its session is).
 */
export async function recordEvent(db: Queryable, event: UsageEvent): Promise<void> {
  await db.query('insert into events (type, user_id, route, at) values ($1, $2, $3, $4)', [
    event.type,
    event.userId ?? null,
    event.route ?? null,
    event.at,
  ]);
}
