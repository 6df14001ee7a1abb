import { type Invite, inviteState, inviteStateLabel, type ListedInvite } from '@sitewright/model';
import type { InviteRecord } from '@sitewright/store';

/** The model's `invite` (spec §3) of a stored invite. */
export function inviteOf(record: InviteRecord): Invite {
  return {
    id: record.id,
    invitedUserEmail: record.invitedUserEmail,
    invitedUserId: record.invitedUserId,
    websiteId: record.websiteId,
    role: record.role,
    accepted: record.accepted,
    createdAt: record.createdAt.toISOString(),
  };
}

/** The invite with its derived state and label (spec §4: Editor, Pending, Expired) at `now`. */
export function inviteView(record: InviteRecord, now: Date): ListedInvite {
  const derived = { accepted: record.accepted, createdAt: record.createdAt };
  return {
    ...inviteOf(record),
    state: inviteState(derived, now),
    stateLabel: inviteStateLabel(derived, now),
    acceptedAt: record.acceptedAt?.toISOString() ?? null,
    lastSentAt: record.lastSentAt.toISOString(),
  };
}
