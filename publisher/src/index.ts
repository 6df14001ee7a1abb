/**
 * @sitewright/publisher — publishing: the jobs (publish, unpublish, rename, delete, rollback) with
 * their outbox, processor, runners (BullMQ and in-process), sweeper and operator commands; and their
 * building blocks: the object store (folder and S3) with its live-pointer compare-and-set, the CDN
 * (CloudFront and none), the shared sitemap, and serving (the routing function shared with the
 * CloudFront Function, and the local sites server).
 */

/** The api's publish routes read a request's state; the row belongs to store. */
export { findPublishRequest } from '@sitewright/store';
export type { Cdn } from './cdn/cdn.ts';
export { noopCdn } from './cdn/cdn.ts';
export { changedPaths, type StoreChange } from './cdn/changed-paths.ts';
export {
  type CloudFrontCdnOptions,
  createCloudFrontCdn,
  maxPathsPerInvalidation,
} from './cdn/cloudfront-cdn.ts';
export { type CloudFrontTenantsOptions, createCloudFrontTenants } from './cdn/cloudfront-tenants.ts';
export {
  type DomainTenants,
  noDomainTenants,
  type TenantCertificateStatus,
  type TenantDnsStatus,
  type TenantRemoval,
} from './cdn/domain-tenants.ts';
export {
  type CloudFrontKvsOptions,
  createCloudFrontKvs,
} from './edge-store/cloudfront-kvs.ts';
export {
  type EdgeKeyChange,
  type EdgeMirrorDeps,
  EdgeMirrorUnsettled,
  edgeKeys,
  maxMirrorRounds,
  mirrorDomain,
  mirrorSite,
  siteValue,
} from './edge-store/edge-mirror.ts';
export {
  type EdgeReconcileDeps,
  type EdgeReconcileReport,
  reconcileEdge,
} from './edge-store/edge-reconcile.ts';
export { type EdgeStore, EdgeStoreConflict, noEdgeStore } from './edge-store/edge-store.ts';
export { relativeHtml, relativeUrl } from './export/relative-links.ts';
export { exportLiveSite, NoLiveBuild, type SiteExport, type SiteExportTarget } from './export/site-export.ts';
export { buildIdFor, sequenceOfBuild } from './jobs/build-id.ts';
export { referencedAssets } from './jobs/build-site.ts';
export {
  type BullmqPublishQueue,
  type BullmqQueueOptions,
  bulkQueueName,
  createBullmqPublishQueue,
  defaultPublishQueueName,
  publishJobOptions,
} from './jobs/bullmq-queue.ts';
export { type BullmqWorkerOptions, type PublishWorker, startBullmqWorker } from './jobs/bullmq-worker.ts';
export { type Collector, collectHandle, createCollector } from './jobs/collector.ts';
export {
  describeError,
  HandleUnavailable,
  InvalidHandle,
  InvalidPublishDocument,
  isPermanentPublishError,
  NothingToRollBack,
  PermanentPublishError,
  PublishRequestNotReplayable,
  UnknownPublishKind,
  WebsiteNotFound,
} from './jobs/errors.ts';
export { handleAvailability, normaliseRequestedHandle } from './jobs/handle-claims.ts';
export { createInProcessRunner, type InProcessRunnerOptions } from './jobs/in-process-runner.ts';
export {
  listForOperators,
  type OperatorView,
  replayFailedRequests,
  replayPublishRequest,
  showForOperators,
} from './jobs/operators.ts';
export {
  type EnqueuedRequest,
  enqueueAfterCommit,
  type OutboxOptions,
  type PublishInput,
  type RecordedRequest,
  recordDeleteRequest,
  requestDelete,
  requestPublish,
  requestRollback,
  requestUnpublish,
  type WebsiteRequestInput,
} from './jobs/outbox.ts';
export { createPublishProcessor, type PublishProcessor } from './jobs/processor.ts';
export type { JobResult } from './jobs/publish-job.ts';
export {
  jobRefOf,
  type PublishJobData,
  type PublishJobRef,
  type PublishKind,
  type PublishOutcome,
  type PublishRequest,
  type PublishState,
  publishJobId,
  publishKinds,
} from './jobs/publish-request.ts';
export {
  defaultBuildGraceMs,
  type PublisherDeps,
  type PublishLogger,
  silentPublishLogger,
} from './jobs/publisher-deps.ts';
export {
  defaultPublishRetryPolicy,
  type EnqueueOptions,
  type PublishJobInfo,
  type PublishJobPriority,
  type PublishJobStatus,
  type PublishQueue,
  type PublishRetryPolicy,
  publishRetryDelayMs,
  publishRetryPolicy,
} from './jobs/queue.ts';
export { bullmqQueueFor, type PublishQueueChoice, retryPolicyOf } from './jobs/queue-choice.ts';
export { requestRepublish } from './jobs/republish.ts';
export {
  defaultRepublishRate,
  type RepublishAllOptions,
  type RepublishAllResult,
  type RepublishClock,
  type RepublishProgress,
  RepublishRunDriven,
  RepublishRunInTheWay,
  republishAll,
  systemRepublishClock,
} from './jobs/republish-all.ts';
export { formatRepublishProgress } from './jobs/republish-progress.ts';
export { createSavedDrafts, type SavedDrafts } from './jobs/saved-drafts.ts';
export { ensureStoreBasics } from './jobs/store-basics.ts';
export {
  recordFinalFailure,
  type Sweeper,
  type SweeperOptions,
  type SweepResult,
  startSweeper,
  sweepOnce,
} from './jobs/sweeper.ts';
export {
  configureMedia,
  type MediaSettings,
  publishedImages,
  publishMedia,
} from './media/published-media.ts';
export { makeRenditions, maxInputPixels, renditionCounter, renditionWidths } from './media/renditions.ts';
export {
  cacheControlFor,
  contentTypeFor,
  immutableCacheControl,
  isCompressible,
  isContentHashed,
  revalidateCacheControl,
} from './object-store/content-headers.ts';
export { createFolderStore, type FolderStoreOptions } from './object-store/folder-store.ts';
export {
  assertSafeKey,
  buildFileKey,
  buildPrefix,
  isBuildFileKey,
  isBuildId,
  isSafeKey,
  notFoundPageKey,
  sitePrefix,
  storeLayout,
} from './object-store/keys.ts';
export type {
  AdvanceResult,
  LivePointer,
  ObjectHead,
  ObjectStore,
  ObjectSummary,
  PutOptions,
  StoredObject,
} from './object-store/object-store.ts';
export { InvalidObjectKey } from './object-store/object-store.ts';
export type { PointerLogOptions } from './object-store/pointer-log.ts';
export { createS3Store, createS3StoreFromEnv, type S3StoreOptions } from './object-store/s3-store.ts';
export { createObjectStore, type ObjectStoreChoice } from './object-store/store-choice.ts';
export {
  backoffDelay,
  isRetryableStorageError,
  StorageRetryLimitExceeded,
  type StorageRetryOptions,
  storageErrorStatus,
  withStorageRetry,
} from './retry/storage-retry.ts';
export { type CompressionCache, createCompressionCache, negotiateEncoding } from './serving/compression.ts';
export { buildEdgeFunction, edgeFunctionPath, emitEdgeFunction } from './serving/edge/build-edge-function.ts';
export { followPointerChanges } from './serving/follow-pointer-changes.ts';
export {
  type FormsProxyOptions,
  formBodyLimitBytes,
  formsPathPrefix,
  formsUnavailableMessage,
  forwardFormPost,
  parseFormPath,
} from './serving/forms-proxy.ts';
export { createPointerCache, type PointerCache, type PointerCacheOptions } from './serving/pointer-cache.ts';
export {
  createPointerChanges,
  type PointerChangeEvent,
  type PointerChangeFeed,
  type PointerChanges,
} from './serving/pointer-changes.ts';
export {
  isSafePath,
  type LiveSite,
  normalizeHost,
  notFoundHtml,
  notFoundText,
  type Route,
  type RouteLookup,
  routeRequest,
} from './serving/route-request.ts';
export {
  handleServedAt,
  liveSiteOf,
  type SiteOriginTruth,
  siteOriginLookup,
} from './serving/site-origin.ts';
export { createSitesServer, type SitesServerOptions } from './serving/sites-server.ts';
export { openSitesStore, type SitesStoreDescription } from './serving/sites-store.ts';
export {
  type SitesThread,
  type SitesThreadLogger,
  type SitesThreadOptions,
  startSitesThread,
} from './serving/sites-thread.ts';
export {
  createStoreLookup,
  type DomainDirectory,
  domainDirectoryFromMap,
  noCustomDomains,
  type WatchableDomainDirectory,
} from './serving/store-lookup.ts';
export {
  bucketName,
  bucketOf,
  defaultSitemapIteration,
  fnv1a32,
  indexName,
  type SitemapIteration,
  sitemapKey,
} from './sitemap/bucket-of.ts';
export {
  planSitemapUpdate,
  type SitemapChange,
  type SitemapFile,
  type SitemapPlan,
  type SitemapPlanInput,
} from './sitemap/sitemap-plan.ts';
export {
  createSitemapWriter,
  defaultSitemapBucketLimit,
  defaultSitemapIntervalMs,
  defaultSitemapLeaseMs,
  defaultSitemapPollMs,
  robotsKey,
  type SitemapWriteEvent,
  type SitemapWriter,
  type SitemapWriterOptions,
  startSitemapWriter,
} from './sitemap/sitemap-writer.ts';
export {
  bucketXml,
  indexXml,
  languageUrl,
  maxUrlsPerSitemap,
  normalizeBaseUrl,
  parseBucketXml,
  robotsTxt,
  type SitemapEntry,
  type SitemapIndexEntry,
  sitemapUrlCount,
  siteUrl,
  w3cDatetime,
} from './sitemap/sitemap-xml.ts';
