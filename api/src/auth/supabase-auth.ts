import type { IncomingMessage } from 'node:http';
import {
  confirmSupabaseIdentity,
  findSupabaseIdentityUser,
  findUserById,
  linkSupabaseIdentity,
  type Queryable,
} from '@sitewright/store';
import { createRemoteJWKSet, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { Authenticator, AuthUser } from '../contract/authenticator.ts';
import type { Clock } from '../contract/clock.ts';
import type { Logger } from '../logger.ts';
import { invalidToken, sessionEnded, userDisabled } from './auth-errors.ts';
import { bearerToken } from './authenticate.ts';
import { isUuid } from './secrets.ts';

/** Supabase Auth mode (`SUPABASE_URL` + `SUPABASE_ANON_KEY`): what the api needs of the project. */
export interface SupabaseAuthSettings {
  /** The project URL, `https://<ref>.supabase.co` (no trailing slash). */
  url: string;
  /** The public (anon / publishable) key: sent to the browser, and as `apikey` on the api's calls. */
  anonKey: string;
  /** The legacy HS256 JWT secret of projects not yet on asymmetric signing keys. */
  jwtSecret?: string;
  /** The service-role (secret) key: account deletion deletes the Supabase user with it. Server side only. */
  serviceRoleKey?: string;
}

/**
 * How long Supabase Auth's word that a user exists counts (kept in the database, shared by every
 * api process). A token of a user deleted in Supabase (its dashboard or admin API) is refused at
 * most this long after; one deleted through our account deletion at once (its link is gone, and a
 * token without a link is always checked with Supabase). @defaultValue 60 s
 */
export const supabaseConfirmMs = 60_000;

/** The issuer of a project's access tokens. */
export const supabaseIssuer = (settings: Pick<SupabaseAuthSettings, 'url'>) => `${settings.url}/auth/v1`;

/** When each caller signed in (the token's `amr`): account deletion asks for a recent sign-in. */
const signInTimes = new WeakMap<AuthUser, Date>();

/** When a Supabase caller last proved who they are (a code, a link, a password, Google); undefined for other callers. */
export function supabaseSignInTime(user: AuthUser): Date | undefined {
  return signInTimes.get(user);
}

/** The verified claims of a Supabase access token. */
interface SupabaseClaims {
  sub: string;
  sessionId: string;
  signedInAt: Date | undefined;
}

/**
 * Verifies a Supabase access token: the signature (the project's JWKS, fetched from
 * `${SUPABASE_URL}/auth/v1/.well-known/jwks.json`, cached, and fetched again for an unknown `kid`;
 * or the legacy HS256 secret), `iss` = `${SUPABASE_URL}/auth/v1`, `aud` = `authenticated`, `exp`.
 * @returns the claims, or null for anything else.
 */
export function createSupabaseTokenVerifier(
  settings: SupabaseAuthSettings,
): (token: string, now: Date) => Promise<SupabaseClaims | null> {
  const jwks = createRemoteJWKSet(new URL(`${supabaseIssuer(settings)}/.well-known/jwks.json`), {
    timeoutDuration: 5_000,
    cooldownDuration: 30_000,
  });
  const secret = settings.jwtSecret ? new TextEncoder().encode(settings.jwtSecret) : undefined;
  const key: JWTVerifyGetKey = (header, token) =>
    header.alg === 'HS256' && secret ? secret : jwks(header, token);
  const algorithms = ['ES256', 'RS256', 'EdDSA', ...(secret ? ['HS256'] : [])];
  return async (token, now) => {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms,
        issuer: supabaseIssuer(settings),
        audience: 'authenticated',
        currentDate: now,
        requiredClaims: ['sub', 'exp'],
      });
      if (typeof payload.sub !== 'string' || !isUuid(payload.sub)) return null;
      const sessionId =
        typeof payload.session_id === 'string' && isUuid(payload.session_id)
          ? payload.session_id
          : payload.sub;
      return { sub: payload.sub, sessionId, signedInAt: signedInAt(payload) };
    } catch {
      return null;
    }
  };
}

/** The newest authentication time of the token's `amr` (`[{ method, timestamp }]`). */
function signedInAt(payload: JWTPayload): Date | undefined {
  const amr = payload.amr;
  if (!Array.isArray(amr)) return undefined;
  const times = amr.flatMap((entry) =>
    typeof entry === 'object' &&
    entry !== null &&
    typeof (entry as { timestamp?: unknown }).timestamp === 'number'
      ? [(entry as { timestamp: number }).timestamp]
      : [],
  );
  return times.length > 0 ? new Date(Math.max(...times) * 1000) : undefined;
}

