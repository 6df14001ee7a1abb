/**
 * Users and sign-in: accounts, sessions (refresh-token rotation), and the sign-in secrets — one-time
 * codes, magic links, e-mail verification links, used sign-in token ids, account deletion tokens —
 * each stored only as a keyed hash made by the api.
 */
export {
  findDeletionRequest,
  insertDeletionRequest,
  spendDeletionToken,
} from './deletion-requests.ts';
export {
  emailVerificationState,
  insertEmailVerification,
  type VerificationState,
} from './email-verifications.ts';
export { keepExpiredSignInsForMs, purgeExpiredSignIns } from './housekeeping.ts';
export { insertMagicLink, type MagicLinkState, magicLinkState } from './magic-links.ts';
export {
  type CodeSpending,
  insertOneTimeCode,
  oneTimeCodeMaxAttempts,
  spendOneTimeCode,
} from './one-time-codes.ts';
export {
  findSessionUser,
  insertSession,
  type RefreshOutcome,
  revokeOtherSessions,
  revokeSession,
  rotateRefreshToken,
  type SessionUser,
  sessionOfRefreshToken,
  sessionStartedAt,
} from './sessions.ts';
export { recordSignInTokenUse } from './sign-in-token-uses.ts';
export {
  confirmSupabaseIdentity,
  findSupabaseIdentityUser,
  linkSupabaseIdentity,
  type SupabaseIdentityUser,
  supabaseUserIdOf,
} from './supabase-identities.ts';
export {
  changeUserEmail,
  createUser,
  deleteUser,
  findUserByEmail,
  findUserById,
  lockUser,
  markRegistered,
  type NewUser,
  setDisplayName,
  setPasswordHash,
  type UserAccount,
  userForProvenEmail,
} from './users.ts';
