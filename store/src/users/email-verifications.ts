import type { Queryable } from '../database/database.ts';

/**
 * E-mail verification links of password accounts (spec §1, §3). A link names the address it
 * verifies, so a link sent before an e-mail change never verifies the new address. Its token is
 * stored only as a keyed hash.
 */

/** Stores a verification link for `email`, the user's current address. */
export async function insertEmailVerification(
  db: Queryable,
  link: { tokenHash: string; userId: string; email: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    'insert into email_verifications (token_hash, user_id, email, created_at, expires_at) values ($1, $2, $3, $4, $5)',
    [link.tokenHash, link.userId, link.email, link.now, link.expiresAt],
  );
}

/** `usable`: confirming will verify; `done`: this address is verified already; `expired`: no. */
export type VerificationState = 'usable' | 'done' | 'expired';

/**
 * The state of a verification link: `expired` when unknown, for an address the account no longer
 * has, used or past its expiry; `done` when the address is verified already. With `spend`, a usable
 * link verifies the address; pass the transaction, which locks the link and the user, so two
 * clicks verify once.
 */
export async function emailVerificationState(
  db: Queryable,
  tokenHash: string,
  now: Date,
  spend = false,
): Promise<VerificationState> {
  const { rows } = await db.query<{
    user_id: string;
    email: string;
    expires_at: Date;
    used_at: Date | null;
    current_email: string;
    email_verified: boolean;
  }>(
    `select v.user_id, v.email, v.expires_at, v.used_at, u.email as current_email, u.email_verified
     from email_verifications v join users u on u.id = v.user_id
     where v.token_hash = $1${spend ? ' for update of v, u' : ''}`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row || row.email !== row.current_email) return 'expired';
  if (row.email_verified) return 'done';
  if (row.used_at || row.expires_at <= now) return 'expired';
  if (spend) {
    await db.query('update email_verifications set used_at = $2 where token_hash = $1', [tokenHash, now]);
    await db.query('update users set email_verified = true where id = $1', [row.user_id]);
  }
  return 'usable';
}
