import { randomBytes } from 'node:crypto';
import type { Queryable } from '../database/database.ts';

/** A short lower-case token that differs on every call (for e-mails, handles, ids). */
export function uniqueToken(): string {
  return randomBytes(5).toString('hex');
}

/** Inserts a user row and returns its id. */
export async function insertUser(
  db: Queryable,
  overrides: { email?: string; provider?: string; passwordHash?: string | null } = {},
): Promise<string> {
  const result = await db.query<{ id: string }>(
    'insert into users (email, provider, password_hash) values ($1, $2, $3) returning id',
    [
      overrides.email ?? `owner-${uniqueToken()}@example.com`,
      overrides.provider ?? 'email',
      overrides.passwordHash ?? null,
    ],
  );
  return result.rows[0]!.id;
}

/** Inserts a website (draft) owned by `userId` and returns its id. */
export async function insertWebsite(
  db: Queryable,
  userId: string,
  overrides: { id?: string; handle?: string | null } = {},
): Promise<string> {
  const id = overrides.id ?? `site-${uniqueToken()}`;
  await db.query('insert into websites (id, user_id, draft, handle) values ($1, $2, $3, $4)', [
    id,
    userId,
    { version: '1.0', userId },
    overrides.handle ?? null,
  ]);
  return id;
}

/** A handle valid under spec §5 and unique per call. */
export function uniqueHandle(): string {
  return `site-${uniqueToken()}`;
}

/** Deletes a website row and what hangs off it (its foreign keys cascade): a suite's clean-up. */
export async function deleteWebsiteRow(db: Queryable, websiteId: string): Promise<void> {
  await db.query('delete from websites where id = $1', [websiteId]);
}
