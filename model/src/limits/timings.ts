/** Spec §9 "Timings", in milliseconds. */
export const timings = {
  handleCheckDebounce: 3000,
  inviteRecheckDebounce: 3000,
  creationPersonalizing: 4500,
  creationExtendedOrganizing: 8000,
  creationExtendedScrape: 8000,
  retryBackoffBase: 1000,
  retryBackoffFactor: 2,
  retryBackoffCap: 4 * 60 * 60 * 1000,
  tokenRefreshMargin: 5 * 60 * 1000,
  tokenRefreshRetryStart: 30_000,
  tokenRefreshRetryMax: 960_000,
  networkTimeoutDesktop: 30_000,
  networkTimeoutMobile: 60_000,
  storageMaxOperationRetry: 120_000,
  storageMaxUploadRetry: 600_000,
  storageRetryBackoffCap: 64_000,
  /** HTTP statuses the storage layer retries. */
  storageRetryStatuses: [408, 429],
  databaseLocalCacheBytes: 40 * 1024 * 1024,
} as const;
