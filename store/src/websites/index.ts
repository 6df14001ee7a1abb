// The websites aggregate's public face (store/README.md).
export { beingDeletedSql, isBeingDeleted, notBeingDeletedSql } from './being-deleted.ts';
export { readSaveState, recordEditControl, type SaveResult, type SaveState, saveDraft } from './drafts.ts';
export { editControlHolder, holdsEditControl } from './edit-control.ts';
export {
  countOwnedWebsites,
  findMemberWebsite,
  listMemberWebsites,
  type Member,
  type MemberWebsite,
} from './member-websites.ts';
export { insertNewWebsite, lockWebsiteOwner } from './new-website.ts';
export { detachWebsite, lockOwnedWebsites } from './owned-websites.ts';
export {
  claimTrialWebsites,
  countTrialWebsites,
  deleteTrial,
  findTrialVisitor,
  insertTrialVisitor,
  isTrialUser,
  purgeExpiredTrials,
  type TrialVisitor,
} from './trial-websites.ts';
export type { WebsiteRecord } from './website-record.ts';