/** What Supabase Auth answers for the token's user (`GET /auth/v1/user`). */
type SupabaseUserCheck =
  | { state: 'exists'; email: string; provider: 'email' | 'google' }
  | { state: 'gone' }
  | { state: 'unreachable'; reason: string };

/** Asks Supabase Auth whether the token's user (and session) still exists. */
export async function checkSupabaseUser(
  settings: SupabaseAuthSettings,
  token: string,
): Promise<SupabaseUserCheck> {
  let response: Response;
  try {
    response = await fetch(`${supabaseIssuer(settings)}/user`, {
      headers: { apikey: settings.anonKey, authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(5_000),
    });
  } catch (error) {
    return { state: 'unreachable', reason: error instanceof Error ? error.message : String(error) };
  }
  if (response.status === 401 || response.status === 403 || response.status === 404) return { state: 'gone' };
  if (!response.ok) return { state: 'unreachable', reason: `HTTP ${response.status}` };
  const user = (await response.json().catch(() => null)) as {
    email?: unknown;
    app_metadata?: { provider?: unknown };
  } | null;
  const email = typeof user?.email === 'string' ? user.email.trim().toLowerCase() : '';
  if (!email) return { state: 'gone' }; // a phone-only user has no e-mail to be our user by
  return { state: 'exists', email, provider: user?.app_metadata?.provider === 'google' ? 'google' : 'email' };
}

/**
 * The api's caller in Supabase Auth mode: a verified Supabase access token whose user Supabase
 * Auth confirms (at most {@link supabaseConfirmMs} ago, or now for a user seen for the first time),
 * mapped to our user (`supabase_identities`) — created on the first call from the e-mail Supabase
 * holds. A disabled user is refused as with built-in sign-in.
 */
export function createSupabaseAuthenticator(options: {
  db: Queryable;
  settings: SupabaseAuthSettings;
  clock: Clock;
  logger: Logger;
}): Authenticator {
  const { db, settings, clock, logger } = options;
  const verify = createSupabaseTokenVerifier(settings);
  return {
    async authenticate(req: IncomingMessage) {
      const token = bearerToken(req);
      if (token === null) return null;
      const now = clock.now();
      const claims = await verify(token, now);
      if (!claims) throw invalidToken();
      let user = await findSupabaseIdentityUser(db, claims.sub);
      if (!user || now.getTime() - user.confirmedAt.getTime() >= supabaseConfirmMs) {
        const check = await checkSupabaseUser(settings, token);
        if (check.state === 'gone') throw sessionEnded();
        if (check.state === 'unreachable') {
          // Decision: a known user keeps working while Supabase Auth is unreachable (the token's
          // signature stands); a new one cannot be created without Supabase's word.
          logger.warn({ reason: check.reason }, 'supabase auth unreachable; user not re-confirmed');
          if (!user) throw sessionEnded();
        } else if (user) {
          await confirmSupabaseIdentity(db, claims.sub, now);
        } else {
          const account = await linkSupabaseIdentity(db, {
            supabaseUserId: claims.sub,
            email: check.email,
            method: check.provider,
            now,
          });
          user = { ...account, confirmedAt: now };
        }
      }
      if (user.disabled) throw userDisabled(401);
      const caller: AuthUser = {
        id: user.id,
        email: user.email,
        provider: user.provider,
        emailVerified: user.emailVerified,
        sessionId: claims.sessionId,
      };
      if (claims.signedInAt) signInTimes.set(caller, claims.signedInAt);
      return caller;
    },
  };
}

/** A live-stream ticket's caller in Supabase mode: the user, still there and enabled. */
export async function supabaseTicketUser(
  db: Queryable,
  userId: string,
  sessionId: string,
): Promise<AuthUser> {
  const user = await findUserById(db, userId);
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
 * Deletes the Supabase Auth user (`DELETE /auth/v1/admin/users/{id}`, with the service-role key;
 * never from a browser). A user already gone counts as deleted.
 * @throws when Supabase Auth refuses or cannot be reached.
 */
export async function deleteSupabaseUser(
  settings: SupabaseAuthSettings,
  supabaseUserId: string,
): Promise<void> {
  if (!settings.serviceRoleKey) throw new Error('SUPABASE_SERVICE_ROLE_KEY is not set');
  const response = await fetch(
    `${supabaseIssuer(settings)}/admin/users/${encodeURIComponent(supabaseUserId)}`,
    {
      method: 'DELETE',
      headers: {
        apikey: settings.serviceRoleKey,
        authorization: `Bearer ${settings.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ should_soft_delete: false }),
      signal: AbortSignal.timeout(10_000),
    },
  );
  if (!response.ok && response.status !== 404) {
    throw new Error(`Supabase Auth refused to delete user ${supabaseUserId}: HTTP ${response.status}`);
  }
}
