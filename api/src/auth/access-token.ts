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

/** The claims of a valid, unexpired access token; null for anything else (bad, expired, forged). */
export async function verifyAccessToken(
  keys: AuthKeys,
  token: string,
  now: Date,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keys.accessToken, {
      algorithms: ['HS256'],
      issuer,
      audience,
      currentDate: now,
      requiredClaims: ['sub', 'sid', 'exp'],
    });
    const { sub, sid } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || !isUuid(sub) || !isUuid(sid)) return null;
    return { userId: sub, sessionId: sid };
  } catch {
    return null;
  }
}
