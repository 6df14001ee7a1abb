import type { Request, RequestHandler, Response } from 'express';
import type { Authenticator, AuthUser } from '../contract/authenticator.ts';
import type { Clock } from '../contract/clock.ts';
import type { Queryable } from '../db/database.ts';
import { verifyAccessToken } from './access-token.ts';
import { invalidToken, sessionEnded, userDisabled } from './auth-errors.ts';
import type { AuthKeys } from './secrets.ts';
import type { UserRow } from './users.ts';

/** The bearer token of `Authorization: Bearer <token>`; null without the header. */
export function bearerToken(req: Request): string | null {
  const header = req.get('authorization');
  if (header === undefined) return null;
  const match = /^Bearer[ \t]+([A-Za-z0-9_.~+/=-]{1,4096})[ \t]*$/i.exec(header);
  if (!match?.[1]) throw invalidToken();
  return match[1];
}

/**
 * Reads the caller of a request: the access token's signature and expiry, then (one query) that
 * its session is live and its user not disabled, so a revocation or a disabling takes effect
 * on the next call rather than when the token expires.
 */
export function createAuthenticator(db: Queryable, keys: AuthKeys, clock: Clock): Authenticator {
  return {
    async authenticate(req) {
      const token = bearerToken(req);
      if (token === null) return null;
      const now = clock.now();
      const claims = await verifyAccessToken(keys, token, now);
      if (!claims) throw invalidToken();
      const { rows } = await db.query<UserRow & { revoked_at: Date | null; expires_at: Date }>(
        `select u.id, u.email, u.provider, u.email_verified, u.disabled, s.revoked_at, s.expires_at
         from sessions s join users u on u.id = s.user_id
         where s.id = $1 and s.user_id = $2`,
        [claims.sessionId, claims.userId],
      );
      const row = rows[0];
      if (!row || row.revoked_at || row.expires_at <= now) throw sessionEnded();
      if (row.disabled) throw userDisabled(401);
      return {
        id: row.id,
        email: row.email,
        provider: row.provider,
        emailVerified: row.email_verified,
        sessionId: claims.sessionId,
      };
    },
  };
}

/**
 * Express middleware for raw routes (streams, uploads): a valid bearer token is required; the
 * caller lands in `res.locals.user` (read it with {@link currentUser}). Routes added through the
 * route helper say `auth: 'user'` instead.
 */
export function requireUser(authenticator: Authenticator): RequestHandler {
  return async (req, res, next) => {
    const user = await authenticator.authenticate(req);
    if (!user) throw invalidToken();
    res.locals.user = user;
    next();
  };
}

/** Like {@link requireUser}, but anonymous calls pass with `res.locals.user = null`. A bad token is still 401. */
export function optionalUser(authenticator: Authenticator): RequestHandler {
  return async (req, res, next) => {
    res.locals.user = await authenticator.authenticate(req);
    next();
  };
}

/** The caller `requireUser` left on the response. @throws ApiError 401 when there is none. */
export function currentUser(res: Response): AuthUser {
  const user = res.locals.user;
  if (!user) throw invalidToken();
  return user;
}
