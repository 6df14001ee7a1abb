import type { AddEditorOutcome } from '@sitewright/model';

/** Spec §8 success toast of every invitation e-mail sent (invite, resend, re-invite). */
export const invitationSentToast = 'Invitation sent';

/**
 * What the share modal says after "Invite" (spec §4 "Adding an editor", one line per row of the
 * decision table), and whether an e-mail went out (then the §8 toast 'Invitation sent' shows too).
 * Decision: the spec says "does nothing" for the owner's own e-mail and an existing editor; the
 * modal still says why nothing happened, so the owner is not left wondering.
 */
export function addEditorMessage(outcome: AddEditorOutcome, email: string): { text: string; sent: boolean } {
  switch (outcome) {
    case 'created':
      return { text: `Invitation sent to ${email}.`, sent: true };
    case 'resent':
      return { text: `${email} already had a pending invitation: it was sent again.`, sent: true };
    case 'replaced':
      return { text: `The invitation to ${email} had expired: a new one was sent.`, sent: true };
    case 'own-email':
      return { text: 'That is your own e-mail address: you already own this website.', sent: false };
    case 'already-editor':
      return { text: `${email} is already an editor of this website.`, sent: false };
  }
}

/** The share modal's steps that are confirmed first. */
export type ConfirmKind = 'transfer' | 'remove' | 'remove-self';

/** What a confirmation says: its heading, its text and its action's words (busy while it runs). */
export interface ConfirmCopy {
  title: string;
  text: string;
  action: string;
  busyLabel: string;
}

/**
 * The confirmations of the share modal. 'Make owner' cannot be undone (spec §4 "Ownership
 * transfer"); 'Remove Self' ends the caller's own access. Decision (spec has no wording): 'Remove'
 * is confirmed too, since it ends an editor's access at once (they are sent to /invite/revoked) or
 * withdraws an invitation e-mail already sent; the text says the owner can invite them again.
 */
export function confirmCopy(
  kind: ConfirmKind,
  invite: { invitedUserEmail: string; state: 'Accepted' | 'Pending' | 'Expired' },
): ConfirmCopy {
  const email = invite.invitedUserEmail;
  switch (kind) {
    case 'transfer':
      return {
        title: `Make ${email} the owner?`,
        text: `${email} becomes the owner of this website. You become an editor, whom they may remove. This cannot be undone.`,
        action: 'Make owner',
        busyLabel: 'Transferring…',
      };
    case 'remove':
      return invite.state === 'Accepted'
        ? {
            title: `Remove ${email}?`,
            text: `${email} can no longer edit this website; any changes they have not saved are lost. You can invite them again later.`,
            action: 'Remove editor',
            busyLabel: 'Removing…',
          }
        : {
            title: `Withdraw the invitation to ${email}?`,
            text: `The invitation e-mail already sent to ${email} stops working. You can invite them again later.`,
            action: 'Withdraw invitation',
            busyLabel: 'Removing…',
          };
    case 'remove-self':
      return {
        title: 'Stop editing this website?',
        text: 'You lose access to this website. Only its owner can invite you again.',
        action: 'Remove Self',
        busyLabel: 'Removing…',
      };
  }
}
