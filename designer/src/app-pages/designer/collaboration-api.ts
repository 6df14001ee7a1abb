import { collaborationCalls, type RouteAnswer } from '@sitewright/model';
import { callRoute } from './websites-api.ts';

/** A website's owner as its members see them (spec §6 "For non-owners the owner's e-mail is fetched"). */
export type WebsiteOwner = RouteAnswer<typeof collaborationCalls.websiteOwner>;

/** `GET /api/websites/{id}/editors`: the owner sees every invite; an editor the accepted ones. */
export type EditorsList = RouteAnswer<typeof collaborationCalls.websiteEditors>;

/** The collaboration calls of spec §7 (docs/decisions/collaboration.md); failures raise `ApiError`. */
export const collaborationApi = {
  editors: (websiteId: string) => callRoute(collaborationCalls.websiteEditors, { params: { websiteId } }),
  owner: (websiteId: string) => callRoute(collaborationCalls.websiteOwner, { params: { websiteId } }),
  create: (websiteId: string, invitedUserEmail: string) =>
    callRoute(collaborationCalls.createInvite, {
      body: { invitedUserEmail, websiteId, role: 'Collaborator' },
    }),
  resend: (inviteId: string) => callRoute(collaborationCalls.resendInvite, { params: { inviteId } }),
  remove: (inviteId: string) => callRoute(collaborationCalls.deleteInvite, { params: { inviteId } }),
  accept: (inviteId: string) => callRoute(collaborationCalls.acceptInvite, { params: { inviteId } }),
  transferOwnership: (websiteId: string, newOwnerId: string) =>
    callRoute(collaborationCalls.transferOwnership, { params: { websiteId, newOwnerId } }),
};
