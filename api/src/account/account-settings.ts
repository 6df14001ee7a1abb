import { isVerifiedUser, ownedWebsiteLimit, perUser } from '@sitewright/model';
import type { Queryable, UserAccount } from '@sitewright/store';
import type { AccountSettings, Reauthentication } from './schemas.ts';

/** SQL: the website `w` is not being deleted (an open `delete` request), as the website calls read it. */
const notBeingDeleted = `not exists (select 1 from publish_requests r where r.website_id = w.id
  and r.kind = 'delete' and r.state in ('queued', 'running'))`;

/** How this account re-authenticates before deletion (spec §4: password, or Google; see `schemas.ts`). */
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
  const { rows } = await db.query<{ owned: number; shared: number }>(
    `select
       (select count(*)::int8 from websites w where w.user_id = $1 and ${notBeingDeleted}) as owned,
       (select count(*)::int8 from invites i join websites w on w.id = i.website_id
         where i.accepted and w.user_id is not null and w.user_id <> $1 and ${notBeingDeleted}
           and (i.invited_user_id = $1 or (i.invited_user_id is null and i.invited_user_email = $2))) as shared`,
    [row.id, row.email],
  );
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
      ownedWebsites: rows[0]?.owned ?? 0,
      ownedWebsiteLimit: ownedWebsiteLimit(options.raisedLimits),
      sharedWebsites: rows[0]?.shared ?? 0,
      sharedWebsiteLimit: perUser.sharedWebsites,
    },
  };
}
