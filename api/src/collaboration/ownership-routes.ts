import { collaborationCalls, ownedWebsiteLimit } from '@sitewright/model';
import { countOwnedWebsites, findTransferTarget, transferOwnership } from '@sitewright/store';
import type { ApiRoutes } from '../contract/index.ts';
import { ApiError } from '../http/api-error.ts';
import type { CollaborationDependencies } from './dependencies.ts';
import { catalogueRefusal, collaborationRefusal } from './errors.ts';
import { notifyInvitesChanged } from './invite-actions.ts';
import { inviteView } from './invite-view.ts';
import { collaborationRateRules as rules } from './rate-rules.ts';
import { ownerAccess } from './website-access.ts';

/**
 * Making an editor the owner (spec §4 "Ownership transfer", §6 'Make owner', §7, §8): the new
 * owner becomes the owner; the former owner becomes an editor (an accepted invite) whom the new
 * owner may remove. It cannot be undone (only the new owner can transfer it back).
 */
export function ownershipRoutes(routes: ApiRoutes, deps: CollaborationDependencies): void {
  routes.implement(
    collaborationCalls.transferOwnership,
    {
      summary: 'Make an editor the owner (owner only); the former owner becomes an editor',
      description:
        'Refused when the new owner is not an accepted editor (409 `transfer-not-editor`) or already owns ' +
        'as many websites as the limit allows (409 `transfer-owner-limit`). Anything unexpected: 500 `transfer-failed`.',
      tags: ['collaboration'],
      errors: [
        { status: 404, code: 'website-not-found' },
        { status: 403, code: 'owner-only' },
        { status: 409, code: 'transfer-not-editor' },
        { status: 409, code: 'transfer-owner-limit' },
        { status: 500, code: 'transfer-failed' },
      ],
      limits: ({ user, ip }) => [{ rule: rules.changesPerUser, key: user?.id ?? ip }],
    },
    async ({ params, user, now }) => {
      try {
        return await deps.db.transaction(async (tx) => {
          const access = await ownerAccess(tx, params.websiteId, user, { lock: true });
          const newOwner = await findTransferTarget(tx, access.websiteId, params.newOwnerId);
          if (!newOwner || newOwner.id === user.id) throw collaborationRefusal(409, 'transfer-not-editor');
          const owned = await countOwnedWebsites(tx, newOwner.id);
          if (owned >= ownedWebsiteLimit(deps.config?.raisedLimits ?? false)) {
            throw catalogueRefusal(409, 'transfer-owner-limit');
          }
          const formerOwnerInvite = await transferOwnership(tx, {
            websiteId: access.websiteId,
            from: { id: user.id, email: access.owner.email },
            to: { id: newOwner.id, inviteId: newOwner.inviteId },
            now,
          });
          await notifyInvitesChanged(tx, access.websiteId, formerOwnerInvite.id);
          return {
            websiteId: access.websiteId,
            owner: { userId: newOwner.id, email: newOwner.email, displayName: newOwner.displayName },
            formerOwnerInvite: inviteView(formerOwnerInvite, now),
          };
        });
      } catch (error) {
        if (error instanceof ApiError) throw error;
        deps.logger.error({ err: error, websiteId: params.websiteId }, 'ownership transfer failed');
        throw catalogueRefusal(500, 'transfer-failed');
      }
    },
  );
}
