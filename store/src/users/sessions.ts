import type { AuthProvider } from '@sitewright/model';
import { type Database, type Queryable, statement } from '../database/database.ts';

/**
 * Sessions: one row per signed-in browser, holding the hash of its current refresh token (the
 * token itself is never stored). Refreshing rotates the hash; the hashes it replaced are kept in
 * `session_rotated_tokens` until the session ends, so presenting one again is recognised as a
 * reuse.
 */

/**
 * SQL: the session `s` is live at the time `now` (a parameter): neither revoked nor expired. The
 * one definition of a valid session, for the caller check and the refresh alike; times come
 * from the api's clock, never the database's.
 */
const liveSession = (now: string) => `s.revoked_at is null and s.expires_at > ${now}`;

/** Opens a session (in the sign-in's transaction). @returns its id. */
export async function insertSession(
  db: Queryable,
  session: { userId: string; refreshTokenHash: string; now: Date; expiresAt: Date },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into sessions (user_id, refresh_token_hash, created_at, last_used_at, expires_at)
     values ($1, $2, $3, $3, $4) returning id`,
    [session.userId, session.refreshTokenHash, session.now, session.expiresAt],
  );
  return rows[0]!.id;
}

/** The user behind a live session, as every authenticated request reads it. */
export interface SessionUser {
  id: string;
  email: string;
  provider: AuthProvider;
  emailVerified: boolean;
  disabled: boolean;
}

const sessionUserStatement = statement(
  'session-user',
  `select u.id, u.email, u.provider, u.email_verified, u.disabled
   from sessions s join users u on u.id = s.user_id
   where s.id = $1 and s.user_id = $2 and ${liveSession('$3')}`,
);

/**
 * The user of session `sessionId` when that session belongs to `userId` and is live at `now`;
 * undefined otherwise. A disabled user is answered (with `disabled`): the caller refuses them with
 * their own message. Every authenticated request runs it (a named statement), so a revocation or
 * a disabling takes effect on the next call rather than when the access token expires.
 */
export async function findSessionUser(
  db: Queryable,
  session: { sessionId: string; userId: string },
  now: Date,
): Promise<SessionUser | undefined> {
  const { rows } = await db.query<{
    id: string;
    email: string;
    provider: AuthProvider;
    email_verified: boolean;
    disabled: boolean;
  }>(sessionUserStatement, [session.sessionId, session.userId, now]);
  const row = rows[0];
  return (
    row && {
      id: row.id,
      email: row.email,
      provider: row.provider,
      emailVerified: row.email_verified,
      disabled: row.disabled,
    }
  );
}

/**
 * What presenting a refresh token did: `rotated` (the session now holds `nextHash`), `reused` (a
 * token the session had already rotated away: the session is revoked), `ended` (unknown, expired
 * or revoked), `disabled` (the user is; nothing changed).
 */
export type RefreshOutcome =
  | { outcome: 'rotated'; sessionId: string; userId: string }
  | { outcome: 'reused' | 'ended' | 'disabled' };

/**
 * Rotates a refresh token in one transaction (the session row is locked, so two refreshes with
 * the same token cannot both succeed). A rotated token presented again is a stolen copy or a
 * replay: the whole session is revoked, so both the thief and the owner must sign in again.
 */
export async function rotateRefreshToken(
  db: Database,
  input: { presentedHash: string; nextHash: string; now: Date; expiresAt: Date },
): Promise<RefreshOutcome> {
  return db.transaction(async (tx): Promise<RefreshOutcome> => {
    const { rows } = await tx.query<{ id: string; user_id: string; disabled: boolean }>(
      `select s.id, s.user_id, u.disabled
       from sessions s join users u on u.id = s.user_id
       where s.refresh_token_hash = $1 and ${liveSession('$2')} for update of s`,
      [input.presentedHash, input.now],
    );
    const session = rows[0];
    if (!session) {
      const reused = await tx.query(
        'update sessions set revoked_at = coalesce(revoked_at, $2) where id = (select session_id from session_rotated_tokens where token_hash = $1)',
        [input.presentedHash, input.now],
      );
      return { outcome: reused.rowCount > 0 ? 'reused' : 'ended' };
    }
    if (session.disabled) return { outcome: 'disabled' };
    await tx.query(
      'insert into session_rotated_tokens (token_hash, session_id, rotated_at) values ($1, $2, $3)',
      [input.presentedHash, session.id, input.now],
    );
    await tx.query(
      'update sessions set refresh_token_hash = $2, last_used_at = $3, expires_at = $4 where id = $1',
      [session.id, input.nextHash, input.now, input.expiresAt],
    );
    return { outcome: 'rotated', sessionId: session.id, userId: session.user_id };
  });
}

/**
 * The session a refresh token currently belongs to, unless revoked (sign-out by refresh token).
 * Deliberately not {@link liveSession}: signing out still ends a session that merely expired.
 */
export async function sessionOfRefreshToken(
  db: Queryable,
  refreshTokenHash: string,
): Promise<{ id: string; userId: string } | undefined> {
  const { rows } = await db.query<{ id: string; user_id: string }>(
    'select id, user_id from sessions where refresh_token_hash = $1 and revoked_at is null',
    [refreshTokenHash],
  );
  return rows[0] && { id: rows[0].id, userId: rows[0].user_id };
}

/** When session `sessionId` of `userId` started (re-authentication by a recent sign-in). */
export async function sessionStartedAt(
  db: Queryable,
  session: { sessionId: string; userId: string },
): Promise<Date | undefined> {
  const { rows } = await db.query<{ created_at: Date }>(
    'select created_at from sessions where id = $1 and user_id = $2',
    [session.sessionId, session.userId],
  );
  return rows[0]?.created_at;
}

/** Revokes one session. @returns whether it was unrevoked until now (so sign-out is recorded once). */
export async function revokeSession(db: Queryable, sessionId: string, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    'update sessions set revoked_at = $2 where id = $1 and revoked_at is null',
    [sessionId, now],
  );
  return rowCount > 0;
}

/** Revokes every session of a user but `keep` (after a password change, every other browser). */
export async function revokeOtherSessions(
  db: Queryable,
  userId: string,
  keep: string | null,
  now: Date,
): Promise<void> {
  await db.query(
    'update sessions set revoked_at = $3 where user_id = $1 and revoked_at is null and ($2::uuid is null or id <> $2::uuid)',
    [userId, keep, now],
  );
}
