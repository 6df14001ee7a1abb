// Live updates: events addressed to users, sent with NOTIFY (at commit) and heard with one LISTEN
// per process (store/README.md "Live").
export { type CreationProgress, type LiveEvent, liveChannel } from './live-events.ts';
export { type LiveEventHandlers, listenToLiveEvents, notifyUsers } from './live-notifications.ts';
