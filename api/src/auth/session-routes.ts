import { authCalls } from '@sitewright/model';
import { findUserById, markRegistered, recordEvent } from '@sitewright/store';
import { type ApiRoutes, reply } from '../contract/index.ts';
import { verifyAccessToken } from './access-token.ts';
import { authError, sessionEnded } from './auth-errors.ts';
import { bearerToken } from './authenticate.ts';
import { authRateRules } from './rate-rules.ts';
import type { AuthDependencies } from './services.ts';
import { refreshSession, revokeSession, sessionOfRefreshToken } from './sessions.ts';
import { completeSignIn } from './sign-in.ts';
import { redeemSignInToken } from './sign-in-token.ts';
import { publicUser, userForProvenEmail } from './users.ts';

/**
 * Sessions and the token-based sign-ins: Google ID token, sign-in token (custom token), refresh,
 * sign-out, register (spec §4) and "who am I".
 */
export function sessionRoutes(routes: ApiRoutes, deps: AuthDependencies): void {
  const { keys } = deps.auth;

  routes.implement(
    authCalls.googleSignIn,
    {
      summary: 'Sign in with a Google ID token (redirect, popup or one-tap)',
      tags: ['sign-in'],
      errors: [
        { status: 401, code: 'invalid-credential' },
        { status: 401, code: 'unverified-google-email' },
        { status: 403, code: 'user-disabled' },
        { status: 503, code: 'google-not-configured' },
        { status: 503, code: 'network-request-failed' },
      ],
      limits: ({ ip }) => [{ rule: authRateRules.googlePerIp, key: ip }],
    },
    async ({ body, now }) => {
      const identity = await deps.auth.google.verify(body.idToken, now);
      const email = identity.email.trim().toLowerCase();
      if (!identity.emailVerified || email === '') throw authError(401, 'unverified-google-email');
      return deps.db.transaction(async (tx) =>
        completeSignIn(tx, keys, await userForProvenEmail(tx, email, 'google', now, identity.name), now),
      );
    },
  );

  routes.implement(
    authCalls.exchangeSignInToken,
    {
      summary:
        'Exchange a single-use sign-in token (from a confirmed magic link, or an operator) for a session',
      tags: ['sign-in'],
      errors: [
        { status: 401, code: 'invalid-custom-token' },
        { status: 403, code: 'user-disabled' },
      ],
      limits: ({ ip }) => [{ rule: authRateRules.tokenPerIp, key: ip }],
    },
    async ({ body, now }) =>
      deps.db.transaction(async (tx) => {
        const email = await redeemSignInToken(tx, keys, body.token, now);
        return completeSignIn(tx, keys, await userForProvenEmail(tx, email, 'email', now), now);
      }),
  );

  routes.implement(
    authCalls.refreshSession,
    {
      summary: 'Exchange the refresh token for a new access token and a new refresh token',
      description: 'The refresh token is single-use. Presenting a used one again revokes the session.',
      tags: ['session'],
      errors: [
        { status: 401, code: 'user-token-expired' },
        { status: 401, code: 'user-disabled' },
      ],
      limits: ({ ip }) => [{ rule: authRateRules.refreshPerIp, key: ip }],
    },
    async ({ body, now }) => refreshSession(deps.db, keys, body.refreshToken, now),
  );

  routes.implement(
    authCalls.signOut,
    {
      summary: 'End this session (by bearer token, even expired, or by refresh token); always 204',
      tags: ['session'],
    },
    async ({ body, req, now }) => {
      // An expired access token still names its session: signing out must work after a long idle.
      const token = bearerToken(req);
      const claims = token ? await verifyAccessToken(keys, token, new Date(0)) : null;
      const byRefresh = body?.refreshToken
        ? await sessionOfRefreshToken(deps.db, keys, body.refreshToken)
        : undefined;
      const session = byRefresh ?? (claims ? { id: claims.sessionId, userId: claims.userId } : undefined);
      if (!session) return;
      await deps.db.transaction(async (tx) => {
        if (await revokeSession(tx, session.id, now)) {
          await recordEvent(tx, { type: 'sign_out', userId: session.userId, at: now });
        }
      });
    },
  );

  routes.implement(
    authCalls.register,
    {
      summary: 'Mark the signed-in account registered: 201 the first time, 200 after (spec §4, §7)',
      tags: ['sign-in'],
    },
    async ({ user: caller, now }) => {
      const first = await markRegistered(deps.db, caller.id, now);
      const user = await findUserById(deps.db, caller.id);
      if (!user) throw sessionEnded();
      return reply(first ? 201 : 200, { user: publicUser(user) });
    },
  );

  routes.implement(
    authCalls.me,
    {
      summary: 'The signed-in user',
      tags: ['session'],
    },
    async ({ user: caller }) => {
      const user = await findUserById(deps.db, caller.id);
      if (!user) throw sessionEnded();
      return { user: publicUser(user) };
    },
  );
}
