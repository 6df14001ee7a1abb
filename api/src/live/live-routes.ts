import { errorMessage, liveCalls } from '@sitewright/model';
import type { Database } from '@sitewright/store';
import { type Request, type Response, Router } from 'express';
import type { AuthServices } from '../auth/index.ts';
import { currentUser } from '../auth/index.ts';
import type { ApiRoutes, Clock } from '../contract/index.ts';
import { ApiError } from '../http/api-error.ts';
import type { RateRule } from '../http/rate-limit.ts';
import type { Logger } from '../logger.ts';
import { type EventStream, openEventStream } from './event-stream.ts';
import { createLiveHub, type LiveHub, type LiveListener } from './live-hub.ts';
import { mintLiveTicket } from './live-ticket.ts';
import type { LiveEvent } from './notify.ts';
import { streamCaller } from './stream-caller.ts';

const hubs = new WeakMap<Database, LiveHub>();

/** The process's one {@link LiveHub} for `db` (one LISTEN connection however many routers ask). */
export function liveHubFor(db: Database, logger: Logger): LiveHub {
  let hub = hubs.get(db);
  if (!hub) {
    hub = createLiveHub(db, logger.child({ component: 'live' }));
    hubs.set(db, hub);
  }
  return hub;
}

const ticketsPerUser: RateRule = { name: 'live-ticket', limit: 60, windowMs: 60_000 };
/** Open streams per user and process: a few tabs, not a flood. */
export const maxStreamsPerUser = 10;

/** What {@link openUserStream} does with the caller's events. */
export interface UserStreamOptions {
  /** Writes an accepted event to the stream. */
  forward: (stream: EventStream, event: LiveEvent) => void;
  /** Which events the stream wants. @defaultValue all of them */
  accept?: (event: LiveEvent) => boolean;
  /** Runs once the stream is open, before any event is forwarded (a `ready` event, a replay). */
  onOpen?: (stream: EventStream) => void;
}

/**
 * Opens a stream for the caller of `req` (see `streamCaller`) and subscribes it to the caller's
 * live events: LISTEN is in place before the stream opens, so nothing sent after `onOpen` is
 * missed. Answers 503 `live-unavailable` when LISTEN fails.
 */
export async function openUserStream(
  req: Request,
  res: Response,
  hub: LiveHub,
  options: UserStreamOptions,
): Promise<EventStream> {
  const user = currentUser(res);
  const accept = options.accept ?? (() => true);
  let stream: EventStream | null = null;
  const early: LiveEvent[] = [];
  const listener: LiveListener = (event) => {
    if (!accept(event)) return;
    if (stream) options.forward(stream, event);
    else early.push(event);
  };
  const unsubscribe = await hub.subscribe(user.id, listener).catch(() => {
    throw new ApiError(503, 'live-unavailable', 'Live updates are unavailable. Please try again.');
  });
  const opened = openEventStream(req, res);
  opened.onClose(unsubscribe);
  options.onOpen?.(opened);
  stream = opened;
  for (const event of early.splice(0)) options.forward(opened, event);
  return opened;
}

/**
 * `POST /api/live/ticket` and `GET /api/live`: the Server-Sent Events stream of the signed-in user
 * (README "Websites" → "Live updates"). Returns the raw router serving the stream.
 */
export function liveRoutes(
  routes: ApiRoutes,
  deps: { db: Database; logger: Logger; clock: Clock; auth: AuthServices },
): Router {
  const hub = liveHubFor(deps.db, deps.logger);
  routes.implement(
    liveCalls.liveTicket,
    {
      summary: 'A 60-second, single-use ticket that opens one event stream (for EventSource)',
      limits: ({ user, ip }) => [{ rule: ticketsPerUser, key: user?.id ?? ip }],
    },
    async ({ user, now }) => {
      const { ticket, expiresAt } = mintLiveTicket(deps.auth.keys, user, now);
      return { ticket, expiresAt: expiresAt.toISOString() };
    },
  );
  routes.describe({
    ...liveCalls.liveEvents,
    summary: 'Server-Sent Events: the live events of the signed-in user (bearer token or ?ticket=)',
    description:
      'Events are named by kind (draft-saved, edit-control-taken, website-deleted, website-published, invite-changed, invite-revoked, domain-changed, creation-progress); data is the event as JSON. A `ready` event comes first; a comment line every 25 s.',
    errors: [
      { status: 429, code: 'too-many-requests' },
      { status: 503, code: 'live-unavailable' },
    ],
  });

  const open = new Map<string, number>();
  const router = Router();
  router.get(liveCalls.liveEvents.path, streamCaller(deps), async (req, res) => {
    const user = currentUser(res);
    const count = open.get(user.id) ?? 0;
    if (count >= maxStreamsPerUser) {
      throw new ApiError(429, 'too-many-requests', errorMessage('too-many-requests'));
    }
    open.set(user.id, count + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (open.get(user.id) ?? 1) - 1;
      if (left <= 0) open.delete(user.id);
      else open.set(user.id, left);
    };
    try {
      const stream = await openUserStream(req, res, hub, {
        forward: (s, event) => s.send(event.kind, event),
        onOpen: (s) => s.send('ready', { userId: user.id }),
      });
      stream.onClose(release);
    } catch (error) {
      release();
      throw error;
    }
  });
  return router;
}
