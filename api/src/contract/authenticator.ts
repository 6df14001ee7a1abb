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
  /**
   * The first half of {@link authenticate}: the bearer token alone (signature, expiry), with the
   * session and user checks handed back as a {@link CallerCheck} for the route to run inside its
   * own statement. Null without a token; throws the same 401 as `authenticate` for a bad one.
   */
  begin(req: IncomingMessage): Promise<CallerCheck | null>;
}

/**
 * The session and user checks of {@link Authenticator.authenticate}, for a route that joins them
 * to its own row query (`joinSession: true` on the route): one statement instead of two.
 *
 * The route's statement is `with caller as (${check.sql}) select <caller columns>, … from caller c
 * left join …`: it answers no row when the session does not exist, else one row carrying the
 * {@link CallerColumns}. `check.sql` uses `$1` and `$2` (`check.params`); the route's own
 * parameters start at `$3`.
 */
export interface CallerCheck {
  /** A select of {@link CallerColumns} for the token's session (one row at most). */
  readonly sql: string;
  /** `$1` and `$2` of {@link sql}. */
  readonly params: readonly [sessionId: string, userId: string];
  /**
   * Decides on the row the route's statement returned (undefined when it returned none), exactly
   * as `authenticate` does: 401 `user-token-expired` for an unknown, revoked or expired session,
   * 401 `user-disabled` for a disabled user. Call it before reading anything else of the row.
   */
  settle(row: CallerColumns | undefined): AuthUser;
  /** Runs the checks on their own (`authenticate`'s query), for a refusal decided before the route's statement. */
  confirm(): Promise<AuthUser>;
}

/** The columns {@link CallerCheck.sql} selects, which the route's statement passes on. */
export type CallerColumns = {
  caller_id: string;
  caller_email: string;
  caller_provider: AuthUser['provider'];
  caller_email_verified: boolean;
  caller_disabled: boolean;
  caller_revoked_at: Date | null;
  caller_expires_at: Date;
};

/** The caller columns as a route's statement selects them from `caller c`. */
export const callerColumns = `c.caller_id, c.caller_email, c.caller_provider, c.caller_email_verified,
  c.caller_disabled, c.caller_revoked_at, c.caller_expires_at`;

declare module 'express-serve-static-core' {
  interface Locals {
    /** Set by `requireUser` / `optionalUser` (and the route helper): the signed-in caller. */
    user?: AuthUser | null;
  }
}
