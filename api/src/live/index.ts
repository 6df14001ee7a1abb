/**
 * Live updates (README "Websites" → "Live updates"): `notifyUsers` sends an event to users through
 * Postgres NOTIFY; one LISTEN per api process (`LiveHub`) feeds each user's Server-Sent Events
 * stream (`GET /api/live`, bearer token or a ticket from `POST /api/live/ticket`).
 */
export { type EventStream, heartbeatMs, openEventStream } from './event-stream.ts';
export { createLiveHub, type LiveHub, type LiveListener } from './live-hub.ts';
export {
  liveHubFor,
  liveRoutes,
  maxStreamsPerUser,
  openUserStream,
  type UserStreamOptions,
} from './live-routes.ts';
export { liveTicketTtlMs, mintLiveTicket, readLiveTicket } from './live-ticket.ts';
export { type CreationProgress, type LiveEvent, liveChannel, notifyUsers } from './notify.ts';
export { streamCaller } from './stream-caller.ts';
