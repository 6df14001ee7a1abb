import { durations } from '../limits/index.ts';
import { type Instant, toMillis } from './time.ts';

/** Spec §4 "Invite state (derived)". */
export const inviteStates = ['Accepted', 'Pending', 'Expired'] as const;
export type InviteState = (typeof inviteStates)[number];

/** Spec §4 labels shown in the editors list: an accepted invite is shown as 'Editor'. */
export const inviteStateLabels: Record<InviteState, string> = {
  Accepted: 'Editor',
  Pending: 'Pending',
  Expired: 'Expired',
};

/**
 * The derived state of an invite (spec §4): Accepted if the accepted flag is set; otherwise Expired if
 * it was created more than 7 days (604800000 ms) before `now`; otherwise Pending. Exactly 7 days old is
 * still Pending. An unreadable `createdAt` counts as Expired, so a damaged invite never grants access.
 */
export function inviteState(invite: { accepted: boolean; createdAt: Instant }, now: Date): InviteState {
  if (invite.accepted) return 'Accepted';
  const created = toMillis(invite.createdAt);
  if (Number.isNaN(created) || now.getTime() - created > durations.inviteValidity) return 'Expired';
  return 'Pending';
}

/** The label of an invite in the editors list (spec §4: Editor, Pending, Expired). */
export function inviteStateLabel(invite: { accepted: boolean; createdAt: Instant }, now: Date): string {
  return inviteStateLabels[inviteState(invite, now)];
}

/** Spec §3/§4: invite e-mails are trimmed and lower-cased. */
export function normaliseInviteEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What to do when the owner adds an editor by e-mail (spec §4 "Adding an editor"). */
export type AddEditorDecision =
  | { action: 'none'; reason: 'own-email' | 'already-editor' }
  | { action: 'create'; email: string }
  | { action: 'resend'; inviteId: string }
  | { action: 'replace'; deleteInviteId: string; email: string };

export interface AddEditorInput {
  /** The e-mail typed by the owner. */
  email: string;
  /** The owner's own e-mail. */
  ownerEmail: string;
  /** The website's invite for that e-mail, if there is one. */
  existing?: { id: string; accepted: boolean; createdAt: Instant } | null;
}

/**
 * Spec §4 "Adding an editor": the owner's own e-mail → nothing; no existing invite → create one;
 * existing Accepted → nothing; Pending → resend; Expired → delete it and create a new one.
 * E-mails are compared trimmed and lower-cased, and the created invite carries that form.
 */
export function addEditorDecision(input: AddEditorInput, now: Date): AddEditorDecision {
  const email = normaliseInviteEmail(input.email);
  if (email === normaliseInviteEmail(input.ownerEmail)) return { action: 'none', reason: 'own-email' };
  const existing = input.existing;
  if (!existing) return { action: 'create', email };
  switch (inviteState(existing, now)) {
    case 'Accepted':
      return { action: 'none', reason: 'already-editor' };
    case 'Pending':
      return { action: 'resend', inviteId: existing.id };
    case 'Expired':
      return { action: 'replace', deleteInviteId: existing.id, email };
  }
}
