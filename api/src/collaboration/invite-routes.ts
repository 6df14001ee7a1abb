import { addEditorDecision, collaborationCalls, inviteState } from '@sitewright/model';
import {
  deleteInvite,
  findInvite,
  findInviteByEmail,
  type InviteRecord,
  inviteeId,
  markInviteSent,
  markWebsiteShared,
} from '@sitewright/store';
import { type ApiRoutes, reply } from '../contract/index.ts';
import type { CollaborationDependencies } from './dependencies.ts';
import { collaborationRefusal, inviteNotFound, notOwner } from './errors.ts';
import {
  createInviteWithinLimits,
  inviteAnswerOf,
  notifyInvitesChanged,
  sendInvitation,
} from './invite-actions.ts';
import { collaborationRateRules as rules } from './rate-rules.ts';
import { inviteFieldErrors } from './schemas.ts';
import { inviteWebsiteAccess, ownerAccess } from './website-access.ts';

const ownerRefusals = [
  { status: 403, code: 'owner-only' },
  { status: 404, code: 'website-not-found' },
] as const;

/**
 * Adding an editor and sending the invitation again (spec §4 "Adding an editor", §6 owner only,
 * §7 `POST /api/invite/create`, `POST /api/invite/resend/{inviteId}`, §9 limits).
 */
export function inviteRoutes(routes: ApiRoutes, deps: CollaborationDependencies): void {
  routes.implement(
    collaborationCalls.createInvite,
    {
      summary: 'Invite an editor by e-mail (owner only): create, resend or replace by the add-editor rules',
      description:
        "Spec §4: the owner's own e-mail does nothing; no invite → create (201); Accepted → nothing; " +
        'Pending → resend; Expired → delete it and create a new one (201). The e-mail is trimmed and lower-cased.',
      tags: ['collaboration'],
      errors: [...ownerRefusals, { status: 409, code: 'invite-limit-reached' }],
      fieldErrors: inviteFieldErrors,
      limits: ({ user, ip }) => [{ rule: rules.invitationsPerUser, key: user?.id ?? ip }],
    },
    async ({ body, user, now }) => {
      const { access, answer, send } = await deps.db.transaction(async (tx) => {
        const access = await ownerAccess(tx, body.websiteId, user, { lock: true });
        const existing = await findInviteByEmail(tx, access.websiteId, body.invitedUserEmail);
        const decision = addEditorDecision(
          {
            email: body.invitedUserEmail,
            ownerEmail: access.owner.email,
            existing: existing
              ? { id: existing.id, accepted: existing.accepted, createdAt: existing.createdAt }
              : null,
          },
          now,
        );
        let row: InviteRecord | null = existing ?? null;
        let outcome: 'created' | 'replaced' | 'resent' | 'own-email' | 'already-editor';
        switch (decision.action) {
          case 'none':
            outcome = decision.reason;
            row = decision.reason === 'own-email' ? null : row;
            return {
              access,
              answer: await inviteAnswerOf(tx, access.websiteId, outcome, row, now),
              send: null,
            };
          case 'resend':
            outcome = 'resent';
            row = await markInviteSent(tx, decision.inviteId, now);
            break;
          case 'replace':
            outcome = 'replaced';
            await deleteInvite(tx, decision.deleteInviteId);
            row = await createInviteWithinLimits(tx, {
              websiteId: access.websiteId,
              email: decision.email,
              now,
            });
            break;
          case 'create':
            outcome = 'created';
            row = await createInviteWithinLimits(tx, {
              websiteId: access.websiteId,
              email: decision.email,
              now,
            });
            break;
        }
        await markWebsiteShared(tx, access.websiteId, now);
        const invitee = await inviteeId(tx, row);
        await notifyInvitesChanged(tx, access.websiteId, row.id, [invitee]);
        return { access, answer: await inviteAnswerOf(tx, access.websiteId, outcome, row, now), send: row };
      });
      if (send) await sendInvitation(deps, access, send);
      const created = answer.outcome === 'created' || answer.outcome === 'replaced';
      return reply(created ? 201 : 200, answer);
    },
  );

  routes.implement(
    collaborationCalls.resendInvite,
    {
      summary: "Send the invitation e-mail again (owner only, spec §6 'Resend invitation')",
      description:
        'A Pending invite is sent again as it is. An Expired one is replaced by a new invite (a new id, ' +
        'valid 7 days) within the limits, so the old link stays dead. An Accepted one is refused (409).',
      tags: ['collaboration'],
      errors: [
        { status: 403, code: 'owner-only' },
        { status: 404, code: 'invite-generic' },
        { status: 409, code: 'invite-already-accepted' },
        { status: 409, code: 'invite-limit-reached' },
      ],
      limits: ({ user, ip, params }) => [
        { rule: rules.invitationsPerUser, key: user?.id ?? ip },
        { rule: rules.resendsPerInvite, key: params.inviteId },
      ],
    },
    async ({ params, user, now }) => {
      const { access, answer, row } = await deps.db.transaction(async (tx) => {
        const found = await findInvite(tx, params.inviteId);
        if (!found) throw inviteNotFound();
        const access = await inviteWebsiteAccess(tx, found.websiteId, user, { lock: true });
        if (access.role !== 'Owner') throw notOwner();
        const invite = await findInvite(tx, params.inviteId); // again, under the website's lock
        if (!invite) throw inviteNotFound();
        const state = inviteState({ accepted: invite.accepted, createdAt: invite.createdAt }, now);
        if (state === 'Accepted') throw collaborationRefusal(409, 'invite-already-accepted');
        let row: InviteRecord;
        if (state === 'Pending') {
          row = await markInviteSent(tx, invite.id, now);
        } else {
          await deleteInvite(tx, invite.id);
          row = await createInviteWithinLimits(tx, {
            websiteId: access.websiteId,
            email: invite.invitedUserEmail,
            now,
          });
        }
        await markWebsiteShared(tx, access.websiteId, now);
        const invitee = await inviteeId(tx, row);
        await notifyInvitesChanged(tx, access.websiteId, row.id, [invitee]);
        const outcome = state === 'Pending' ? 'resent' : 'replaced';
        return { access, row, answer: await inviteAnswerOf(tx, access.websiteId, outcome, row, now) };
      });
      await sendInvitation(deps, access, row);
      return answer;
    },
  );
}
