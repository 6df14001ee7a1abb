import { type ErrorCode, errorMessage } from '@sitewright/model';
import { ApiError } from '../http/api-error.ts';

/**
 * Sign-in refusals the spec §8 catalogue does not word (its codes use the catalogue's message,
 * see {@link catalogueError}). Kebab-case like the identity codes of §8.
 */
export const authMessages = {
  'invalid-custom-token': 'This sign-in link or token is invalid or has expired. Please sign in again.',
  'invalid-credential': 'Google sign-in failed. Please try again.',
  'unverified-google-email':
    'Your Google account e-mail is not verified. Please verify it with Google first.',
  'google-not-configured': 'Google sign-in is not available on this server.',
  'password-not-set': 'This account signs in without a password. Use an e-mailed link or code, or Google.',
  'weak-password': 'Password should be at least 6 characters',
  'already-verified': 'Your e-mail is already verified.',
} as const;

export type AuthMessageCode = keyof typeof authMessages;

/** A refusal with one of the codes above. */
export function authError(status: number, code: AuthMessageCode): ApiError {
  return new ApiError(status, code, authMessages[code]);
}

/** A refusal with a spec §8 catalogue code and its message word for word. */
export function catalogueError(status: number, code: ErrorCode): ApiError {
  return new ApiError(status, code, errorMessage(code));
}

/** 401 'Invalid authorization token.': no, a malformed, or an expired access token. */
export const invalidToken = () => catalogueError(401, 'invalid-authorization-token');
/** 401 sign-out: the session is revoked, expired or unknown (spec §8 "signs the user out"). */
export const sessionEnded = () => catalogueError(401, 'user-token-expired');
/** Sign-out as well: the account is disabled (401 on a product call, 403 when signing in). */
export const userDisabled = (status: 401 | 403) => catalogueError(status, 'user-disabled');
