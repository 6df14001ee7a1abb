import type { Queryable } from '../database/database.ts';
import { inviteForUserSql } from './member-rule.ts';

/**
 * The `invites` table (0001): an editor is invited by e-mail (trimmed and lower-cased, one invite
 * per website and e-mail) and names the user who accepted it from then on (spec §3 Invite).
 */

/** An invite as stored. Its derived state (spec §4) is the model's `inviteState`. */
export interface InviteRecord {
  id: string;
  websiteId: string;
  invitedUserEmail: string;
  /** The user who accepted it (null while Pending, or an accepted invite kept with its e-mail alone). */
  invitedUserId: string | null;
  role: 'Collaborator';
  accepted: boolean;
  acceptedAt: Date | null;
  createdAt: Date;
  /** When the invitation e-mail was last sent (created or resent). */
  lastSentAt: Date;
}

/** An `invites` row as {@link inviteColumns} reads it. */
export interface InviteRow {
  id: string;
  website_id: string;
  invited_user_email: string;
  invited_user_id: string | null;
  role: 'Collaborator';
  accepted: boolean;
  accepted_at: Date | null;
  created_at: Date;
  last_sent_at: Date;
  [column: string]: unknown;
}

/** The columns every invite statement answers, for {@link inviteRecord}. */
export const inviteColumns =
  'id, website_id, invited_user_email, invited_user_id, role, accepted, accepted_at, created_at, last_sent_at';

/** The record of a row of {@link inviteColumns}. */
export function inviteRecord(row: InviteRow): InviteRecord {
  return {
    id: row.id,
    websiteId: row.website_id,
    invitedUserEmail: row.invited_user_email,
    invitedUserId: row.invited_user_id,
    role: row.role,
    accepted: row.accepted,
    acceptedAt: row.accepted_at,
    createdAt: row.created_at,
    lastSentAt: row.last_sent_at,
  };
}

async function oneInvite(db: Queryable, sql: string, params: unknown[]): Promise<InviteRecord | undefined> {
  const { rows } = await db.query<InviteRow>(sql, params);
  return rows[0] && inviteRecord(rows[0]);
}

/**
 * The invite with this id.
 * @param options.lock - `for update`: inside a transaction, holds the invite until it ends.
 */
export function findInvite(
  db: Queryable,
  inviteId: string,
  options: { lock?: boolean } = {},
): Promise<InviteRecord | undefined> {
  return oneInvite(
    db,
    `select ${inviteColumns} from invites where id = $1${options.lock ? ' for update' : ''}`,
    [inviteId],
  );
}

/** The website's invite for an e-mail (one per website and e-mail), if any. */
export function findInviteByEmail(
  db: Queryable,
  websiteId: string,
  email: string,
): Promise<InviteRecord | undefined> {
  return oneInvite(
    db,
    `select ${inviteColumns} from invites where website_id = $1 and invited_user_email = $2`,
    [websiteId, email],
  );
}

/** Every invite of a website, oldest first. */
export async function listWebsiteInvites(db: Queryable, websiteId: string): Promise<InviteRecord[]> {
  const { rows } = await db.query<InviteRow>(
    `select ${inviteColumns} from invites where website_id = $1 order by created_at, id`,
    [websiteId],
  );
  return rows.map(inviteRecord);
}

/** A new Pending invite, created and sent at `now`. The e-mail must already be trimmed and lower-cased. */
export async function insertInvite(
  db: Queryable,
  input: { websiteId: string; email: string; now: Date },
): Promise<InviteRecord> {
  return (await oneInvite(
    db,
    `insert into invites (website_id, invited_user_email, created_at, last_sent_at)
     values ($1, $2, $3, $3) returning ${inviteColumns}`,
    [input.websiteId, input.email, input.now],
  ))!;
}

/** Records that the invitation e-mail was sent again at `now`. */
export async function markInviteSent(db: Queryable, inviteId: string, now: Date): Promise<InviteRecord> {
  return (await oneInvite(
    db,
    `update invites set last_sent_at = $2 where id = $1 returning ${inviteColumns}`,
    [inviteId, now],
  ))!;
}

/** Accepted at `now` by `userId`, whom the invite names from then on (spec §6 Editor). */
export async function acceptInvite(
  db: Queryable,
  inviteId: string,
  userId: string,
  now: Date,
): Promise<InviteRecord> {
  return (await oneInvite(
    db,
    `update invites set accepted = true, accepted_at = $2, invited_user_id = $3 where id = $1
     returning ${inviteColumns}`,
    [inviteId, now, userId],
  ))!;
}

/** Removes an invite: a pending invitation cancelled, or an editor removed (or leaving). */
export async function deleteInvite(db: Queryable, inviteId: string): Promise<void> {
  await db.query('delete from invites where id = $1', [inviteId]);
}

/** Removes every invite to a website (its owner's account is being deleted). */
export async function deleteWebsiteInvites(db: Queryable, websiteId: string): Promise<void> {
  await db.query('delete from invites where website_id = $1', [websiteId]);
}

/**
 * Removes the invites that are the user's, by the members' rule (an invite naming them, or naming
 * nobody and sent to their e-mail): their account is being deleted. An invite that names another
 * user is that user's, even when it was sent to this e-mail. Answers what was removed, so the
 * websites' members can be told.
 */
export async function deleteInvitesOfUser(
  db: Queryable,
  user: { userId: string; email: string },
): Promise<{ id: string; websiteId: string }[]> {
  const { rows } = await db.query<{ id: string; website_id: string }>(
    `delete from invites where ${inviteForUserSql('invites', '$1', '$2')} returning id, website_id`,
    [user.userId, user.email],
  );
  return rows.map((row) => ({ id: row.id, websiteId: row.website_id }));
}

/**
 * Records that the website was shared at `now` (the draft's `lastSharedAt`, spec §3): an
 * invitation was sent for it.
 */
export async function markWebsiteShared(db: Queryable, websiteId: string, now: Date): Promise<void> {
  await db.query('update websites set last_shared_at = $2 where id = $1', [websiteId, now]);
}
