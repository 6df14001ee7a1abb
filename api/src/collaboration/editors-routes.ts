import { collaborationCalls, remainingInvitations, remainingInvitationsCopy } from '@sitewright/model';
import { countActiveInvites, listWebsiteInvites } from '@sitewright/store';
import type { ApiRoutes } from '../contract/index.ts';
import type { CollaborationDependencies } from './dependencies.ts';
import { inviteView } from './invite-view.ts';
import { collaborationRateRules as rules } from './rate-rules.ts';
import { memberAccess } from './website-access.ts';

const memberRefusals = [{ status: 404, code: 'website-not-found' }] as const;

/**
 * What members read about a website's people: its owner (spec §6 "For non-owners the owner's
 * e-mail is fetched from the server", §7) and its editors (the share modal).
 */
export function editorsRoutes(routes: ApiRoutes, deps: CollaborationDependencies): void {
  routes.implement(
    collaborationCalls.websiteOwner,
    {
      summary: "The website owner's e-mail (for its owner and editors)",
      tags: ['collaboration'],
      errors: memberRefusals,
      limits: ({ user, ip }) => [{ rule: rules.changesPerUser, key: user?.id ?? ip }],
    },
    async ({ params, user }) => {
      const { owner } = await memberAccess(deps.db, params.websiteId, user);
      return { userId: owner.id, email: owner.email, displayName: owner.displayName };
    },
  );

  routes.implement(
    collaborationCalls.websiteEditors,
    {
      summary: 'The editors of a website (share modal): owner and editors; invitations left for the owner',
      description:
        'The owner sees every invite with its state label (Editor, Pending, Expired) and the remaining ' +
        "invitations ('You can invite {count} more editors'); an editor sees the accepted editors only.",
      tags: ['collaboration'],
      errors: memberRefusals,
      limits: ({ user, ip }) => [{ rule: rules.changesPerUser, key: user?.id ?? ip }],
    },
    async ({ params, user, now }) => {
      const access = await memberAccess(deps.db, params.websiteId, user);
      const invites = (await listWebsiteInvites(deps.db, access.websiteId)).map((row) =>
        inviteView(row, now),
      );
      const owner = {
        userId: access.owner.id,
        email: access.owner.email,
        displayName: access.owner.displayName,
      };
      if (access.role === 'Editor') {
        return {
          websiteId: access.websiteId,
          role: access.role,
          owner,
          editors: invites.filter((invite) => invite.state === 'Accepted'),
          remainingInvitations: null,
          remainingInvitationsCopy: null,
        };
      }
      const remaining = remainingInvitations(await countActiveInvites(deps.db, access.websiteId, now));
      return {
        websiteId: access.websiteId,
        role: access.role,
        owner,
        editors: invites,
        remainingInvitations: remaining,
        remainingInvitationsCopy: remainingInvitationsCopy(remaining),
      };
    },
  );
}
