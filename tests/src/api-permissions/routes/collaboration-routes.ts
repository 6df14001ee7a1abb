import { readWebsite } from '@sitewright/store/testing';
import { expect } from 'vitest';
import { byCapability, byMembership, type Expected, refusals } from '../support/access-rules.ts';
import type { RouteTable } from '../support/route-case.ts';
import { uniqueEmail } from '../support/world.ts';

/** Calls naming an invite answer non-members as if it did not exist (README "Collaboration"). */
const inviteStyle = { nonMember: refusals.inviteGeneric };

/** Spec §6 "accepts only when signed in with the invited e-mail". */
const invitedEmailOnly: Expected = {
  owner: refusals.inviteWrongAccount,
  editor: refusals.inviteWrongAccount,
  pending: { status: 200 },
  revoked: refusals.inviteWrongAccount,
  other: refusals.inviteWrongAccount,
  anonymous: refusals.noToken,
};

/** Spec §6 invite, resend, Remove, Remove Self, Make owner; §7 the owner's e-mail for editors. */
export const collaborationRoutes: RouteTable = {
  'POST /api/invite/create': [
    {
      rule: { kind: 'capability', capability: 'inviteEditor' },
      call: ({ app, world, token }) =>
        app.call('POST', '/api/invite/create', {
          json: { invitedUserEmail: uniqueEmail('invited'), websiteId: world.siteId, role: 'Collaborator' },
          token,
        }),
      expected: byCapability('inviteEditor', 201),
    },
  ],
  'POST /api/invite/resend/{inviteId}': [
    {
      rule: { kind: 'capability', capability: 'resendInvitation' },
      call: ({ app, world, token }) =>
        app.call('POST', `/api/invite/resend/${world.invites.pending}`, { token }),
      expected: byCapability('resendInvitation', 200, inviteStyle),
    },
  ],
  'POST /api/invite/accept/{inviteId}': [
    {
      rule: { kind: 'invited-email' },
      call: ({ app, world, token }) =>
        app.call('POST', `/api/invite/accept/${world.invites.pending}`, { token }),
      expected: invitedEmailOnly,
    },
    {
      // The revoked editor's invite is gone: nobody, not even its editor, can bring it back.
      variant: "the revoked editor's (deleted) invite",
      rule: { kind: 'invited-email' },
      call: ({ app, world, token }) =>
        app.call('POST', `/api/invite/accept/${world.invites.revoked}`, { token }),
      expected: {
        owner: refusals.inviteGeneric,
        editor: refusals.inviteGeneric,
        pending: refusals.inviteGeneric,
        revoked: refusals.inviteGeneric,
        other: refusals.inviteGeneric,
        anonymous: refusals.noToken,
      },
    },
  ],
  'DELETE /api/invite/delete/{inviteId}': [
    {
      variant: "another editor's invite ('Remove')",
      rule: { kind: 'capability', capability: 'removeEditor' },
      call: ({ app, world, token }) =>
        app.call('DELETE', `/api/invite/delete/${world.invites.colleague}`, { token }),
      expected: byCapability('removeEditor', 204, inviteStyle),
    },
    {
      variant: "the editor's own invite ('Remove Self')",
      rule: { kind: 'capability', capability: 'removeSelf' },
      call: ({ app, world, token }) =>
        app.call('DELETE', `/api/invite/delete/${world.invites.editor}`, { token }),
      // 'Remove Self' is n/a for the owner: the owner deleting that invite is 'Remove'.
      expected: { ...byCapability('removeEditor', 204, inviteStyle), editor: { status: 204 } },
    },
    {
      variant: 'a pending invite (cancel)',
      rule: { kind: 'capability', capability: 'removeEditor' },
      call: ({ app, world, token }) =>
        app.call('DELETE', `/api/invite/delete/${world.invites.pending}`, { token }),
      expected: byCapability('removeEditor', 204, inviteStyle),
    },
  ],
  'GET /api/websites/{websiteId}/owner': [
    {
      rule: { kind: 'members' },
      call: ({ app, world, token }) => app.call('GET', `/api/websites/${world.siteId}/owner`, { token }),
      expected: byMembership(200),
      allowed: (answer, { world }) => expect(answer.body.email).toBe(world.people.owner.email),
    },
  ],
  'GET /api/websites/{websiteId}/editors': [
    {
      rule: { kind: 'members' },
      call: ({ app, world, token }) => app.call('GET', `/api/websites/${world.siteId}/editors`, { token }),
      expected: byMembership(200),
      allowed(answer, { world, actor }) {
        // Inviting is the owner's (§6): an editor sees the editors, not who else was invited.
        const text = JSON.stringify(answer.body);
        expect(text).toContain(world.people.colleague.email);
        expect(text.includes(world.people.pending.email), `${actor} sees the pending invitee`).toBe(
          actor === 'owner',
        );
      },
    },
  ],
  'POST /api/websites/{websiteId}/transfer-ownership/{newOwnerId}': [
    {
      rule: { kind: 'capability', capability: 'makeOwner' },
      call: ({ app, world, token }) =>
        app.call('POST', `/api/websites/${world.siteId}/transfer-ownership/${world.people.colleague.id}`, {
          token,
        }),
      expected: byCapability('makeOwner', 200),
      async allowed(_answer, { app, world }) {
        expect((await readWebsite(app.db, world.siteId))?.ownerId).toBe(world.people.colleague.id);
      },
    },
  ],
};
