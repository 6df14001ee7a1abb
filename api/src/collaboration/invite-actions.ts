import {
  type AddEditorOutcome,
  type InviteAnswer,
  perUser,
  remainingInvitations,
  remainingInvitationsCopy,
} from '@sitewright/model';
import {
  countActiveInvites,
  countSharedWebsitesOfEmail,
  type InviteRecord,
  insertInvite,
  type Queryable,
  websiteMemberIds,
} from '@sitewright/store';
import { notifyUsers } from '../live/notify.ts';
import { sendMail } from '../mail/index.ts';
import type { CollaborationDependencies } from './dependencies.ts';
import { inviteLimitReached } from './errors.ts';
import { invitationEmail } from './invitation-email.ts';
import { inviteView } from './invite-view.ts';
import type { WebsiteAccess } from './website-access.ts';

/**
 * The steps the invite calls share: the limits a new invite must fit in (spec §9), creating one,
 * the answer with the remaining invitations (spec §6), the live notices and the e-mail.
 */

/**
 * Creates a Pending invite after checking both limits: the website has invitations left (20
 * Pending or Accepted, spec §9 "Accepted invites") and the invited person, if they have an
 * account, is not at 5 shared websites (spec §9 "Shared websites"). Either way 409
 * 'Maximum invitations reached.'. Call it holding the website's row lock.
 */
export async function createInviteWithinLimits(
  tx: Queryable,
  input: { websiteId: string; email: string; now: Date },
): Promise<InviteRecord> {
  if (remainingInvitations(await countActiveInvites(tx, input.websiteId, input.now)) === 0) {
    throw inviteLimitReached();
  }
  // An invitation to someone without an account yet counts against nothing of theirs.
  if (((await countSharedWebsitesOfEmail(tx, input.email)) ?? 0) >= perUser.sharedWebsites) {
    throw inviteLimitReached();
  }
  return insertInvite(tx, input);
}

/** The answer of create and resend, with the invitations left after the change. */
export async function inviteAnswerOf(
  tx: Queryable,
  websiteId: string,
  outcome: AddEditorOutcome,
  row: InviteRecord | null,
  now: Date,
): Promise<InviteAnswer> {
  const remaining = remainingInvitations(await countActiveInvites(tx, websiteId, now));
  return {
    outcome,
    invite: row ? inviteView(row, now) : null,
    remainingInvitations: remaining,
    remainingInvitationsCopy: remainingInvitationsCopy(remaining),
  };
}

/**
 * Tells the owner and every editor that the website's invites changed (their share modals
 * refresh), and `alsoTell` (the invited person). Delivered at COMMIT.
 */
export async function notifyInvitesChanged(
  tx: Queryable,
  websiteId: string,
  inviteId: string,
  alsoTell: readonly (string | null | undefined)[] = [],
): Promise<void> {
  const members = await websiteMemberIds(tx, websiteId);
  const extra = alsoTell.filter((id): id is string => typeof id === 'string');
  await notifyUsers(tx, [...members, ...extra], { kind: 'invite-changed', websiteId, inviteId });
}

/** E-mails the invitation for `row` (after COMMIT: a rolled-back invite is never announced). */
export async function sendInvitation(
  deps: Pick<CollaborationDependencies, 'mailer' | 'auth'>,
  access: WebsiteAccess,
  row: InviteRecord,
): Promise<void> {
  await sendMail(
    deps.mailer,
    row.invitedUserEmail,
    invitationEmail({
      inviteId: row.id,
      inviter: access.owner.displayName?.trim() || access.owner.email,
      inviterEmail: access.owner.email,
      businessName: access.businessName,
      invitedEmail: row.invitedUserEmail,
      appUrl: deps.auth.settings.appUrl,
    }),
  );
}
