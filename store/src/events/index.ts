/** Usage events (spec §1): sign-ins, sign-outs and page views. */
export { type EventType, recordEvent, type UsageEvent } from './events.ts';
