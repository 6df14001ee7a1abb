import {
  createInviteRequest,
  entityId,
  errorMessage,
  identityEmail,
  invite,
  inviteStates,
  timestamp,
  user,
  websiteRoles,
} from '@sitewright/model';
import { z } from 'zod';
import type { FieldErrors } from '../contract/index.ts';

/**
 * The bodies and answers of the collaboration calls (spec §3 Invite, §4 invite state, §6, §7),
 * built from the model's schemas.
 */

export { createInviteRequest };

/** A bad invited e-mail answers spec §8 `invalid-email` ('Invalid email.'). */
export const inviteFieldErrors: FieldErrors = {
  invitedUserEmail: { code: 'invalid-email', message: errorMessage('invalid-email') },
};

/** An invite with its derived state and the label the editors list shows (Editor, Pending, Expired). */
export const inviteView = invite.extend({
  state: z.enum(inviteStates),
  stateLabel: z.string(),
  acceptedAt: timestamp.nullable(),
  lastSentAt: timestamp,
});
export type InviteView = z.infer<typeof inviteView>;

export const inviteIdParams = z.object({ inviteId: z.uuid() });
export const websiteIdParams = z.object({ websiteId: entityId });
export const transferParams = z.object({ websiteId: entityId, newOwnerId: z.uuid() });

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

/** Answer of `POST /api/invite/create` and `POST /api/invite/resend/{inviteId}`. */
export const inviteAnswer = z.object({
  outcome: addEditorOutcome,
  invite: inviteView.nullable(),
  ...remaining,
});
export type InviteAnswer = z.infer<typeof inviteAnswer>;

/** Answer of `POST /api/invite/accept/{inviteId}`: the accepted invite (its `websiteId` opens the designer). */
export const acceptAnswer = z.object({ invite: inviteView });

/** A website's owner as members see it (spec §6 "For non-owners the owner's e-mail is fetched"). */
export const websiteOwner = z.object({
  userId: entityId,
  email: identityEmail,
  displayName: user.shape.displayName,
});

/** Answer of `GET /api/websites/{websiteId}/owner`. */
export const ownerAnswer = websiteOwner;

/**
 * Answer of `GET /api/websites/{websiteId}/editors` (the share modal). The owner sees every
 * invite and the remaining invitations; an editor sees the accepted editors only.
 */
export const editorsAnswer = z.object({
  websiteId: entityId,
  role: z.enum(websiteRoles),
  owner: websiteOwner,
  editors: z.array(inviteView),
  remainingInvitations: remaining.remainingInvitations.nullable(),
  remainingInvitationsCopy: remaining.remainingInvitationsCopy.nullable(),
});

/** Answer of `POST /api/websites/{websiteId}/transfer-ownership/{newOwnerId}`. */
export const transferAnswer = z.object({
  websiteId: entityId,
  owner: websiteOwner,
  /** The former owner's new standing: an accepted invite, so an editor the new owner may remove. */
  formerOwnerInvite: inviteView,
});
