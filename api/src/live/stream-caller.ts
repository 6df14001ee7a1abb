import { errorMessage } from '@sitewright/model';
import { findSessionUser, type Queryable } from '@sitewright/store';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { type AuthServices, supabaseTicketUser } from '../auth/index.ts';
import { type AuthUser, type Clock, parseInput } from '../contract/index.ts';
import { ApiError } from '../http/api-error.ts';
import { createTicketBook, readLiveTicket } from './live-ticket.ts';

/** The streams' query, strict like every registered call's: an unknown field is 400, not ignored. */
const streamQuery = z.strictObject({ ticket: z.string().optional() });

const refuse = (code: 'invalid-authorization-token' | 'user-token-expired' | 'user-disabled') =>
  new ApiError(401, code, errorMessage(code));

/** The ticket's session, checked as the authenticator checks a bearer token's (store `findSessionUser`). */
async function ticketUser(
  db: Queryable,
  claims: { userId: string; sessionId: string },
  now: Date,
): Promise<AuthUser> {
  const user = await findSessionUser(db, claims, now);
  if (!user) throw refuse('user-token-expired');
  if (user.disabled) throw refuse('user-disabled');
  return {
    id: user.id,
    email: user.email,
    provider: user.provider,
    emailVerified: user.emailVerified,
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
    res.locals.user = deps.auth.settings.supabase
      ? await supabaseTicketUser(deps.db, claims.userId, claims.sessionId)
      : await ticketUser(deps.db, claims, now);
    next();
  };
}
