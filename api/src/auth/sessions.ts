import {
  type Database,
  insertSession,
  type Queryable,
  rotateRefreshToken,
  sessionOfRefreshToken as storedSessionOfRefreshToken,
} from '@sitewright/store';

export { revokeOtherSessions, revokeSession } from '@sitewright/store';

import { signAccessToken } from './access-token.ts';
import { sessionEnded, userDisabled } from './auth-errors.ts';
import { type AuthKeys, hashSecret, randomToken } from './secrets.ts';
import { authLifetimes } from './settings.ts';

/**
 * Sessions: the tokens a sign-in hands out. The store keeps one row per signed-in browser with the
 * hash of its current refresh token; refreshing rotates it, and a rotated token presented again
 * revokes the session (store `rotateRefreshToken`).
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
  const sessionId = await insertSession(db, {
    userId,
    refreshTokenHash: hashSecret(keys, 'refresh-token', refreshToken),
    now,
    expiresAt: new Date(now.getTime() + authLifetimes.refreshTokenMs),
  });
  return tokensFor(keys, userId, sessionId, refreshToken, now);
}

/**
 * Exchanges a refresh token for a new pair. Refusals (401) sign the client out:
 * `user-token-expired` for an unknown, expired, revoked or reused token, `user-disabled`.
 */
export async function refreshSession(db: Database, keys: AuthKeys, refreshToken: string, now: Date) {
  const next = randomToken();
  const refreshed = await rotateRefreshToken(db, {
    presentedHash: hashSecret(keys, 'refresh-token', refreshToken),
    nextHash: hashSecret(keys, 'refresh-token', next),
    now,
    expiresAt: new Date(now.getTime() + authLifetimes.refreshTokenMs),
  });
  if (refreshed.outcome === 'disabled') throw userDisabled(401);
  if (refreshed.outcome !== 'rotated') throw sessionEnded();
  return tokensFor(keys, refreshed.userId, refreshed.sessionId, next, now);
}

/** The session a refresh token currently belongs to (sign-out by refresh token), unless revoked. */
export function sessionOfRefreshToken(db: Queryable, keys: AuthKeys, refreshToken: string) {
  return storedSessionOfRefreshToken(db, hashSecret(keys, 'refresh-token', refreshToken));
}
