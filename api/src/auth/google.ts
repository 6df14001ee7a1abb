import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { Logger } from '../logger.ts';
import { authError, catalogueError } from './auth-errors.ts';

/** What a verified Google ID token tells us. */
export interface GoogleIdentity {
  email: string;
  emailVerified: boolean;
  name: string | null;
}

/** Verifies Google ID tokens (redirect, popup and one-tap all end with one). */
export interface GoogleVerifier {
  /**
   * @throws ApiError 503 `google-not-configured` without `GOOGLE_CLIENT_ID`; 401 `invalid-credential`
   * for a bad, expired or foreign token; 503 `network-request-failed` when Google's keys cannot be fetched.
   */
  verify(idToken: string, now: Date): Promise<GoogleIdentity>;
}

const googleIssuers = ['accounts.google.com', 'https://accounts.google.com'];

/** Failures that mean "this token is not good", as opposed to "we could not check". */
const rejections = [
  errors.JWTExpired,
  errors.JWTClaimValidationFailed,
  errors.JWTInvalid,
  errors.JWSInvalid,
  errors.JWSSignatureVerificationFailed,
  errors.JWKSNoMatchingKey,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
];

/**
 * Checks the token's RS256 signature against the keys at `jwksUrl` (Google's by default; tests
 * serve their own), the audience (`GOOGLE_CLIENT_ID`), the issuer and the expiry. jose caches the
 * key set and refetches it when a token names an unknown key (Google rotates them).
 */
export function createGoogleVerifier(options: {
  clientId?: string;
  jwksUrl: string;
  logger: Logger;
}): GoogleVerifier {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), {
    timeoutDuration: 5_000,
    cooldownDuration: 30_000,
  });
  return {
    async verify(idToken, now) {
      if (!options.clientId) throw authError(503, 'google-not-configured');
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          algorithms: ['RS256'],
          issuer: googleIssuers,
          audience: options.clientId,
          currentDate: now,
          requiredClaims: ['sub', 'email', 'exp'],
        });
        const email = typeof payload.email === 'string' ? payload.email : '';
        return {
          email,
          emailVerified: payload.email_verified === true || payload.email_verified === 'true',
          name: typeof payload.name === 'string' ? payload.name.slice(0, 120) : null,
        };
      } catch (error) {
        if (rejections.some((kind) => error instanceof kind)) throw authError(401, 'invalid-credential');
        options.logger.warn({ err: error }, 'Google signing keys could not be fetched');
        throw catalogueError(503, 'network-request-failed');
      }
    },
  };
}
