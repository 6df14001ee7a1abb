import type { User } from '@sitewright/model';
import {
  userForProvenEmail as accountForProvenEmail,
  type Queryable,
  type UserAccount,
} from '@sitewright/store';
import { userDisabled } from './auth-errors.ts';

/** The user as answers carry it (model `user`, spec §3): never the password hash. */
export function publicUser(account: UserAccount): User {
  return {
    id: account.id,
    email: account.email,
    provider: account.provider,
    emailVerified: account.emailVerified,
    displayName: account.displayName,
    disabled: account.disabled,
    createdAt: account.createdAt.toISOString(),
    firstSignInAt: account.firstSignInAt?.toISOString() ?? null,
  };
}

/**
 * The account for an e-mail its owner has just proven (a code, a link, Google, a minted token),
 * found or created by the store's rule (`userForProvenEmail`); a disabled account is refused
 * (403 `user-disabled`).
 */
export async function userForProvenEmail(
  db: Queryable,
  email: string,
  method: 'email' | 'google',
  now: Date,
  displayName?: string | null,
): Promise<UserAccount> {
  const account = await accountForProvenEmail(db, email, method, now, displayName);
  if (account.disabled) throw userDisabled(403);
  return account;
}
