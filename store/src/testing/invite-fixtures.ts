import type { Queryable } from '../database/database.ts';

/**
 * Inserts an invite row as it may stand in the database, including shapes the api never makes
 * itself: an accepted invite that names no user yet (an invite carried over from the hosted
 * document database, where only the e-mail was kept). Answers its id.
 */
export async function insertInviteRow(
  db: Queryable,
  input: {
    websiteId: string;
    email: string;
    invitedUserId?: string | null;
    accepted?: boolean;
    createdAt?: Date;
  },
): Promise<string> {
  const createdAt = input.createdAt ?? new Date();
  const accepted = input.accepted ?? false;
  const { rows } = await db.query<{ id: string }>(
    `insert into invites (website_id, invited_user_email, invited_user_id, accepted, accepted_at, created_at, last_sent_at)
     values ($1, $2, $3, $4, $5, $6, $6) returning id`,
    [
      input.websiteId,
      input.email,
      input.invitedUserId ?? null,
      accepted,
      accepted ? createdAt : null,
      createdAt,
    ],
  );
  return rows[0]!.id;
}
