import { errorMessage, isErrorCode } from '@sitewright/model';
import { ApiError, clientErrors } from '../api/post-json.ts';
import { authApi } from './auth-api.ts';
import { session } from './session.ts';
import type { SessionTokens } from './session-store.ts';

/** The spec §8 wording for a failed sign-in call; the api's own message for codes outside it. */
export function signInMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && isErrorCode(code)) return errorMessage(code);
  return error instanceof ApiError ? error.message : clientErrors.unknown;
}

/**
 * Ends every sign-in method the same way: keep the session, and on the first sign-in (its time
 * equals the creation time, spec §4) call registration. Resolves whether the user is new (201).
 */
export async function completeSignIn(tokens: SessionTokens): Promise<{ newUser: boolean }> {
  session.accept(tokens);
  const user = tokens.user;
  if (!user || user.firstSignInAt !== user.createdAt) return { newUser: false };
  try {
    return { newUser: await authApi.register(tokens.accessToken) };
  } catch {
    return { newUser: false }; // registration is retried on the next first sign-in; never blocks
  }
}

/**
 * Where to go after signing in: the `next` query parameter when it is an app path on this
 * origin (never an open redirect), else onboarding.
 */
export function nextPath(search: URLSearchParams): string {
  const next = search.get('next') ?? '';
  return next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/onboarding';
}
