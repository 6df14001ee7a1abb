import type { Database, Queryable } from '@sitewright/store';
import { signAccessToken } from './access-token.ts';
import { sessionEnded, userDisabled } from './auth-errors.ts';
import { type AuthKeys, hashSecret, randomToken } from './secrets.ts';
import { authLifetimes } from './settings.ts';

/**
 * Sessions: one row per signed-in browser, holding the hash of its current refresh token.
 * Refreshing rotates the token; a rotated token presented again is a reuse (a stolen copy, or a
 * replay) and revokes the session, so both the thief and the owner must sign in again.
 */

/** What every successful sign-in and refresh answers. `expiresAt` is the access token's (ISO). */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: string;
}

async function tokensFor(keys: AuthKeys, userId: string, sessionId: string, refreshToken: string, now: Date) {
  const access = await signAccessToken(keys, { userId, sessionId }, now, authLifetimes.accessTokenMs);
  return { accessToken: access.token, refreshToken, expiresAt: access.expiresAt.toISOString() };
}

/** Opens a session for `userId` (call it inside the sign-in's transaction). */
export async function startSession(
  db: Queryable,
  keys: AuthKeys,
  userId: string,
  now: Date,
): Promise<SessionTokens> {
  const refreshToken = randomToken();
  const { rows } = await db.query<{ id: string }>(
    `insert into sessions (user_id, refresh_token_hash, created_at, last_used_at, expires_at)
     values ($1, $2, $3, $3, $4) returning id`,
    [
      userId,
      hashSecret(keys, 'refresh-token', refreshToken),
      now,
      new Date(now.getTime() + authLifetimes.refreshTokenMs),
    ],
  );
  return tokensFor(keys, userId, rows[0]!.id, refreshToken, now);
}

interface SessionRow {
  id: string;
  user_id: string;
  expires_at: Date;
  revoked_at: Date | null;
  disabled: boolean;
  [column: string]: unknown;
}

/**
 * Exchanges a refresh token for a new pair. Refusals (401) sign the client out:
 * `user-token-expired` for an unknown, expired, revoked or reused token, `user-disabled`.
 */
export async function refreshSession(db: Database, keys: AuthKeys, refreshToken: string, now: Date) {
  const presented = hashSecret(keys, 'refresh-token', refreshToken);
  const outcome = await db.transaction(async (tx) => {
    const { rows } = await tx.query<SessionRow>(
      `select s.id, s.user_id, s.expires_at, s.revoked_at, u.disabled
       from sessions s join users u on u.id = s.user_id
       where s.refresh_token_hash = $1 for update of s`,
      [presented],
    );
    const session = rows[0];
    if (!session) {
      // A token this session already rotated away: someone replays it. End the whole family.
      const reused = await tx.query(
        'update sessions set revoked_at = coalesce(revoked_at, $2) where id = (select session_id from session_rotated_tokens where token_hash = $1)',
        [presented, now],
      );
      return reused.rowCount > 0 ? ('reused' as const) : ('unknown' as const);
    }
    if (session.revoked_at || session.expires_at <= now) return 'ended' as const;
    if (session.disabled) return 'disabled' as const;
    const next = randomToken();
    await tx.query(
      'insert into session_rotated_tokens (token_hash, session_id, rotated_at) values ($1, $2, $3)',
      [presented, session.id, now],
    );
    await tx.query(
      'update sessions set refresh_token_hash = $2, last_used_at = $3, expires_at = $4 where id = $1',
      [
        session.id,
        hashSecret(keys, 'refresh-token', next),
        now,
        new Date(now.getTime() + authLifetimes.refreshTokenMs),
      ],
    );
    return { session, next };
  });
  if (outcome === 'disabled') throw userDisabled(401);
  if (typeof outcome === 'string') throw sessionEnded();
  return tokensFor(keys, outcome.session.user_id, outcome.session.id, outcome.next, now);
}

/** The session a refresh token currently belongs to (sign-out by refresh token), if live. */
export async function sessionOfRefreshToken(db: Queryable, keys: AuthKeys, refreshToken: string) {
  const { rows } = await db.query<{ id: string; user_id: string }>(
    'select id, user_id from sessions where refresh_token_hash = $1 and revoked_at is null',
    [hashSecret(keys, 'refresh-token', refreshToken)],
  );
  return rows[0];
}

/** Revokes one session. @returns whether it was live until now. */
export async function revokeSession(db: Queryable, sessionId: string, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    'update sessions set revoked_at = $2 where id = $1 and revoked_at is null',
    [sessionId, now],
  );
  return rowCount > 0;
}

/** Revokes every session of a user but `keep` (after a password change, every other browser). */
export async function revokeOtherSessions(db: Queryable, userId: string, keep: string | null, now: Date) {
  await db.query(
    'update sessions set revoked_at = $3 where user_id = $1 and revoked_at is null and ($2::uuid is null or id <> $2::uuid)',
    [userId, keep, now],
  );
}
