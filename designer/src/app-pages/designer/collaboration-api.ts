import type { Invite, WebsiteRole } from '@sitewright/model';
import { callApi } from './websites-api.ts';

/** An invite as the api lists it (api `collaboration/schemas.ts` `inviteView`). */
export type ListedInvite = Invite & {
  state: 'Accepted' | 'Pending' | 'Expired';
  /** Spec §4 label: Editor, Pending or Expired. */
  stateLabel: string;
  acceptedAt: string | null;
  lastSentAt: string;
};

/** A website's owner as its members see them (spec §6 "For non-owners the owner's e-mail is fetched"). */
export interface WebsiteOwner {
  userId: string;
  email: string;
  displayName?: string | null;
}

/** `GET /api/websites/{id}/editors`: the owner sees every invite; an editor the accepted ones. */
export interface EditorsList {
  websiteId: string;
  role: WebsiteRole;
  owner: WebsiteOwner;
  editors: ListedInvite[];
  remainingInvitations: number | null;
  /** Spec §6 'You can invite {count} more editors' (owner only). */
  remainingInvitationsCopy: string | null;
}

/** What adding an editor did (spec §4 "Adding an editor"). */
export type AddEditorOutcome = 'created' | 'replaced' | 'resent' | 'own-email' | 'already-editor';

/** Answer of `POST /api/invite/create` and `POST /api/invite/resend/{inviteId}`. */
export interface InviteAnswer {
  outcome: AddEditorOutcome;
  invite: ListedInvite | null;
  remainingInvitations: number;
  remainingInvitationsCopy: string;
}

const site = (id: string) => `/api/websites/${encodeURIComponent(id)}`;
const invite = (action: string, id: string) => `/api/invite/${action}/${encodeURIComponent(id)}`;

/** The collaboration calls of spec §7 (docs/decisions/collaboration.md); failures raise `ApiError`. */
export const collaborationApi = {
  editors: (websiteId: string) => callApi<EditorsList>('GET', `${site(websiteId)}/editors`),
  owner: (websiteId: string) => callApi<WebsiteOwner>('GET', `${site(websiteId)}/owner`),
  create: (websiteId: string, invitedUserEmail: string) =>
    callApi<InviteAnswer>('POST', '/api/invite/create', {
      invitedUserEmail,
      websiteId,
      role: 'Collaborator',
    }),
  resend: (inviteId: string) => callApi<InviteAnswer>('POST', invite('resend', inviteId)),
  remove: (inviteId: string) => callApi<undefined>('DELETE', invite('delete', inviteId)),
  accept: (inviteId: string) => callApi<{ invite: ListedInvite }>('POST', invite('accept', inviteId)),
  transferOwnership: (websiteId: string, newOwnerId: string) =>
    callApi<{ websiteId: string; owner: WebsiteOwner }>(
      'POST',
      `${site(websiteId)}/transfer-ownership/${encodeURIComponent(newOwnerId)}`,
    ),
};
