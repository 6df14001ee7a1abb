import type { User } from '@sitewright/model';
import { type Queryable, recordEvent, type UserAccount } from '@sitewright/store';
import type { AuthKeys } from './secrets.ts';
import { type SessionTokens, startSession } from './sessions.ts';
import { publicUser } from './users.ts';

/** What a successful sign-in answers, whatever the method: the session and the user (spec §3). */
export interface SignInAnswer extends SessionTokens {
  user: User;
}

/**
 * Ends every sign-in method the same way: a session for `user` and a `sign_in` event (spec §1),
 * in the caller's transaction so neither exists without the other.
 */
export async function completeSignIn(
  db: Queryable,
  keys: AuthKeys,
  user: UserAccount,
  now: Date,
): Promise<SignInAnswer> {
  const tokens = await startSession(db, keys, user.id, now);
  await recordEvent(db, { type: 'sign_in', userId: user.id, at: now });
  return { ...tokens, user: publicUser(user) };
}
