import type { AuthProvider } from '@sitewright/model';
import { type Queryable, statement } from '../database/database.ts';
import { type UserAccount, userForProvenEmail } from './users.ts';

/** Our user behind a Supabase Auth user, with when Supabase last confirmed that user exists. */
export interface SupabaseIdentityUser {
  id: string;
  email: string;
  provider: AuthProvider;
  emailVerified: boolean;
  disabled: boolean;
  confirmedAt: Date;
}

const identityUserStatement = statement(
  'supabase-identity-user',
  `select u.id, u.email, u.provider, u.email_verified, u.disabled, i.confirmed_at
     from supabase_identities i join users u on u.id = i.user_id
    where i.supabase_user_id = $1`,
);

/** The user a Supabase Auth user (`sub`) maps to, or undefined before their first call. */
export async function findSupabaseIdentityUser(
  db: Queryable,
  supabaseUserId: string,
): Promise<SupabaseIdentityUser | undefined> {
  const { rows } = await db.query<{
    id: string;
    email: string;
    provider: AuthProvider;
    email_verified: boolean;
    disabled: boolean;
    confirmed_at: Date;
  }>(identityUserStatement, [supabaseUserId]);
  const row = rows[0];
  return (
    row && {
      id: row.id,
      email: row.email,
      provider: row.provider,
      emailVerified: row.email_verified,
      disabled: row.disabled,
      confirmedAt: row.confirmed_at,
    }
  );
}

/**
 * Links a Supabase Auth user to our user for its (verified) e-mail, found or created by the
 * users' rule ({@link userForProvenEmail}). Two first calls at once link once; a Supabase user
 * whose e-mail's account is already linked to another Supabase user (deleted and signed up again
 * in Supabase) takes the link over.
 */
export async function linkSupabaseIdentity(
  db: Queryable,
  input: { supabaseUserId: string; email: string; method: 'email' | 'google'; now: Date },
): Promise<UserAccount> {
  const account = await userForProvenEmail(db, input.email, input.method, input.now);
  await db.query(
    `insert into supabase_identities (supabase_user_id, user_id, created_at, confirmed_at)
     values ($1, $2, $3, $3)
     on conflict (user_id) do update set supabase_user_id = excluded.supabase_user_id,
       created_at = excluded.created_at, confirmed_at = excluded.confirmed_at
     where supabase_identities.supabase_user_id <> excluded.supabase_user_id`,
    [input.supabaseUserId, account.id, input.now],
  );
  return account;
}

/** Records that Supabase Auth confirmed the user exists now. */
export async function confirmSupabaseIdentity(
  db: Queryable,
  supabaseUserId: string,
  now: Date,
): Promise<void> {
  await db.query('update supabase_identities set confirmed_at = $2 where supabase_user_id = $1', [
    supabaseUserId,
    now,
  ]);
}

/** The Supabase Auth user of one of our users (account deletion deletes it too), if linked. */
export async function supabaseUserIdOf(db: Queryable, userId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ supabase_user_id: string }>(
    'select supabase_user_id from supabase_identities where user_id = $1',
    [userId],
  );
  return rows[0]?.supabase_user_id;
}
