import type { Queryable } from '../database/database.ts';
import { sameHash } from './same-hash.ts';

/**
 * Magic links (spec §1, §2): single use, with an expiry, and bound to the browser that asked for
 * them. The link's token and the browser's nonce are stored only as keyed hashes.
 */

/** Stores a new link. */
export async function insertMagicLink(
  db: Queryable,
  link: { tokenHash: string; email: string; bindingHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `insert into magic_links (token_hash, email, browser_binding_hash, created_at, expires_at)
     values ($1, $2, $3, $4, $5)`,
    [link.tokenHash, link.email, link.bindingHash, link.now, link.expiresAt],
  );
}

/** What a link can do in the presenting browser now. `expired` covers unknown and used links too. */
export type MagicLinkState =
  | { state: 'usable'; email: string }
  | { state: 'expired' | 'wrong-browser'; email?: string };

/**
 * The state of a link: the one definition of a spendable link (known, unused, unexpired, and
 * presented by the browser it is bound to — `bindingHash` undefined when the browser has no
 * binding). Reading changes nothing (the GET page, mail scanners). With `spend`, a usable link
 * is marked used; pass the transaction, which locks the row, so two confirmations use it once.
 */
export async function magicLinkState(
  db: Queryable,
  presented: { tokenHash: string; bindingHash: string | undefined },
  now: Date,
  spend = false,
): Promise<MagicLinkState> {
  const { rows } = await db.query<{
    email: string;
    browser_binding_hash: string;
    expires_at: Date;
    used_at: Date | null;
  }>(
    `select email, browser_binding_hash, expires_at, used_at from magic_links where token_hash = $1${spend ? ' for update' : ''}`,
    [presented.tokenHash],
  );
  const link = rows[0];
  if (!link) return { state: 'expired' };
  if (link.used_at || link.expires_at <= now) return { state: 'expired', email: link.email };
  if (!sameHash(presented.bindingHash ?? '', link.browser_binding_hash)) {
    return { state: 'wrong-browser', email: link.email };
  }
  if (spend) {
    await db.query('update magic_links set used_at = $2 where token_hash = $1', [presented.tokenHash, now]);
  }
  return { state: 'usable', email: link.email };
}
