import { accountMessages, validateDeleteEmailUser } from '@sitewright/model';
import { sessionStartedAt, type UserAccount } from '@sitewright/store';
import { decodeJwt } from 'jose';
import { catalogueError, supabaseSignInTime, verifyPassword } from '../auth/index.ts';
import type { AuthUser } from '../contract/index.ts';
import { ApiError } from '../http/api-error.ts';
import { reauthenticationOf } from './account-settings.ts';
import type { AccountDependencies } from './dependencies.ts';

/** A re-authentication counts for 5 minutes (Google ID token issued, or session started). */
export const recentSignInMs = 5 * 60_000;
/** Clock skew allowed on a Google token's issue time. */
const skewMs = 60_000;

/** 401: a fresh sign-in is needed (the Firebase code the client already knows for this case). */
export const requiresRecentLogin = (provider: UserAccount['provider']) =>
  new ApiError(
    401,
    'requires-recent-login',
    provider === 'google'
      ? 'Please sign in with Google again to delete your account.'
      : 'Please sign in again to delete your account.',
  );

/** The part of the deletion body re-authentication reads. */
export interface ReauthenticationInput {
  currentPassword?: string | undefined;
  googleIdToken?: string | undefined;
}

/**
 * Proves the caller is the account's owner before it is deleted (spec §4 "E-mail users must give
 * the current password; Google users are re-authenticated first", §5):
 * - password accounts: the current password (400 `missing-password`, 401 `wrong-password`);
 * - Google accounts: a Google ID token for the same e-mail, issued within the last 5 minutes
 *   (verified like `POST /api/login/google`; 401 `requires-recent-login` when stale or another account);
 * - e-mailed link / code accounts have no password: their session must have started within the last
 *   5 minutes (a fresh link or code), else 401 `requires-recent-login`.
 */
export async function reauthenticate(
  deps: AccountDependencies,
  caller: AuthUser,
  row: UserAccount,
  input: ReauthenticationInput,
  now: Date,
): Promise<void> {
  if (deps.auth.settings.supabase) {
    // Supabase Auth mode: whatever the method, the token's `amr` says when the user last proved
    // who they are; it must be within the last 5 minutes (a fresh code, link, password or Google).
    const signedIn = supabaseSignInTime(caller)?.getTime();
    if (
      signedIn === undefined ||
      now.getTime() - signedIn > recentSignInMs ||
      signedIn > now.getTime() + skewMs
    )
      throw requiresRecentLogin(row.provider);
    return;
  }
  switch (reauthenticationOf(row)) {
    case 'password': {
      const checked = validateDeleteEmailUser({ currentPassword: input.currentPassword ?? '' });
      if (!checked.ok) throw new ApiError(400, 'missing-password', accountMessages.currentPasswordRequired);
      if (!row.passwordHash || !(await verifyPassword(checked.value, row.passwordHash))) {
        throw catalogueError(401, 'wrong-password');
      }
      return;
    }
    case 'google': {
      if (!input.googleIdToken) throw requiresRecentLogin(row.provider);
      const identity = await deps.auth.google.verify(input.googleIdToken, now);
      const issuedAt = decodeJwt(input.googleIdToken).iat;
      const fresh =
        typeof issuedAt === 'number' &&
        now.getTime() - issuedAt * 1000 <= recentSignInMs &&
        issuedAt * 1000 <= now.getTime() + skewMs;
      if (!fresh || identity.email.trim().toLowerCase() !== row.email)
        throw requiresRecentLogin(row.provider);
      return;
    }
    case 'recent-sign-in': {
      const started = (
        await sessionStartedAt(deps.db, { sessionId: caller.sessionId, userId: caller.id })
      )?.getTime();
      if (started === undefined || now.getTime() - started > recentSignInMs)
        throw requiresRecentLogin(row.provider);
      return;
    }
  }
}
