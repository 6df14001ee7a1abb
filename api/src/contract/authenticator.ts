import type { IncomingMessage } from 'node:http';
import type { AuthProvider } from '@sitewright/model';

/**
 * The signed-in caller of a request, as `requireUser` / `optionalUser` leave it in
 * `res.locals.user` and the route helper hands it to handlers as `ctx.user`.
 */
export interface AuthUser {
  id: string;
  /** Trimmed and lower-cased. */
  email: string;
  provider: AuthProvider;
  emailVerified: boolean;
  /** The session (refresh-token family) the bearer token belongs to. */
  sessionId: string;
}

/**
 * Who may call a route:
 * - `user`: a valid bearer token is required (401 otherwise);
 * - `optional`: anonymous calls are allowed, but a bearer token that is sent must be valid;
 * - `none`: the bearer token is not read.
 */
export type AuthRequirement = 'none' | 'optional' | 'user';

/**
 * Reads the caller from a request. Implemented by `auth/` (`createAuthServices`); the contract
 * only needs this much, so it does not depend on how sessions work.
 */
export interface Authenticator {
  /**
   * The caller, or null when the request carries no bearer token. Throws an `ApiError` 401 when
   * a token is sent but is bad, expired, revoked or belongs to a disabled user.
   */
  authenticate(req: IncomingMessage): Promise<AuthUser | null>;
}

declare module 'express-serve-static-core' {
  interface Locals {
    /** Set by `requireUser` / `optionalUser` (and the route helper): the signed-in caller. */
    user?: AuthUser | null;
  }
}
