import type { IncomingMessage } from 'node:http';
import { findSessionUser, type Queryable, type SessionUser } from '@sitewright/store';
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

/** 401 unless the session is live and its user not disabled; the caller otherwise. */
function settleCaller(user: SessionUser | undefined, sessionId: string): AuthUser {
  if (!user) throw sessionEnded();
  if (user.disabled) throw userDisabled(401);
  return {
    id: user.id,
    email: user.email,
    provider: user.provider,
    emailVerified: user.emailVerified,
    sessionId,
  };
}

/**
 * Reads the caller of a request: the access token's signature and expiry, then (one query, the
 * store's `findSessionUser`) that its session is live and its user not disabled, so a revocation
 * or a disabling takes effect on the next call rather than when the token expires.
 */
export function createAuthenticator(db: Queryable, keys: AuthKeys, clock: Clock): Authenticator {
  return {
    async authenticate(req: IncomingMessage) {
      const token = bearerToken(req);
      if (token === null) return null;
      const now = clock.now();
      const claims = await verifyAccessToken(keys, token, now);
      if (!claims) throw invalidToken();
      const user = await findSessionUser(db, { sessionId: claims.sessionId, userId: claims.userId }, now);
      return settleCaller(user, claims.sessionId);
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
