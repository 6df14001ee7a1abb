import { createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** The keys derived from `JWT_SECRET`, one per purpose, so a token of one kind never passes as another. */
export interface AuthKeys {
  /** HS256 key of access tokens. */
  accessToken: Uint8Array;
  /** HS256 key of sign-in tokens (the custom token). */
  signInToken: Uint8Array;
  /** HMAC key of stored secret hashes. */
  secretHash: Buffer;
}

function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'sitewright-auth', purpose, 32));
}

/** Derives the {@link AuthKeys} from the configured secret (HKDF-SHA256). */
export function deriveAuthKeys(jwtSecret: string): AuthKeys {
  return {
    accessToken: new Uint8Array(derive(jwtSecret, 'access-token')),
    signInToken: new Uint8Array(derive(jwtSecret, 'sign-in-token')),
    secretHash: derive(jwtSecret, 'secret-hash'),
  };
}

/** A random URL-safe secret of `bytes` random bytes. @defaultValue 32 bytes (256 bits) */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What a stored hash is of; part of the hashed input, so equal values of two kinds differ. */
export type SecretKind =
  | 'refresh-token'
  | 'one-time-code'
  | 'magic-link'
  | 'link-binding'
  | 'email-verification';

/**
 * The only form in which a secret is stored: HMAC-SHA256 keyed by a key derived from
 * `JWT_SECRET` (hex). A 6-digit code has only a million values, so a plain hash would be
 * reversed at once; without the key, a copy of the database reveals nothing.
 */
export function hashSecret(keys: AuthKeys, kind: SecretKind, value: string): string {
  return createHmac('sha256', keys.secretHash).update(`${kind}\u0000${value}`).digest('hex');
}

/** Whether `value` looks like a uuid (checked before it reaches a `uuid` column, which would throw). */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
