import {
  type AccountSettings,
  isVerifiedUser,
  ownedWebsiteLimit,
  perUser,
  type Reauthentication,
} from '@sitewright/model';
import { countOwnedWebsites, countSharedWebsites, type Queryable, type UserAccount } from '@sitewright/store';

/** How this account re-authenticates before deletion (spec §4: password, or Google; model `reauthentication`). */
export function reauthenticationOf(row: Pick<UserAccount, 'provider'>): Reauthentication {
  if (row.provider === 'password') return 'password';
  if (row.provider === 'google') return 'google';
  return 'recent-sign-in';
}

/** The account settings of a user (spec §2 account settings modal, §3 User, §9 limits). */
export async function accountSettingsOf(
  db: Queryable,
  row: UserAccount,
  options: { raisedLimits: boolean },
): Promise<AccountSettings> {
  // The counts the §9 limits use: owned websites and websites shared with the user, neither being deleted.
  const [owned, shared] = [await countOwnedWebsites(db, row.id), await countSharedWebsites(db, row)];
  return {
    id: row.id,
    email: row.email,
    provider: row.provider,
    emailVerified: row.emailVerified,
    verified: isVerifiedUser({ provider: row.provider, emailVerified: row.emailVerified }),
    displayName: row.displayName,
    createdAt: row.createdAt.toISOString(),
    reauthentication: reauthenticationOf(row),
    counts: {
      ownedWebsites: owned,
      ownedWebsiteLimit: ownedWebsiteLimit(options.raisedLimits),
      sharedWebsites: shared,
      sharedWebsiteLimit: perUser.sharedWebsites,
    },
  };
}
