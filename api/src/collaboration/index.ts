/**
 * Collaboration (api/README.md "Collaboration"): editors invited by e-mail, the owner's e-mail for
 * editors, ownership transfer. Everything is checked on the server against spec §6.
 */
export { collaborationRoutes } from './collaboration-routes.ts';
export type { CollaborationDependencies } from './dependencies.ts';
export { acceptInviteUrl, invitationEmail } from './invitation-email.ts';
export { inviteOf, inviteView } from './invite-view.ts';
export { memberAccess, ownerAccess, readWebsiteAccess, type WebsiteAccess } from './website-access.ts';
