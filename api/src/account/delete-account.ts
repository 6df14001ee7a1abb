import {
  enqueueAfterCommit,
  type PublishQueue,
  type PublishRequest,
  recordDeleteRequest,
  WebsiteNotFound,
} from '@sitewright/publisher';
import {
  type Database,
  deleteDomainsOfAccount,
  deleteInvitesOfUser,
  deleteUser,
  deleteWebsiteInvites,
  deleteWebsiteLeads,
  detachWebsite,
  lockOwnedWebsites,
  lockUser,
  type Queryable,
  websiteMemberIds,
} from '@sitewright/store';
import { notifyUsers } from '../live/notify.ts';
import type { Logger } from '../logger.ts';
import { spendDeletionToken } from './deletion-token.ts';

/** What an account deletion did, for the log and the tests. */
export interface AccountDeletion {
  /** The owned websites handed to the publisher (one `delete` request each). */
  websiteIds: string[];
  /** The publisher's delete requests this deletion recorded. */
  requests: PublishRequest[];
  /** Editors of those websites whose access went (each was sent `invite-revoked`). */
  revokedEditorIds: string[];
}

/** Hands one owned website to the publisher and detaches it from the account (0005). */
async function removeOwnedWebsite(tx: Queryable, websiteId: string, requests: PublishRequest[]) {
  try {
    const recorded = await recordDeleteRequest(tx, { websiteId, requestedBy: null });
    if (recorded.created) requests.push(recorded.request);
  } catch (error) {
    // Already being deleted (its delete request waits): the publisher finishes it either way.
    if (!(error instanceof WebsiteNotFound)) throw error;
  }
  await deleteWebsiteInvites(tx, websiteId);
  // Visitors' messages and sign-ups go now, not when the publisher's job deletes the draft.
  await deleteWebsiteLeads(tx, websiteId);
  await detachWebsite(tx, websiteId);
}

/**
 * Deletes an account in ONE transaction (spec §4 "Account deletion"):
 * 1. spends the deletion token (the feedback row stays, marked with the deletion time);
 * 2. every owned website: a publisher `delete` request (its job retires the published copy, the
 *    addresses and sitemap entries, then the draft), its invites deleted — each editor is sent
 *    `invite-revoked` — and the website detached from the account so the jobs outlive it;
 * 3. the user's own editor memberships and invitations are deleted (their websites' members are
 *    told `invite-changed`), and every custom domain of the user or of their websites' addresses;
 * 4. the user row: its sessions go with it (the next call with their token is 401 and signs out).
 * After COMMIT the delete requests are enqueued (`queue`) in the background — the answer never
 * waits for Redis; the committed rows are the promise — or left to the publisher's sweeper.
 */
export async function deleteAccount(
  db: Database,
  input: { userId: string; email: string; feedbackId: string; now: Date },
  queue: PublishQueue | null,
  logger: Logger,
): Promise<AccountDeletion> {
  const outcome = await db.transaction(async (tx) => {
    await lockUser(tx, input.userId);
    await spendDeletionToken(tx, input.feedbackId, input.now);
    const owned = await lockOwnedWebsites(tx, input.userId);
    const requests: PublishRequest[] = [];
    const revoked = new Set<string>();
    for (const website of owned) {
      // Its editors: every member but the owner (the members' rule).
      const editors = (await websiteMemberIds(tx, website.id)).filter((id) => id !== input.userId);
      await removeOwnedWebsite(tx, website.id, requests);
      await notifyUsers(tx, editors, { kind: 'invite-revoked', websiteId: website.id });
      for (const id of editors) revoked.add(id);
    }
    const left = await deleteInvitesOfUser(tx, { userId: input.userId, email: input.email });
    for (const invite of left) {
      await notifyUsers(tx, await websiteMemberIds(tx, invite.websiteId), {
        kind: 'invite-changed',
        websiteId: invite.websiteId,
        inviteId: invite.id,
      });
    }
    const websiteIds = owned.map((website) => website.id);
    await deleteDomainsOfAccount(tx, { userId: input.userId, websiteIds });
    await deleteUser(tx, input.userId);
    return { websiteIds, requests, revokedEditorIds: [...revoked] };
  });
  for (const request of outcome.requests) {
    enqueueAfterCommit(
      queue,
      { request, created: true },
      {
        onEnqueueError: (err) =>
          logger.warn({ err, requestId: request.id }, 'delete request not enqueued; the sweeper will'),
      },
    );
  }
  return outcome;
}
