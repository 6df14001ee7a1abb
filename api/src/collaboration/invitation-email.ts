import { durations } from '@sitewright/model';
import type { EmailContent } from '../mail/index.ts';

/** What the invitation e-mail names. */
export interface Invitation {
  inviteId: string;
  /** The owner as the invitee knows them: their display name, else their e-mail. */
  inviter: string;
  inviterEmail: string;
  businessName: string;
  invitedEmail: string;
  /** The configured app origin (`APP_URL`), never the request's Host header. */
  appUrl: string;
}

/** Text from a user (a business name) made safe for a subject line: one line, bounded. */
function oneLine(value: string, max: number): string {
  const flat = value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Where the invitee accepts (the SPA's accept-invite page): `${APP_URL}/invite/{inviteId}`. */
export function acceptInviteUrl(appUrl: string, inviteId: string): string {
  return `${appUrl.replace(/\/+$/, '')}/invite/${encodeURIComponent(inviteId)}`;
}

/**
 * The invitation e-mail (spec §4 "Adding an editor", §6: accepted only when signed in with the
 * invited e-mail, §9: valid 7 days).
 */
export function invitationEmail(invitation: Invitation): EmailContent {
  const site = oneLine(invitation.businessName, 80);
  const inviter = oneLine(invitation.inviter, 80);
  const days = Math.round(durations.inviteValidity / 86_400_000);
  return {
    subject: oneLine(`${inviter} invited you to edit ${site} on Sitewright`, 150),
    heading: 'You are invited to edit a website',
    paragraphs: [
      `${inviter} (${invitation.inviterEmail}) invited you to edit the website “${site}” as an editor.`,
      `Sign in with this e-mail address (${invitation.invitedEmail}) to accept. The invitation is valid for ${days} days.`,
    ],
    action: { label: 'Accept the invitation', url: acceptInviteUrl(invitation.appUrl, invitation.inviteId) },
    footer: ['If you did not expect this invitation, you can ignore this e-mail.'],
  };
}
