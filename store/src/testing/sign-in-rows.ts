import type { Queryable } from '../database/database.ts';

/**
 * What tests of sign-in read or change directly: stored hashes (to prove no secret is kept in
 * clear), events, and a disabled account (no product call disables one yet).
 */

/** Disables the account with this e-mail, as an operator would. */
export async function disableUser(db: Queryable, email: string): Promise<void> {
  await db.query('update users set disabled = true where email = $1', [email]);
}

/** The sessions of a user, oldest first. */
export async function storedSessions(
  db: Queryable,
  userId: string,
): Promise<{ id: string; refreshTokenHash: string; revokedAt: Date | null }[]> {
  const { rows } = await db.query<{ id: string; refresh_token_hash: string; revoked_at: Date | null }>(
    'select id, refresh_token_hash, revoked_at from sessions where user_id = $1 order by created_at, id',
    [userId],
  );
  return rows.map((r) => ({ id: r.id, refreshTokenHash: r.refresh_token_hash, revokedAt: r.revoked_at }));
}

/** The magic links sent to an e-mail, oldest first. */
export async function storedMagicLinks(
  db: Queryable,
  email: string,
): Promise<{ tokenHash: string; usedAt: Date | null }[]> {
  const { rows } = await db.query<{ token_hash: string; used_at: Date | null }>(
    'select token_hash, used_at from magic_links where email = $1 order by created_at, token_hash',
    [email],
  );
  return rows.map((r) => ({ tokenHash: r.token_hash, usedAt: r.used_at }));
}

/** The stored hash of one-time-code session `id`, if there is one. */
export async function storedOneTimeCodeHash(db: Queryable, id: string): Promise<string | undefined> {
  const { rows } = await db.query<{ code_hash: string }>('select code_hash from otp_sessions where id = $1', [
    id,
  ]);
  return rows[0]?.code_hash;
}

/** Usage events, in the order they were recorded: a user's, or a route's. */
export async function storedEvents(
  db: Queryable,
  of: { userId: string } | { route: string },
): Promise<{ type: string; userId: string | null; route: string | null }[]> {
  const [column, value] = 'userId' in of ? ['user_id', of.userId] : ['route', of.route];
  const { rows } = await db.query<{ type: string; user_id: string | null; route: string | null }>(
    `select type, user_id, route from events where ${column} = $1 order by id`,
    [value],
  );
  return rows.map((r) => ({ type: r.type, userId: r.user_id, route: r.route }));
}

/** The tables sign-in and events write. */
export const signInTables = [
  'users',
  'sessions',
  'session_rotated_tokens',
  'otp_sessions',
  'magic_links',
  'email_verifications',
  'sign_in_token_uses',
  'events',
] as const;

/** How many rows each sign-in table holds (a test proving a refused call wrote nothing). */
export async function signInRowCounts(db: Queryable): Promise<Record<(typeof signInTables)[number], number>> {
  const counts = {} as Record<(typeof signInTables)[number], number>;
  for (const table of signInTables) {
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    counts[table] = rows[0]!.n;
  }
  return counts;
}

/** A user's account deletion feedback (stage 1 of deletion), by reason. */
export async function storedDeletionFeedback(
  db: Queryable,
  userId: string,
): Promise<{ reason: string; text: string; tokenHash: string | null; accountDeletedAt: Date | null }[]> {
  const { rows } = await db.query<{
    reason: string;
    text: string;
    token_hash: string | null;
    account_deleted_at: Date | null;
  }>(
    'select reason, text, token_hash, account_deleted_at from account_deletion_feedback where user_id = $1 order by reason, at',
    [userId],
  );
  return rows.map((r) => ({
    reason: r.reason,
    text: r.text,
    tokenHash: r.token_hash,
    accountDeletedAt: r.account_deleted_at,
  }));
}
