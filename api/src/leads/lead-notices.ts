import {
  claimUnnotifiedMessages,
  countNotifiedSince,
  leadMailRecipients,
  leadWebsiteName,
  websiteMemberIds,
} from '@sitewright/store';
import type { RouteDependencies } from '../domains/dependencies.ts';
import { notifyUsers } from '../live/notify.ts';
import { sendMail } from '../mail/index.ts';
import { digestEmail, leadsInboxUrl, newMessageEmail } from './lead-email.ts';

/**
 * The e-mail rate per website (docs/decisions/leads.md): up to 5 messages within 10 minutes are each
 * e-mailed as they arrive; past that, the messages wait and one digest is sent at the end of the
 * window (and every window after, while they keep coming).
 */
export const leadMailRate = { messages: 5, windowMs: 10 * 60_000 } as const;

/** What lead notices use (`RouteDependencies` fits). */
export type NoticeDependencies = Pick<RouteDependencies, 'db' | 'mailer' | 'clock' | 'logger'> & {
  auth: { settings: { appUrl: string } };
};

/** Tells every member's live stream that the website's leads changed (the inbox reloads its page). */
export async function announceLeadsChanged(deps: Pick<RouteDependencies, 'db'>, websiteId: string) {
  await notifyUsers(deps.db, await websiteMemberIds(deps.db, websiteId), {
    kind: 'leads-changed',
    websiteId,
  });
}

/** Digests waiting for their window to end, by website (one timer each, per process). */
const digestTimers = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * After a new contact message of `websiteId` was stored: e-mails it to the members who receive
 * lead e-mails, or, past {@link leadMailRate}, leaves it for the digest and sets the digest's timer.
 * Messages are claimed in the database, so one message is e-mailed once even with several api
 * processes; a message left unclaimed by a process that stopped goes out with the next one.
 */
export async function mailNewMessages(
  deps: NoticeDependencies,
  websiteId: string,
  options: {
    /** When the digest goes out after the rate is passed. @defaultValue leadMailRate.windowMs */
    digestDelayMs?: number;
  } = {},
): Promise<void> {
  const now = deps.clock.now();
  const recent = await countNotifiedSince(
    deps.db,
    websiteId,
    new Date(now.getTime() - leadMailRate.windowMs),
  );
  if (recent >= leadMailRate.messages) {
    if (!digestTimers.has(websiteId)) {
      const timer = setTimeout(() => {
        digestTimers.delete(websiteId);
        sendLeadDigest(deps, websiteId).catch((error: unknown) =>
          deps.logger.error({ err: error, websiteId }, 'lead digest failed'),
        );
      }, options.digestDelayMs ?? leadMailRate.windowMs);
      timer.unref();
      digestTimers.set(websiteId, timer);
    }
    return;
  }
  await sendLeadDigest(deps, websiteId);
}

/**
 * Claims the website's messages no e-mail told of yet and sends them: one message as its own
 * e-mail, several as one digest. Nothing when there are none.
 */
export async function sendLeadDigest(deps: NoticeDependencies, websiteId: string): Promise<void> {
  const messages = await claimUnnotifiedMessages(deps.db, websiteId, deps.clock.now());
  if (messages.length === 0) return;
  const recipients = await leadMailRecipients(deps.db, websiteId);
  if (recipients.length === 0) return;
  const websiteName = (await leadWebsiteName(deps.db, websiteId)) ?? 'your website';
  const inboxUrl = leadsInboxUrl(deps.auth.settings.appUrl, websiteId);
  const content =
    messages.length === 1
      ? newMessageEmail({ websiteName, message: messages[0]!, inboxUrl })
      : digestEmail({ websiteName, messages, inboxUrl });
  for (const recipient of recipients) {
    try {
      await sendMail(deps.mailer, recipient.email, content);
    } catch (error) {
      // The message stays in the inbox; one recipient's failure does not keep the others' e-mail.
      deps.logger.error({ err: error, websiteId }, 'lead e-mail failed');
    }
  }
}

/** Clears the digest timers of this process (tests; shutdown needs none: the timers are unref'd). */
export function cancelLeadDigests(): void {
  for (const timer of digestTimers.values()) clearTimeout(timer);
  digestTimers.clear();
}
