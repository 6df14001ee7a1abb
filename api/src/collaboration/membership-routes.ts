import { collaborationCalls, inviteState, perUser } from '@sitewright/model';
import {
  acceptInvite,
  countEditors,
  countSharedWebsites,
  deleteInvite,
  findInvite,
  inviteeId,
  lockUser,
} from '@sitewright/store';
import type { ApiRoutes } from '../contract/index.ts';
import { notifyUsers } from '../live/notify.ts';
import type { CollaborationDependencies } from './dependencies.ts';
import {
  catalogueRefusal,
  collaborationRefusal,
  inviteLimitReached,
  inviteNotFound,
  notOwner,
} from './errors.ts';
import { notifyInvitesChanged } from './invite-actions.ts';
import { inviteView } from './invite-view.ts';
import { collaborationRateRules as rules } from './rate-rules.ts';
import { inviteWebsiteAccess, readWebsiteAccess } from './website-access.ts';

/**
 * Joining and leaving: accepting an invitation (spec §6: only signed in with the invited e-mail),
 * and deleting an invite — the owner removing an editor or a pending invitation ('Remove'), or an
 * editor removing themselves ('Remove Self').
 */
export function membershipRoutes(routes: ApiRoutes, deps: CollaborationDependencies): void {
  routes.implement(
    collaborationCalls.acceptInvite,
    {
      summary: 'Accept an invitation (signed in with the invited e-mail); the caller becomes an editor',
      description:
        'Refusals match the accept-invite page states: 403 `invite-wrong-account`, 410 `invite-expired`, ' +
        '409 `invite-limit-reached` (5 shared websites per user, 20 editors per website), 404 `invite-generic`. ' +
        'Accepting an invite the caller already accepted answers it again.',
      tags: ['collaboration'],
      errors: [
        { status: 404, code: 'invite-generic' },
        { status: 403, code: 'invite-wrong-account' },
        { status: 403, code: 'invite-email-not-verified' },
        { status: 410, code: 'invite-expired' },
        { status: 409, code: 'invite-limit-reached' },
      ],
      limits: ({ user, ip }) => [{ rule: rules.changesPerUser, key: user?.id ?? ip }],
    },
    async ({ params, user, now }) =>
      deps.db.transaction(async (tx) => {
        const found = await findInvite(tx, params.inviteId);
        if (!found) throw inviteNotFound();
        // The website's lock first (as every editors change takes it), then the invite again.
        const website = await readWebsiteAccess(tx, found.websiteId, user, { lock: true });
        const invite = website ? await findInvite(tx, params.inviteId) : undefined;
        if (!website || !invite) throw inviteNotFound();
        if (invite.invitedUserEmail !== user.email) throw catalogueRefusal(403, 'invite-wrong-account');
        if (invite.accepted) {
          if (invite.invitedUserId !== null && invite.invitedUserId !== user.id) {
            throw catalogueRefusal(403, 'invite-wrong-account');
          }
          return { invite: inviteView(invite, now) };
        }
        // An address nobody proved could be anyone's (a password sign-up with another's e-mail).
        if (!user.emailVerified) throw collaborationRefusal(403, 'invite-email-not-verified');
        if (inviteState({ accepted: false, createdAt: invite.createdAt }, now) === 'Expired') {
          throw catalogueRefusal(410, 'invite-expired');
        }
        // The user's row lock serialises their accepts, so two at once cannot pass the limit together.
        await lockUser(tx, user.id);
        if ((await countSharedWebsites(tx, user)) >= perUser.sharedWebsites) throw inviteLimitReached();
        if ((await countEditors(tx, website.websiteId)) >= perUser.acceptedInvites) {
          throw inviteLimitReached();
        }
        const accepted = await acceptInvite(tx, invite.id, user.id, now);
        await notifyInvitesChanged(tx, website.websiteId, accepted.id);
        return { invite: inviteView(accepted, now) };
      }),
  );

  routes.implement(
    collaborationCalls.deleteInvite,
    {
      summary:
        "Remove an editor or a pending invitation (owner), or leave the website ('Remove Self', editor)",
      description:
        'The person removed is sent `invite-revoked` on the live stream (the client shows /invite/revoked); ' +
        'the owner and the other editors get `invite-changed`.',
      tags: ['collaboration'],
      errors: [
        { status: 404, code: 'invite-generic' },
        { status: 403, code: 'owner-only' },
      ],
      limits: ({ user, ip }) => [{ rule: rules.changesPerUser, key: user?.id ?? ip }],
    },
    async ({ params, user }) => {
      await deps.db.transaction(async (tx) => {
        const found = await findInvite(tx, params.inviteId);
        if (!found) throw inviteNotFound();
        const access = await inviteWebsiteAccess(tx, found.websiteId, user, { lock: true });
        const invite = await findInvite(tx, params.inviteId);
        if (!invite) throw inviteNotFound();
        // The member rule: the invite is the caller's by the user it names, else by its e-mail.
        const removed = await inviteeId(tx, invite);
        const removingSelf = invite.accepted && removed === user.id;
        if (access.role !== 'Owner' && !removingSelf) throw notOwner();
        await deleteInvite(tx, invite.id);
        if (invite.accepted && removed) {
          await notifyUsers(tx, [removed], { kind: 'invite-revoked', websiteId: invite.websiteId });
        }
        await notifyInvitesChanged(tx, invite.websiteId, invite.id);
      });
    },
  );
}
