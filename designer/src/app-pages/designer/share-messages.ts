import type { AddEditorOutcome } from './collaboration-api.ts';

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
