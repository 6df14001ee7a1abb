import { validateLoginEmail } from '@sitewright/model';
import { type Queryable, recordSignInTokenUse } from '@sitewright/store';
import { jwtVerify, SignJWT } from 'jose';
import { authError } from './auth-errors.ts';
import { type AuthKeys, randomToken } from './secrets.ts';
import { authLifetimes } from './settings.ts';

/**
 * Sign-in tokens (spec §1 "custom token"): short-lived, single-use tokens the server mints for an
 * e-mail — after a confirmed magic link, or by an operator (`npm run admin -- token <email>`) —
 * and the client exchanges at `POST /api/login/token` for a session.
 *
 * They are signed (HS256, their own key), not stored, so the admin CLI mints one with nothing but
 * the secret, even while the embedded database is held by the running server. Only the `jti` of
 * a used token is stored (`sign_in_token_uses`); the second use of a token is refused.
 */
const audience = 'sitewright:sign-in';
const issuer = 'sitewright';

/** Mints a sign-in token for `email` (normalised), valid for `ttlMs`. */
export async function mintSignInToken(
  keys: AuthKeys,
  email: string,
  now: Date,
  ttlMs: number = authLifetimes.signInTokenMs,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(email)
    .setJti(randomToken(18))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + Math.floor(ttlMs / 1000))
    .sign(keys.signInToken);
}

/**
 * Uses a sign-in token once. @returns the e-mail it signs in.
 * @throws ApiError 401 `invalid-custom-token` when it is forged, expired or already used.
 */
export async function redeemSignInToken(
  db: Queryable,
  keys: AuthKeys,
  token: string,
  now: Date,
): Promise<string> {
  const claims = await jwtVerify(token, keys.signInToken, {
    algorithms: ['HS256'],
    issuer,
    audience,
    currentDate: now,
    requiredClaims: ['sub', 'jti', 'exp'],
  }).then(
    ({ payload }) => payload,
    () => null,
  );
  const email = claims?.sub === undefined ? undefined : validateLoginEmail(claims.sub);
  if (!claims?.jti || !claims.exp || !email?.ok || claims.jti.length < 16 || claims.jti.length > 64) {
    throw authError(401, 'invalid-custom-token');
  }
  const firstUse = await recordSignInTokenUse(db, {
    jti: claims.jti,
    now,
    expiresAt: new Date(claims.exp * 1000),
  });
  if (!firstUse) throw authError(401, 'invalid-custom-token');
  return email.value;
}
