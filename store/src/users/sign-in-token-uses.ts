import type { Queryable } from '../database/database.ts';

/**
 * Sign-in tokens are signed, not stored (an operator mints one with nothing but the secret); only
 * the id (`jti`) of a used one is kept, until the token would have expired anyway.
 */

/**
 * Records the use of sign-in token `jti`.
 * @returns true the first time; false when it was used already (the second use is refused).
 */
export async function recordSignInTokenUse(
  db: Queryable,
  use: { jti: string; now: Date; expiresAt: Date },
): Promise<boolean> {
  const { rowCount } = await db.query(
    'insert into sign_in_token_uses (jti, used_at, expires_at) values ($1, $2, $3) on conflict (jti) do nothing',
    [use.jti, use.now, use.expiresAt],
  );
  return rowCount > 0;
}
