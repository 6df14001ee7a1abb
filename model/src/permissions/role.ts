import { perUser } from '../limits/index.ts';
import type { WebsiteRole } from './table.ts';

/** The invite of this user to this website, if any (spec §3 Invite). */
export interface AcceptedInviteLike {
  accepted: boolean;
  /** When given, must be the user asking; an invite for someone else grants nothing. */
  invitedUserId?: string | null;
}

/**
 * The user's role on a website (spec §6): 'Owner' when the user's id is the website's userId; 'Editor'
 * when they hold an accepted invite to it; otherwise `null` (no access).
 */
export function websiteRole(
  website: { userId: string },
  userId: string,
  acceptedInviteForUser?: AcceptedInviteLike | null,
): WebsiteRole | null {
  if (userId !== '' && website.userId === userId) return 'Owner';
  const invite = acceptedInviteForUser;
  if (!invite?.accepted) return null;
  if (invite.invitedUserId != null && invite.invitedUserId !== userId) return null;
  return 'Editor';
}

/**
 * How many more editors the owner may invite: the limit minus the invites that still count (Pending or
 * Accepted; Expired ones do not), never below 0. Decision: the limit is the spec §9 "Accepted invites: 20".
 * @defaultValue limit = 20
 */
export function remainingInvitations(
  activeInviteCount: number,
  limit: number = perUser.acceptedInvites,
): number {
  return Math.max(0, limit - activeInviteCount);
}

/**
 * The copy under the invite field (spec §6), word for word: 'You can invite {count} more editors'.
 * The spec's wording is kept even for a count of 1.
 */
export function remainingInvitationsCopy(count: number): string {
  return `You can invite ${count} more editors`;
}
