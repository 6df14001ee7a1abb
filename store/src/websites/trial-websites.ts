import type { Queryable } from '../database/database.ts';

/**
 * Trial websites (migration 0020): a visitor without an account gets a trial user — a `users` row
 * that can never sign in (disabled, an address under the reserved `.invalid` domain) — and a
 * `trial_visitors` row with the hash of the secret their cookie holds. Their generated website is
 * an ordinary website owned by that user until it is claimed or expires.
 */

/** A trial identity as its cookie finds it. */
export interface TrialVisitor {
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  /** The website the trial made, if its creation finished. */
  websiteId: string | null;
}

/** Stores a new trial identity; returns its user id. */
export async function insertTrialVisitor(
  tx: Queryable,
  trial: { secretHash: string; now: Date; expiresAt: Date },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into users (id, email, provider, email_verified, disabled, created_at)
     select id, 'trial-' || id::text || '@trial.invalid', 'email', false, true, $1
     from (select gen_random_uuid() as id) fresh
     returning id::text`,
    [trial.now],
  );
  const userId = rows[0]?.id;
  if (!userId) throw new Error('The trial user was not stored');
  await tx.query(
    'insert into trial_visitors (user_id, secret_hash, created_at, expires_at) values ($1, $2, $3, $4)',
    [userId, trial.secretHash, trial.now, trial.expiresAt],
  );
  return userId;
}

/** The unexpired trial whose cookie secret hashes to `secretHash`; undefined otherwise. */
export async function findTrialVisitor(
  db: Queryable,
  secretHash: string,
  now: Date,
): Promise<TrialVisitor | undefined> {
  const { rows } = await db.query<{
    user_id: string;
    created_at: Date;
    expires_at: Date;
    website_id: string | null;
  }>(
    `select t.user_id::text, t.created_at, t.expires_at,
       (select w.id from websites w where w.user_id = t.user_id order by w.created_at limit 1) as website_id
     from trial_visitors t where t.secret_hash = $1 and t.expires_at > $2`,
    [secretHash, now],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    userId: row.user_id,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
    websiteId: row.website_id,
  };
}

/** Whether `userId` is a trial user (its row is found whether the trial expired or not). */
export async function isTrialUser(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from trial_visitors where user_id = $1', [userId]);
  return rows.length > 0;
}

/**
 * Moves every website of the trial `trialUserId` to `ownerId`, and deletes the trial user (its
 * `trial_visitors` row goes with it). The moved draft names its new owner and is edited by them
 * (`userId`, `lastModifiedBy`: the new owner holds edit control, spec §4), at a new version so a
 * save based on the trial's version is refused as stale. Call it in a transaction that holds the
 * new owner's row lock (`lockWebsiteOwner`) and has checked the owned-website limit.
 * @returns the ids of the moved websites.
 */
export async function claimTrialWebsites(
  tx: Queryable,
  claim: { trialUserId: string; ownerId: string; now: Date },
): Promise<string[]> {
  const at = claim.now.toISOString();
  const { rows } = await tx.query<{ id: string }>(
    `update websites set
       user_id = $2,
       draft = draft || jsonb_build_object(
         'userId', $5::text,
         'lastModifiedBy', jsonb_build_object('userId', $5::text, 'timestamp', $3::text)),
       draft_version = draft_version + 1,
       modified_at = $4
     where user_id = $1
     returning id`,
    [claim.trialUserId, claim.ownerId, at, claim.now, claim.ownerId],
  );
  await tx.query(
    'delete from users where id = $1 and exists (select 1 from trial_visitors where user_id = $1)',
    [claim.trialUserId],
  );
  return rows.map((r) => r.id);
}

/** How many websites the trial user owns (what a claim adds to the new owner's count). */
export async function countTrialWebsites(db: Queryable, trialUserId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from websites where user_id = $1',
    [trialUserId],
  );
  return rows[0]?.n ?? 0;
}

/**
 * Deletes every trial whose time has passed — its user, and with it (cascades) its websites, their
 * publish requests and anything else of theirs. Trials never publish, so nothing is served to
 * retire. @returns how many trials were deleted.
 */
export async function purgeExpiredTrials(db: Queryable, now: Date): Promise<number> {
  const { rowCount } = await db.query(
    `delete from users u using trial_visitors t
     where t.user_id = u.id and t.expires_at <= $1`,
    [now],
  );
  return rowCount;
}

/** Deletes one trial (its user, its websites): a creation that failed leaves nothing behind. */
export async function deleteTrial(db: Queryable, trialUserId: string): Promise<void> {
  await db.query('delete from users u using trial_visitors t where t.user_id = u.id and u.id = $1', [
    trialUserId,
  ]);
}
