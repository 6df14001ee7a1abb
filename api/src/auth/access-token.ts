import { jwtVerify, SignJWT } from 'jose';
import type { AuthKeys } from './secrets.ts';
import { isUuid } from './secrets.ts';

const issuer = 'sitewright';
const audience = 'sitewright:access';

/** What an access token says: who, and which session (refresh-token family) it belongs to. */
export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/**
 * Signs an access token: a JWT (HS256) with `sub` (user id), `sid` (session id), `iat`, `exp`.
 * @returns the token and when it expires.
 */
export async function signAccessToken(
  keys: AuthKeys,
  claims: AccessClaims,
  now: Date,
  ttlMs: number,
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + Math.floor(ttlMs / 1000)) * 1000);
  const token = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt.getTime() / 1000)
    .sign(keys.accessToken);
  return { token, expiresAt };
}

/**
 * Tokens that passed {@link jwtVerify} (signature, algorithm, issuer, audience, claims), with the
 * time bounds jose checked, per key set. Decision: the signature of the same token string never
 * becomes valid or invalid later, so it is verified once per process; expiry (and `nbf`) is
 * checked against `now` on every call exactly as jose does. Only genuine tokens enter, so a flood
 * of forged tokens cannot fill it; the oldest entry leaves when it is full. The session and the
 * user are still read on every call (`authenticate.ts`).
 */
const verifiedTokens = new WeakMap<AuthKeys, Map<string, VerifiedToken>>();
interface VerifiedToken {
  claims: AccessClaims;
  exp: number;
  nbf: number | undefined;
}
/** Enough for every access token live at once on one process (15-minute tokens). */
const verifiedTokenLimit = 10_000;

/** jose's check of the time claims: `nbf` not in the future, `exp` not reached (seconds, no tolerance). */
function timely(token: VerifiedToken, now: Date): boolean {
  const seconds = Math.floor(now.getTime() / 1000);
  return (token.nbf === undefined || token.nbf <= seconds) && token.exp > seconds;
}

/** The claims of a valid, unexpired access token; null for anything else (bad, expired, forged). */
export async function verifyAccessToken(
  keys: AuthKeys,
  token: string,
  now: Date,
): Promise<AccessClaims | null> {
  let cache = verifiedTokens.get(keys);
  const known = cache?.get(token);
  if (known) {
    if (timely(known, now)) return known.claims;
    if (known.exp <= Math.floor(now.getTime() / 1000)) cache?.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, keys.accessToken, {
      algorithms: ['HS256'],
      issuer,
      audience,
      currentDate: now,
      requiredClaims: ['sub', 'sid', 'exp'],
    });
    const { sub, sid, exp, nbf } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || !isUuid(sub) || !isUuid(sid)) return null;
    const claims = { userId: sub, sessionId: sid };
    if (typeof exp === 'number') {
      if (!cache) {
        cache = new Map();
        verifiedTokens.set(keys, cache);
      }
      if (cache.size >= verifiedTokenLimit) cache.delete(cache.keys().next().value as string);
      cache.set(token, { claims, exp, nbf: typeof nbf === 'number' ? nbf : undefined });
    }
    return claims;
  } catch {
    return null;
  }
}
