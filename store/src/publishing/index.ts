/**
 * Publishing (`publish_requests`, `handle_claims`, `published_sites`, the sitemap's rows, the
 * publish sequence): the outbox the publisher works from, and the one definition of its rules —
 * an address taken by another website, an open request, a superseded request.
 */
export { readRequestSnapshot, type StartedAttempt, startPublishAttempt } from './attempt-start.ts';
export { claimedHandles, claimHandle, isHandleHeldByAnother, releaseUnusedClaims } from './handle-claims.ts';
export {
  lockWebsiteForRequest,
  type NewPublishRequest,
  openOrInsertRequest,
  type WebsiteToRequest,
} from './outbox.ts';
export {
  type PublishKind,
  type PublishOutcome,
  type PublishRequest,
  type PublishState,
  publishKinds,
  type RecordedRequest,
} from './publish-request.ts';
export {
  bumpGeneration,
  findPublishRequest,
  findWaitingRequests,
  isPublishRequestId,
  listPublishRequests,
  markRequestFailed,
  markRequestSucceeded,
  publishRequestState,
  recordAttemptError,
  resetForReplay,
  startAttempt,
} from './publish-requests.ts';
export { nextPublishSequence } from './publish-sequence.ts';
export {
  applyLive,
  applySuperseded,
  applyUnpublished,
  type LiveSite,
  listPublishedHandles,
  markSiteCollected,
  type PublishedBuilds,
  type PublishedRow,
  readPublishedSite,
  sequenceToRetire,
  snapshotOfBuild,
  takeSitesToCollect,
} from './published-sites.ts';
export { recordRepublish } from './republish.ts';
export {
  countRepublishRemaining,
  findLatestRepublishRun,
  findRepublishRun,
  findUnfinishedRepublishRun,
  finishRepublishRun,
  leaseRepublishRun,
  nextRepublishBatch,
  type RepublishRun,
  type RepublishRunOutcome,
  recordRunRepublish,
  releaseRepublishRun,
  republishRunOutcome,
  runOwnRequestIds,
  setRepublishRunRate,
  startRepublishRun,
} from './republish-runs.ts';
export {
  activateSitemapIteration,
  claimSitemapWork,
  finishSitemapWrite,
  type IndexedSitemapEntry,
  indexedSitemapEntries,
  type LiveSitemapIteration,
  largestSitemapBucket,
  liveSitemapIterations,
  recordSitemapChange,
  releaseSitemapClaim,
  type SitemapChangeRecord,
  type SitemapClaim,
  type SitemapClaimOptions,
  type SitemapIterationRow,
  type SitemapIterationState,
  sitemapBucketFiles,
  sitemapIndexBucket,
  startSitemapGrowth,
} from './sitemap.ts';
export {
  listPublishedVersions,
  type PublishedVersion,
  type RestoreRefusal,
  recordRestoreRequest,
  retainedBuildIds,
  versionSnapshot,
  versionsKept,
} from './versions.ts';
export { finishWebsiteDeletion, isRequestSuperseded, lockWebsiteForPublishing } from './website-row.ts';
