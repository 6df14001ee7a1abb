import type { Queryable } from '../database/database.ts';

/** How long spent sign-in rows are kept after they expire (for support questions), then deleted. */
export const keepExpiredSignInsForMs = 24 * 60 * 60_000;

/**
 * Deletes what can no longer be used: expired codes, links, verification links, used-token ids,
 * and sessions (with their rotated tokens) that expired or were revoked more than a day before
 * `now`. Run hourly; idempotent and safe to run from several processes.
 * @returns how many rows each table lost.
 */
export async function purgeExpiredSignIns(db: Queryable, now: Date): Promise<Record<string, number>> {
  const before = new Date(now.getTime() - keepExpiredSignInsForMs);
  const purge = async (sql: string) => (await db.query(sql, [before])).rowCount;
  return {
    otp_sessions: await purge('delete from otp_sessions where expires_at < $1'),
    magic_links: await purge('delete from magic_links where expires_at < $1'),
    email_verifications: await purge('delete from email_verifications where expires_at < $1'),
    sign_in_token_uses: await purge('delete from sign_in_token_uses where expires_at < $1'),
    sessions: await purge('delete from sessions where expires_at < $1 or revoked_at < $1'),
  };
}
