/** Publishing inside the api: the runtime built from the configuration, the sites origin, the dashboard. */

export { adminQueuesPath, adminQueuesRouter } from './admin-queues.ts';
export {
  cdnFor,
  createPublishingRuntime,
  edgeStoreFor,
  objectStoreFor,
  type PublishingRuntime,
  type PublishingRuntimeOptions,
  publishQueueChoiceFor,
} from './publishing-runtime.ts';
export {
  loadPublishingSettings,
  type PublishingSettings,
  publishingEnvSchema,
} from './publishing-settings.ts';
export {
  type SitesServer,
  type SitesServerStart,
  sitesStoreFor,
  startSitesServer,
  stopSitesServer,
} from './sites-server.ts';
export { type WatchedConnectedDomains, watchConnectedDomains } from './sites-server-domains.ts';
