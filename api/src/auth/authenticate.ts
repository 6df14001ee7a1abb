import type { IncomingMessage } from 'node:http';
import { type Queryable, statement } from '@sitewright/store';
import type { RequestHandler, Response } from 'express';
import type { Authenticator, AuthUser } from '../contract/authenticator.ts';
import type { Clock } from '../contract/clock.ts';
import { verifyAccessToken } from './access-token.ts';
import { invalidToken, sessionEnded, userDisabled } from './auth-errors.ts';
import type { AuthKeys } from './secrets.ts';

/** The bearer token of `Authorization: Bearer <token>`; null without the header. */
export function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (header === undefined) return null;
  const match = /^Bearer[ \t]+([A-Za-z0-9_.~+/=-]{1,4096})[ \t]*$/i.exec(header);
  if (!match?.[1]) throw invalidToken();
  return match[1];
}

/** The session and its user, as {@link callerStatement} reads them. */
type CallerColumns = {
  caller_id: string;
  caller_email: string;
  caller_provider: AuthUser['provider'];
  caller_email_verified: boolean;
  caller_disabled: boolean;
  caller_revoked_at: Date | null;
  caller_expires_at: Date;
};

/**
 * SQL: the session `$1` of user `$2` with its user (no row when there is no such session).
 * Whether it is live is decided in {@link settleCaller}, against the injected clock.
 */
const callerSql = `select u.id as caller_id, u.email as caller_email, u.provider as caller_provider,
    u.email_verified as caller_email_verified, u.disabled as caller_disabled,
    s.revoked_at as caller_revoked_at, s.expires_at as caller_expires_at
  from sessions s join users u on u.id = s.user_id
  where s.id = $1 and s.user_id = $2`;
const callerStatement = statement('auth-caller', callerSql);

/** 401 unless the session is live and its user not disabled; the caller otherwise. */
function settleCaller(row: CallerColumns | undefined, sessionId: string, now: Date): AuthUser {
  if (!row || row.caller_revoked_at || row.caller_expires_at <= now) throw sessionEnded();
  if (row.caller_disabled) throw userDisabled(401);
  return {
    id: row.caller_id,
    email: row.caller_email,
    provider: row.caller_provider,
    emailVerified: row.caller_email_verified,
    sessionId,
  };
}

/**
 * Reads the caller of a request: the access token's signature and expiry, then (one query) that
 * its session is live and its user not disabled, so a revocation or a disabling takes effect
 * on the next call rather than when the token expires.
 */
export function createAuthenticator(db: Queryable, keys: AuthKeys, clock: Clock): Authenticator {
  return {
    async authenticate(req: IncomingMessage) {
      const token = bearerToken(req);
      if (token === null) return null;
      const now = clock.now();
      const claims = await verifyAccessToken(keys, token, now);
      if (!claims) throw invalidToken();
      const { rows } = await db.query<CallerColumns>(callerStatement, [claims.sessionId, claims.userId]);
      return settleCaller(rows[0], claims.sessionId, now);
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
