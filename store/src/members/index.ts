// The members aggregate's public face (store/README.md).
export {
  countActiveInvites,
  countEditors,
  countSharedWebsites,
  countSharedWebsitesOfEmail,
} from './invite-limits.ts';
export {
  acceptInvite,
  deleteInvite,
  deleteInvitesOfUser,
  deleteWebsiteInvites,
  findInvite,
  findInviteByEmail,
  type InviteRecord,
  insertInvite,
  listWebsiteInvites,
  markInviteSent,
  markWebsiteShared,
} from './invites.ts';
export {
  acceptedEditorSql,
  inviteeId,
  websiteMemberIds,
  websiteMemberIdsSql,
  websiteMemberSql,
} from './member-rule.ts';
export {
  findTransferTarget,
  type TransferTarget,
  transferOwnership,
} from './ownership.ts';
export { findMemberAccess, type MemberAccess, type MemberCaller } from './website-access.ts';
