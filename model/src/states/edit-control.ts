import type { Instant } from './time.ts';

/** The fields of a draft that decide who may edit it (spec §3 `lastModifiedBy`). */
export interface EditControlWebsite {
  userId: string;
  lastModifiedBy?: { userId: string; timestamp: Instant } | null;
}

/**
 * Spec §4 "Editing control": only one editor at a time. A user has edit access if the last modifier is
 * that user, or there is no last modifier and the user is the owner.
 */
export function hasEditAccess(website: EditControlWebsite, userId: string): boolean {
  const lastModifier = website.lastModifiedBy?.userId;
  if (lastModifier) return lastModifier === userId;
  return website.userId === userId;
}

/** What taking control writes to the draft and whose unsaved changes it discards. */
export interface TakeControlResult {
  lastModifiedBy: { userId: string; timestamp: string };
  /** The user who held control and loses their unsaved changes; `null` if nobody held it. */
  displacedUserId: string | null;
}

/**
 * Spec §4: another editor takes control after confirming; taking control records that user as last
 * modifier (timestamp as an ISO string), and the previous holder's unsaved changes are lost. Whether the
 * user may take control at all is `may(role, 'takeEditControl')` (spec §6).
 */
export function takeEditControl(website: EditControlWebsite, userId: string, now: Date): TakeControlResult {
  const holder = website.lastModifiedBy?.userId || (website.userId !== userId ? website.userId : null);
  return {
    lastModifiedBy: { userId, timestamp: now.toISOString() },
    displacedUserId: holder && holder !== userId ? holder : null,
  };
}
