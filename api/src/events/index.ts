/** Usage events (spec §1): sign-in, sign-out and page views. */
export { eventRoutes, pageViewRequest, pageViewsPerIp } from './event-routes.ts';
export { type EventType, recordEvent, type UsageEvent } from './events.ts';
