import {
  emailVerificationState,
  insertEmailVerification,
  type Queryable,
  type VerificationState,
} from '@sitewright/store';
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
  await insertEmailVerification(db, {
    tokenHash: hashSecret(deps.auth.keys, 'email-verification', token),
    userId: user.id,
    email: user.email,
    now,
    expiresAt: new Date(now.getTime() + authLifetimes.emailVerificationMs),
  });
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

export type { VerificationState };

/**
 * The state of a verification link (store `emailVerificationState`); with `consume`, verifies the
 * address (atomically, so two clicks verify once). Pass a transaction when consuming.
 */
export function verificationState(
  db: Queryable,
  deps: AuthDependencies,
  token: string,
  now: Date,
  consume = false,
): Promise<VerificationState> {
  return emailVerificationState(db, hashSecret(deps.auth.keys, 'email-verification', token), now, consume);
}
