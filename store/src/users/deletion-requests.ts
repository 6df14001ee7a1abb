import type { AccountDeletionReason } from '@sitewright/model';
import type { Queryable } from '../database/database.ts';

/**
 * Account deletion in two stages (spec §4): stage 1 records the feedback with the hash of a
 * single-use token; stage 2 presents the token. The feedback outlives the account (no foreign key).
 */

/** Records stage 1: the feedback and the hash of its token, valid until `expiresAt`. */
export async function insertDeletionRequest(
  db: Queryable,
  request: {
    userId: string;
    reason: AccountDeletionReason;
    text: string;
    now: Date;
    tokenHash: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.query(
    `insert into account_deletion_feedback (user_id, reason, text, at, token_hash, token_expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [request.userId, request.reason, request.text, request.now, request.tokenHash, request.expiresAt],
  );
}

/**
 * The stage-1 request behind a deletion token: `userId`'s own, unused and unexpired at `now`;
 * undefined otherwise.
 */
export async function findDeletionRequest(
  db: Queryable,
  presented: { userId: string; tokenHash: string },
  now: Date,
): Promise<{ id: string } | undefined> {
  const { rows } = await db.query<{ id: string }>(
    `select id from account_deletion_feedback
     where token_hash = $1 and user_id = $2 and token_used_at is null and token_expires_at > $3`,
    [presented.tokenHash, presented.userId, now],
  );
  return rows[0] && { id: rows[0].id };
}

/**
 * Spends the token as the account goes (inside the deleting transaction).
 * @returns false when it was spent already (a second deletion racing with the same token).
 */
export async function spendDeletionToken(db: Queryable, requestId: string, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `update account_deletion_feedback set token_used_at = $2, account_deleted_at = $2
     where id = $1 and token_used_at is null`,
    [requestId, now],
  );
  return rowCount > 0;
}
