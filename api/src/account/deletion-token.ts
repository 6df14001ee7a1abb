import { createHmac, randomBytes } from 'node:crypto';
import type { AccountDeletionReason } from '@sitewright/model';
import {
  findDeletionRequest as findStoredDeletionRequest,
  insertDeletionRequest,
  type Queryable,
  spendDeletionToken as spendStoredDeletionToken,
} from '@sitewright/store';
import type { AuthKeys } from '../auth/index.ts';
import { ApiError } from '../http/api-error.ts';

/** How long stage 2 may follow stage 1 (spec §4: two stages, one sitting). */
export const deletionTokenLifetimeMs = 15 * 60_000;

/** The only form in which a deletion token is stored: HMAC-SHA256 under the api's secret-hash key. */
function hashDeletionToken(keys: AuthKeys, token: string): string {
  return createHmac('sha256', keys.secretHash).update(`account-deletion\u0000${token}`).digest('hex');
}

/** 400: no stage 1 behind this token (unknown, someone else's, used or older than 15 minutes). */
export const deletionTokenInvalid = () =>
  new ApiError(
    400,
    'deletion-token-invalid',
    'Your account deletion request has expired. Please start again and tell us why you are leaving.',
  );

/**
 * Stage 1 (spec §4): records the feedback and hands out a single-use token for stage 2. The
 * feedback is kept whatever happens next (0001: no foreign key to the user).
 */
export async function recordDeletionFeedback(
  db: Queryable,
  keys: AuthKeys,
  input: { userId: string; reason: AccountDeletionReason; text: string; now: Date },
): Promise<{ deletionToken: string; expiresAt: Date }> {
  const deletionToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + deletionTokenLifetimeMs);
  await insertDeletionRequest(db, {
    userId: input.userId,
    reason: input.reason,
    text: input.text,
    now: input.now,
    tokenHash: hashDeletionToken(keys, deletionToken),
    expiresAt,
  });
  return { deletionToken, expiresAt };
}

/** The feedback row of a live token of `userId`, or throws {@link deletionTokenInvalid}. */
export async function findDeletionRequest(
  db: Queryable,
  keys: AuthKeys,
  input: { userId: string; token: string; now: Date },
): Promise<{ id: string }> {
  const request = await findStoredDeletionRequest(
    db,
    { userId: input.userId, tokenHash: hashDeletionToken(keys, input.token) },
    input.now,
  );
  if (!request) throw deletionTokenInvalid();
  return request;
}

/**
 * Spends the token as the account goes (inside the deleting transaction): a second deletion
 * racing with the same token finds it used.
 */
export async function spendDeletionToken(db: Queryable, feedbackId: string, now: Date): Promise<void> {
  if (!(await spendStoredDeletionToken(db, feedbackId, now))) throw deletionTokenInvalid();
}
