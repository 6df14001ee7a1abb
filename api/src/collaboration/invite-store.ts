import { durations, type Invite, inviteState, inviteStateLabel } from '@sitewright/model';
import type { Queryable } from '@sitewright/store';
import type { InviteView } from './schemas.ts';

/** An `invites` row (0001). */
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

const columns =
  'id, website_id, invited_user_email, invited_user_id, role, accepted, accepted_at, created_at, last_sent_at';

/** The model's `invite` (spec §3) of a row. */
export function inviteOf(row: InviteRow): Invite {
  return {
    id: row.id,
    invitedUserEmail: row.invited_user_email,
    invitedUserId: row.invited_user_id,
    websiteId: row.website_id,
    role: row.role,
    accepted: row.accepted,
    createdAt: row.created_at.toISOString(),
  };
}

/** The invite with its derived state and label (spec §4: Editor, Pending, Expired) at `now`. */
export function inviteView(row: InviteRow, now: Date): InviteView {
  const derived = { accepted: row.accepted, createdAt: row.created_at };
  return {
    ...inviteOf(row),
    state: inviteState(derived, now),
    stateLabel: inviteStateLabel(derived, now),
    acceptedAt: row.accepted_at?.toISOString() ?? null,
    lastSentAt: row.last_sent_at.toISOString(),
  };
}

/** The invite with this id (`lock`: its row lock). */
export async function findInvite(
  db: Queryable,
  inviteId: string,
  options: { lock?: boolean } = {},
): Promise<InviteRow | undefined> {
  const { rows } = await db.query<InviteRow>(
    `select ${columns} from invites where id = $1${options.lock ? ' for update' : ''}`,
    [inviteId],
  );
  return rows[0];
}

/** The website's invite for an e-mail (unique per website, 0001), if any. */
export async function findInviteByEmail(
  db: Queryable,
  websiteId: string,
  email: string,
): Promise<InviteRow | undefined> {
  const { rows } = await db.query<InviteRow>(
    `select ${columns} from invites where website_id = $1 and invited_user_email = $2`,
    [websiteId, email],
  );
  return rows[0];
}

/** Every invite of a website, oldest first. */
export async function websiteInvites(db: Queryable, websiteId: string): Promise<InviteRow[]> {
  const { rows } = await db.query<InviteRow>(
    `select ${columns} from invites where website_id = $1 order by created_at, id`,
    [websiteId],
  );
  return rows;
}

/** A new Pending invite, created and sent at `now`. */
export async function insertInvite(
  db: Queryable,
  input: { websiteId: string; email: string; now: Date },
): Promise<InviteRow> {
  const { rows } = await db.query<InviteRow>(
    `insert into invites (website_id, invited_user_email, created_at, last_sent_at)
     values ($1, $2, $3, $3) returning ${columns}`,
    [input.websiteId, input.email, input.now],
  );
  return rows[0]!;
}

/** Records that the invitation e-mail was sent again. */
export async function markInviteSent(db: Queryable, inviteId: string, now: Date): Promise<InviteRow> {
  const { rows } = await db.query<InviteRow>(
    `update invites set last_sent_at = $2 where id = $1 returning ${columns}`,
    [inviteId, now],
  );
  return rows[0]!;
}

export async function deleteInvite(db: Queryable, inviteId: string): Promise<void> {
  await db.query('delete from invites where id = $1', [inviteId]);
}

/**
 * The invites that use up the website's invitations (spec §9 "Accepted invites: 20"): Accepted and
 * Pending ones. Expired ones do not count (model `remainingInvitations`).
 */
export async function countActiveInvites(db: Queryable, websiteId: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int8 as n from invites where website_id = $1 and (accepted or created_at >= $2)',
    [websiteId, new Date(now.getTime() - durations.inviteValidity)],
  );
  return rows[0]?.n ?? 0;
}

/** The website's accepted invites (its editors). */
export async function countAcceptedInvites(db: Queryable, websiteId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int8 as n from invites where website_id = $1 and accepted',
    [websiteId],
  );
  return rows[0]?.n ?? 0;
}

/**
 * How many websites are shared with the user (spec §9 "Shared websites: 5"): their accepted
 * invites (naming their id, or their e-mail while naming no user, as `website-access.ts` reads them).
 */
export async function countSharedWebsites(
  db: Queryable,
  user: { id: string; email: string },
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int8 as n from invites where accepted
       and (invited_user_id = $1 or (invited_user_id is null and invited_user_email = $2))`,
    [user.id, user.email],
  );
  return rows[0]?.n ?? 0;
}
