import type { Queryable } from '@sitewright/store';
import { sendMail } from '../mail/compose.ts';
import { verificationEmail } from '../mail/templates.ts';
import { hashSecret, randomToken } from './secrets.ts';
import type { AuthDependencies } from './services.ts';
import { authLifetimes } from './settings.ts';

/**
 * E-mail verification of password accounts (spec §1 "sign-up sends a verification e-mail"; §3 a
 * password user is verified once the e-mail is). The link names the address it verifies, so a
 * link sent before an e-mail change never verifies the new address.
 */

/**
 * Creates a verification link for the user's current e-mail (in the caller's transaction).
 * @returns the link; send it with {@link sendVerificationLink} once the transaction committed.
 */
export async function createVerificationLink(
  deps: AuthDependencies,
  db: Queryable,
  user: { id: string; email: string },
  now: Date,
): Promise<string> {
  const token = randomToken();
  await db.query(
    `insert into email_verifications (token_hash, user_id, email, created_at, expires_at) values ($1, $2, $3, $4, $5)`,
    [
      hashSecret(deps.auth.keys, 'email-verification', token),
      user.id,
      user.email,
      now,
      new Date(now.getTime() + authLifetimes.emailVerificationMs),
    ],
  );
  return `${deps.auth.settings.apiUrl}/auth/verify-email?token=${encodeURIComponent(token)}`;
}

/** E-mails a verification link made by {@link createVerificationLink}. */
export async function sendVerificationLink(
  deps: AuthDependencies,
  email: string,
  url: string,
): Promise<void> {
  await sendMail(deps.mailer, email, verificationEmail(url, authLifetimes.emailVerificationMs / 3_600_000));
}

/** `usable`: confirming will verify; `done`: this address is verified already; `expired`: no. */
export type VerificationState = 'usable' | 'done' | 'expired';

interface VerificationRow {
  user_id: string;
  email: string;
  expires_at: Date;
  used_at: Date | null;
  current_email: string;
  email_verified: boolean;
  [column: string]: unknown;
}

/**
 * The state of a verification link; with `consume`, verifies the address (atomically, so two
 * clicks verify once). Pass a transaction when consuming.
 */
export async function verificationState(
  db: Queryable,
  deps: AuthDependencies,
  token: string,
  now: Date,
  consume = false,
): Promise<VerificationState> {
  const hash = hashSecret(deps.auth.keys, 'email-verification', token);
  const { rows } = await db.query<VerificationRow>(
    `select v.user_id, v.email, v.expires_at, v.used_at, u.email as current_email, u.email_verified
     from email_verifications v join users u on u.id = v.user_id
     where v.token_hash = $1${consume ? ' for update of v, u' : ''}`,
    [hash],
  );
  const row = rows[0];
  if (!row || row.email !== row.current_email) return 'expired';
  if (row.email_verified) return 'done';
  if (row.used_at || row.expires_at <= now) return 'expired';
  if (consume) {
    await db.query('update email_verifications set used_at = $2 where token_hash = $1', [hash, now]);
    await db.query('update users set email_verified = true where id = $1', [row.user_id]);
  }
  return 'usable';
}
