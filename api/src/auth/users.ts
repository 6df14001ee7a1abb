import type { AuthProvider, User } from '@sitewright/model';
import type { Queryable } from '@sitewright/store';
import { userDisabled } from './auth-errors.ts';

/** A `users` row as sign-in reads it. */
export interface UserRow {
  id: string;
  email: string;
  provider: AuthProvider;
  email_verified: boolean;
  password_hash: string | null;
  disabled: boolean;
  display_name: string | null;
  created_at: Date;
  first_sign_in_at: Date | null;
  registered_at: Date | null;
  [column: string]: unknown;
}

const columns =
  'id, email, provider, email_verified, password_hash, disabled, display_name, created_at, first_sign_in_at, registered_at';

/** The user as answers carry it (model `user`, spec §3): never the password hash. */
export function publicUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    provider: row.provider,
    emailVerified: row.email_verified,
    displayName: row.display_name,
    disabled: row.disabled,
    createdAt: row.created_at.toISOString(),
    firstSignInAt: row.first_sign_in_at?.toISOString() ?? null,
  };
}

/** The user with this (normalised) e-mail. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`select ${columns} from users where email = $1`, [email]);
  return rows[0];
}

/** The user with this id. */
export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`select ${columns} from users where id = $1`, [id]);
  return rows[0];
}

export interface NewUser {
  email: string;
  provider: AuthProvider;
  emailVerified: boolean;
  passwordHash?: string | null;
  displayName?: string | null;
  now: Date;
}

/**
 * Creates an account at its first sign-in: `first_sign_in_at` = `created_at` marks it (spec §4,
 * the client then calls register). Undefined when the e-mail is taken (a concurrent sign-up won).
 */
export async function createUser(db: Queryable, user: NewUser): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `insert into users (email, provider, email_verified, password_hash, display_name, created_at, first_sign_in_at)
     values ($1, $2, $3, $4, $5, $6, $6)
     on conflict (email) do nothing
     returning ${columns}`,
    [
      user.email,
      user.provider,
      user.emailVerified,
      user.passwordHash ?? null,
      user.displayName ?? null,
      user.now,
    ],
  );
  return rows[0];
}

/**
 * The account for an e-mail its owner has just proven (a code, a link, Google, a minted token):
 * found, or created with `provider` `method`. Refuses a disabled account (403 `user-disabled`).
 *
 * A password account whose e-mail was never verified loses that password here: whoever set it
 * never proved the address, and the person who just did must not share the account with them
 * (account pre-hijacking). A Google sign-in moves an e-mail-link account to `google`.
 */
export async function userForProvenEmail(
  db: Queryable,
  email: string,
  method: 'email' | 'google',
  now: Date,
  displayName?: string | null,
): Promise<UserRow> {
  const existing =
    (await findUserByEmail(db, email)) ??
    (await createUser(db, {
      email,
      provider: method,
      emailVerified: true,
      displayName: displayName ?? null,
      now,
    })) ??
    (await findUserByEmail(db, email));
  if (!existing) throw new Error(`user ${email} vanished while signing in`);
  if (existing.disabled) throw userDisabled(403);
  const unverifiedPassword = existing.provider === 'password' && !existing.email_verified;
  const provider =
    unverifiedPassword || (method === 'google' && existing.provider === 'email') ? method : existing.provider;
  if (provider === existing.provider && existing.email_verified && !unverifiedPassword) return existing;
  const { rows } = await db.query<UserRow>(
    `update users set provider = $2, email_verified = true,
       password_hash = case when $3 then null else password_hash end,
       display_name = coalesce(display_name, $4)
     where id = $1 returning ${columns}`,
    [existing.id, provider, unverifiedPassword, displayName ?? null],
  );
  return rows[0] ?? existing;
}
