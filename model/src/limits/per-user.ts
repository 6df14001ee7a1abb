/** Spec §9 "Per-user". */
export const perUser = {
  /** Owned websites; 10 in local development or the staging host (see `ownedWebsiteLimit`). */
  ownedWebsites: 5,
  ownedWebsitesRaised: 10,
  sharedWebsites: 5,
  acceptedInvites: 20,
  imagesPerWebsite: 70,
} as const;

/**
 * The owned-website limit in force: 5, or 10 where the configuration raises it.
 * @defaultValue 5
 */
export function ownedWebsiteLimit(raised = false): number {
  return raised ? perUser.ownedWebsitesRaised : perUser.ownedWebsites;
}

const day = 24 * 60 * 60 * 1000;

/** Spec §9 durations, in milliseconds. */
export const durations = {
  inviteValidity: 7 * day, // 604800000 ms
  domainDisconnectEmailAfter: 7 * day,
  certificateActivationMax: 48 * 60 * 60 * 1000,
} as const;
