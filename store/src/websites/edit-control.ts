import { hasEditAccess, takeEditControl } from '@sitewright/model';
import type { WebsiteRecord } from './website-record.ts';

/**
 * Spec §4 "Editing control", as the store applies it: the model's rule (`hasEditAccess`,
 * `takeEditControl`) over a stored website — the owner, and the last modifier recorded with the
 * website. No SQL states the rule: a save reads the row under a lock and asks the model.
 */

/** Whether `userId` may change the draft now (the model's `hasEditAccess`). */
export function holdsEditControl(
  website: Pick<WebsiteRecord, 'ownerId' | 'lastModifiedBy'>,
  userId: string,
): boolean {
  return hasEditAccess({ userId: website.ownerId, lastModifiedBy: website.lastModifiedBy }, userId);
}

/** Who holds edit control: the last modifier, or the owner when there is none. */
export function editControlHolder(website: Pick<WebsiteRecord, 'ownerId' | 'lastModifiedBy'>): string {
  return website.lastModifiedBy?.userId ?? website.ownerId;
}

/** What `userId` taking control records, and whose unsaved changes it discards (the model's `takeEditControl`). */
export function takeControlOf(
  website: Pick<WebsiteRecord, 'ownerId' | 'lastModifiedBy'>,
  userId: string,
  now: Date,
) {
  return takeEditControl({ userId: website.ownerId, lastModifiedBy: website.lastModifiedBy }, userId, now);
}
