/**
 * Sign-in and sessions (README "Sign-in"). What other route authors use:
 * - `auth: 'user' | 'optional'` on a route (contract), or `deps.auth.requireUser` /
 *   `deps.auth.optionalUser` on a raw Express route, then {@link currentUser}`(res)`;
 * - `revokeOtherSessions` (account changes), `userForProvenEmail` (re-authentication).
 */

// The account reads account/ uses beside sign-in; they belong to the store's users aggregate.
export { findUserByEmail, findUserById, type UserAccount } from '@sitewright/store';
export { type AppServiceOverrides, type AppServices, createAppServices } from './app-services.ts';
export { authError, authMessages, catalogueError } from './auth-errors.ts';
export { authPages } from './auth-pages.ts';
export { authRoutes } from './auth-routes.ts';
export { bearerToken, createAuthenticator, currentUser, optionalUser, requireUser } from './authenticate.ts';
export type { GoogleIdentity, GoogleVerifier } from './google.ts';
export { hashPassword, verifyPassword } from './password-hash.ts';
export { authRateRules } from './rate-rules.ts';
export { type AuthKeys, deriveAuthKeys, hashSecret } from './secrets.ts';
export { type AuthDependencies, type AuthServices, createAuthServices } from './services.ts';
export {
  refreshSession,
  revokeOtherSessions,
  revokeSession,
  type SessionTokens,
  startSession,
} from './sessions.ts';
export { type AuthSettings, authLifetimes, authSettings } from './settings.ts';
export { completeSignIn, type SignInAnswer } from './sign-in.ts';
export { mintSignInToken, redeemSignInToken } from './sign-in-token.ts';
export {
  deleteSupabaseUser,
  type SupabaseAuthSettings,
  supabaseSignInTime,
  supabaseTicketUser,
} from './supabase-auth.ts';
export { publicUser, userForProvenEmail } from './users.ts';
