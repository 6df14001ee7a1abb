import { z } from 'zod';
import { entityId, identityEmail, timestamp } from '../entities/common.ts';
import { createInviteRequest, invite } from '../entities/invite.ts';
import { user } from '../entities/user.ts';
import { websiteRoles } from '../permissions/table.ts';
import { inviteStates } from '../states/invite.ts';
import { defineRoute } from './route-contract.ts';
import { websiteIdParams } from './website-calls.ts';

/**
 * The collaboration calls (spec §3 Invite, §4 invite state and "Adding an editor", §6, §7;
 * docs/decisions/collaboration.md): invites, editors and ownership transfer.
 */

/** An invite with its derived state and the label the editors list shows (Editor, Pending, Expired). */
export const listedInvite = invite.extend({
  state: z.enum(inviteStates),
  stateLabel: z.string(),
  acceptedAt: timestamp.nullable(),
  lastSentAt: timestamp,
});
export type ListedInvite = z.infer<typeof listedInvite>;

/**
 * What adding an editor did (spec §4 "Adding an editor"): `created`, `replaced` (an Expired invite
 * deleted and a new one created), `resent` (Pending), or nothing: `own-email`, `already-editor`.
 */
export const addEditorOutcome = z.enum(['created', 'replaced', 'resent', 'own-email', 'already-editor']);
export type AddEditorOutcome = z.infer<typeof addEditorOutcome>;

/** The remaining invitations and their copy (spec §6 'You can invite {count} more editors'). */
const remaining = {
  remainingInvitations: z.number().int().min(0),
  remainingInvitationsCopy: z.string(),
};

/** What adding an editor or resending an invitation answers. */
export const inviteAnswer = z.object({
  outcome: addEditorOutcome,
  invite: listedInvite.nullable(),
  ...remaining,
});
export type InviteAnswer = z.infer<typeof inviteAnswer>;

/** A website's owner as members see it (spec §6 "For non-owners the owner's e-mail is fetched"). */
export const websiteOwner = z.object({
  userId: entityId,
  email: identityEmail,
  displayName: user.shape.displayName,
});

const inviteIdParams = z.object({ inviteId: z.uuid() });

export const collaborationCalls = {
  /** Spec §4 "Adding an editor" (owner only): 201 when an invite was created. */
  createInvite: defineRoute({
    method: 'post',
    path: '/invite/create',
    auth: 'user',
    body: createInviteRequest,
    responses: { 200: inviteAnswer, 201: inviteAnswer },
  }),
  resendInvite: defineRoute({
    method: 'post',
    path: '/invite/resend/:inviteId',
    auth: 'user',
    params: inviteIdParams,
    responses: { 200: inviteAnswer },
  }),
  /** The accepted invite: its `websiteId` opens the designer. */
  acceptInvite: defineRoute({
    method: 'post',
    path: '/invite/accept/:inviteId',
    auth: 'user',
    params: inviteIdParams,
    responses: { 200: z.object({ invite: listedInvite }) },
  }),
  /** The owner removing an editor or an invitation, or an editor removing themselves. */
  deleteInvite: defineRoute({
    method: 'delete',
    path: '/invite/delete/:inviteId',
    auth: 'user',
    params: inviteIdParams,
    responses: { 204: null },
  }),
  websiteOwner: defineRoute({
    method: 'get',
    path: '/websites/:websiteId/owner',
    auth: 'user',
    params: websiteIdParams,
    responses: { 200: websiteOwner },
  }),
  /**
   * The share modal. The owner sees every invite and the remaining invitations; an editor sees
   * the accepted editors only.
   */
  websiteEditors: defineRoute({
    method: 'get',
    path: '/websites/:websiteId/editors',
    auth: 'user',
    params: websiteIdParams,
    responses: {
      200: z.object({
        websiteId: entityId,
        role: z.enum(websiteRoles),
        owner: websiteOwner,
        editors: z.array(listedInvite),
        remainingInvitations: remaining.remainingInvitations.nullable(),
        remainingInvitationsCopy: remaining.remainingInvitationsCopy.nullable(),
      }),
    },
  }),
  transferOwnership: defineRoute({
    method: 'post',
    path: '/websites/:websiteId/transfer-ownership/:newOwnerId',
    auth: 'user',
    params: z.object({ websiteId: entityId, newOwnerId: z.uuid() }),
    responses: {
      200: z.object({
        websiteId: entityId,
        owner: websiteOwner,
        /** The former owner's new standing: an accepted invite, so an editor the new owner may remove. */
        formerOwnerInvite: listedInvite,
      }),
    },
  }),
};
