import { errorMessage } from '@sitewright/model';
import type { Queryable } from '@sitewright/store';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import type { AuthServices } from '../auth/index.ts';
import { type AuthUser, type Clock, parseInput } from '../contract/index.ts';
import { ApiError } from '../http/api-error.ts';
import { createTicketBook, readLiveTicket } from './live-ticket.ts';

/** The streams' query, strict like every registered call's: an unknown field is 400, not ignored. */
const streamQuery = z.strictObject({ ticket: z.string().optional() });

const refuse = (code: 'invalid-authorization-token' | 'user-token-expired' | 'user-disabled') =>
  new ApiError(401, code, errorMessage(code));

/** The ticket's session, checked as the authenticator checks a bearer token's. */
async function ticketUser(
  db: Queryable,
  claims: { userId: string; sessionId: string },
  now: Date,
): Promise<AuthUser> {
  const { rows } = await db.query<{
    id: string;
    email: string;
    provider: AuthUser['provider'];
    email_verified: boolean;
    disabled: boolean;
    revoked_at: Date | null;
    expires_at: Date;
  }>(
    `select u.id, u.email, u.provider, u.email_verified, u.disabled, s.revoked_at, s.expires_at
     from sessions s join users u on u.id = s.user_id where s.id = $1 and s.user_id = $2`,
    [claims.sessionId, claims.userId],
  );
  const row = rows[0];
  if (!row || row.revoked_at || row.expires_at <= now) throw refuse('user-token-expired');
  if (row.disabled) throw refuse('user-disabled');
  return {
    id: row.id,
    email: row.email,
    provider: row.provider,
    emailVerified: row.email_verified,
    sessionId: claims.sessionId,
  };
}

/**
 * Who opens a stream: `Authorization: Bearer …` (fetch-based clients), or `?ticket=` from
 * `POST /api/live/ticket` (EventSource, which cannot send headers). Leaves the caller in
 * `res.locals.user`; 401 with the sign-in codes otherwise.
 */
export function streamCaller(deps: { db: Queryable; clock: Clock; auth: AuthServices }): RequestHandler {
  const book = createTicketBook();
  return async (req, res, next) => {
    const { ticket } = parseInput(streamQuery, req.query, 'query');
    if (ticket === undefined) return deps.auth.requireUser(req, res, next);
    const now = deps.clock.now();
    const claims = readLiveTicket(deps.auth.keys, ticket, now);
    if (!claims || !book.spend(claims.nonce, claims.expiresAt, now))
      throw refuse('invalid-authorization-token');
    res.locals.user = await ticketUser(deps.db, claims, now);
    next();
  };
}
