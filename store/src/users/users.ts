import type { AuthProvider } from '@sitewright/model';
import type { Queryable } from '../database/database.ts';

/** An account as the store answers it. `passwordHash` never leaves the api's sign-in code. */
export interface UserAccount {
  id: string;
  /** Trimmed and lower-cased (the `users_email_normalised` check). */
  email: string;
  provider: AuthProvider;
  emailVerified: boolean;
  passwordHash: string | null;
  disabled: boolean;
  displayName: string | null;
  createdAt: Date;
  /** Equal to `createdAt` on an account made by a sign-in (spec §4). */
  firstSignInAt: Date | null;
  /** Set by the first `register` call (spec §4). */
  registeredAt: Date | null;
}

interface UserColumns {
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

const userColumns =
  'id, email, provider, email_verified, password_hash, disabled, display_name, created_at, first_sign_in_at, registered_at';

function userAccount(row: UserColumns): UserAccount {
  return {
    id: row.id,
    email: row.email,
    provider: row.provider,
    emailVerified: row.email_verified,
    passwordHash: row.password_hash,
    disabled: row.disabled,
    displayName: row.display_name,
    createdAt: row.created_at,
    firstSignInAt: row.first_sign_in_at,
    registeredAt: row.registered_at,
  };
}

/** The account with this (normalised) e-mail. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserAccount | undefined> {
  const { rows } = await db.query<UserColumns>(`select ${userColumns} from users where email = $1`, [email]);
  return rows[0] && userAccount(rows[0]);
}

/** The account with this id. */
export async function findUserById(db: Queryable, id: string): Promise<UserAccount | undefined> {
  const { rows } = await db.query<UserColumns>(`select ${userColumns} from users where id = $1`, [id]);
  return rows[0] && userAccount(rows[0]);
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
export async function createUser(db: Queryable, user: NewUser): Promise<UserAccount | undefined> {
  const { rows } = await db.query<UserColumns>(
    `insert into users (email, provider, email_verified, password_hash, display_name, created_at, first_sign_in_at)
     values ($1, $2, $3, $4, $5, $6, $6)
     on conflict (email) do nothing
     returning ${userColumns}`,
    [
      user.email,
      user.provider,
      user.emailVerified,
      user.passwordHash ?? null,
      user.displayName ?? null,
      user.now,
    ],
  );
  return rows[0] && userAccount(rows[0]);
}

/**
 * The account for an e-mail its owner has just proven (a code, a link, Google, a minted token):
 * found, or created with `provider` `method`. A disabled account is answered unchanged: the caller
 * refuses it, and nothing about it changes.
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
): Promise<UserAccount> {
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
  if (existing.disabled) return existing;
  const unverifiedPassword = existing.provider === 'password' && !existing.emailVerified;
  const provider =
    unverifiedPassword || (method === 'google' && existing.provider === 'email') ? method : existing.provider;
  if (provider === existing.provider && existing.emailVerified && !unverifiedPassword) return existing;
  const { rows } = await db.query<UserColumns>(
    `update users set provider = $2, email_verified = true,
       password_hash = case when $3 then null else password_hash end,
       display_name = coalesce(display_name, $4)
     where id = $1 returning ${userColumns}`,
    [existing.id, provider, unverifiedPassword, displayName ?? null],
  );
  return rows[0] ? userAccount(rows[0]) : existing;
}

/**
 * Moves the account to a new e-mail, unverified until its new link is confirmed.
 * @throws the unique violation `users_email_key` when another account has it.
 */
export async function changeUserEmail(db: Queryable, userId: string, email: string): Promise<UserAccount> {
  const { rows } = await db.query<UserColumns>(
    `update users set email = $2, email_verified = false where id = $1 returning ${userColumns}`,
    [userId, email],
  );
  if (!rows[0]) throw new Error(`user ${userId} vanished while changing e-mail`);
  return userAccount(rows[0]);
}

/** Stores a new password hash (a change, or a rehash with stronger parameters at sign-in). */
export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $2 where id = $1', [userId, passwordHash]);
}

/** Changes the display name (null clears it). */
export async function setDisplayName(
  db: Queryable,
  userId: string,
  displayName: string | null,
): Promise<void> {
  await db.query('update users set display_name = $2 where id = $1', [userId, displayName]);
}

/**
 * Marks the account registered (spec §4 "registration is called").
 * @returns true the first time only (the api answers 201, then 200).
 */
export async function markRegistered(db: Queryable, userId: string, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    'update users set registered_at = $2 where id = $1 and registered_at is null',
    [userId, now],
  );
  return rowCount > 0;
}

/**
 * Locks the account's row until the transaction ends (account deletion: a sign-in or a second
 * deletion waits for this one). @returns whether the account exists.
 */
export async function lockUser(tx: Queryable, userId: string): Promise<boolean> {
  const { rowCount } = await tx.query('select id from users where id = $1 for update', [userId]);
  return rowCount > 0;
}

/**
 * Deletes the account; its sessions and sign-in rows go with it (foreign keys cascade), so the next
 * call with its token is refused. Its websites are the caller's to settle first.
 */
export async function deleteUser(tx: Queryable, userId: string): Promise<void> {
  await tx.query('delete from users where id = $1', [userId]);
}
