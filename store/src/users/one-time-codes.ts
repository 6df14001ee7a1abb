import type { Queryable } from '../database/database.ts';
import { sameHash } from './same-hash.ts';

/**
 * E-mailed one-time codes (spec §1, §4, §5). A code lives only as a keyed hash; its row (an
 * "OTP session") counts the attempts made on it.
 */

/** spec §4: at most 5 attempts per one-time-code session, then it is dead (`otp_sessions_attempts_range`). */
export const oneTimeCodeMaxAttempts = 5;

/** Stores a new code session (id, e-mail, the code's hash, expiry). */
export async function insertOneTimeCode(
  db: Queryable,
  code: { id: string; email: string; codeHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    'insert into otp_sessions (id, email, code_hash, created_at, expires_at) values ($1, $2, $3, $4, $5)',
    [code.id, code.email, code.codeHash, code.now, code.expiresAt],
  );
}

/**
 * What spending a code did, in the words of spec §4's verification result: `Success` (the code
 * is used up), `InvalidCode` (wrong code: one attempt spent), `ExpiredCode`, `InvalidSession`
 * (unknown, for another e-mail, already used, or out of attempts).
 */
export type CodeSpending = 'Success' | 'InvalidCode' | 'ExpiredCode' | 'InvalidSession';

/**
 * Spends a one-time code: the one definition of a spendable code. The session must exist, be for
 * `email`, be unused, have attempts left, and not be expired; then the presented hash must match.
 * Every comparison counts as an attempt, the right one included, so a session never takes more than
 * {@link oneTimeCodeMaxAttempts}. Runs in the caller's transaction (`tx`), which locks the row:
 * two concurrent right answers succeed once, and the sign-in that follows commits with it.
 * `id` must be a uuid (the caller checks it before it reaches the uuid column).
 */
export async function spendOneTimeCode(
  tx: Queryable,
  presented: { id: string; email: string; codeHash: string },
  now: Date,
): Promise<CodeSpending> {
  const { rows } = await tx.query<{
    email: string;
    code_hash: string;
    attempts: number;
    expires_at: Date;
    consumed_at: Date | null;
  }>(
    'select email, code_hash, attempts, expires_at, consumed_at from otp_sessions where id = $1 for update',
    [presented.id],
  );
  const code = rows[0];
  if (!code || code.email !== presented.email || code.consumed_at) return 'InvalidSession';
  if (code.attempts >= oneTimeCodeMaxAttempts) return 'InvalidSession';
  if (code.expires_at <= now) return 'ExpiredCode';
  if (!sameHash(presented.codeHash, code.code_hash)) {
    await tx.query('update otp_sessions set attempts = attempts + 1 where id = $1', [presented.id]);
    return 'InvalidCode';
  }
  await tx.query('update otp_sessions set consumed_at = $2, attempts = attempts + 1 where id = $1', [
    presented.id,
    now,
  ]);
  return 'Success';
}
