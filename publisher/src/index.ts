/**
 * @sitewright/publisher — publishing's building blocks: the object store (folder and S3) with its
 * live-pointer compare-and-set, the CDN (CloudFront and none), the shared sitemap, and serving (the
 * routing function shared with the CloudFront Function, and the local sites server).
 */
export type { Cdn } from './cdn/cdn.ts';
export { noopCdn } from './cdn/cdn.ts';
export { changedPaths, type StoreChange } from './cdn/changed-paths.ts';
export {
  type CloudFrontCdnOptions,
  createCloudFrontCdn,
  maxPathsPerInvalidation,
} from './cdn/cloudfront-cdn.ts';
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
export { createSitesServer, type SitesServerOptions } from './serving/sites-server.ts';
export {
  createStoreLookup,
  type DomainDirectory,
  domainDirectoryFromMap,
  noCustomDomains,
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
  bucketXml,
  indexXml,
  maxUrlsPerSitemap,
  normalizeBaseUrl,
  parseBucketXml,
  robotsTxt,
  type SitemapEntry,
  type SitemapIndexEntry,
  siteUrl,
  w3cDatetime,
} from './sitemap/sitemap-xml.ts';
