// The live events and how they are sent live in the store (NOTIFY at commit); the api's modules
// import them from here.
export { type CreationProgress, type LiveEvent, liveChannel, notifyUsers } from '@sitewright/store';
