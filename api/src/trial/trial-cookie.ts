import { createHmac, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { AuthKeys } from '../auth/index.ts';

/**
 * The trial cookie: a random 32-byte secret (base64url), httpOnly, SameSite=Lax, sent only to
 * `/api`, kept as long as the trial lives. Only its HMAC is stored (`trial_visitors.secret_hash`),
 * so neither the database nor a log can hand a trial to someone else, and it is never guessable
 * from a website id. SameSite=Lax keeps it off cross-site posts; the draft's save is a JSON `PUT`,
 * which another origin cannot send without a preflight the api does not grant.
 */
export const trialCookie = { name: 'sitewright_trial', path: '/api' } as const;

/** A new secret for a trial cookie. */
export function newTrialSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What the store keeps of a secret (keyed with the api's secret-hash key, apart from other kinds). */
export function trialSecretHash(keys: AuthKeys, secret: string): string {
  return createHmac('sha256', keys.secretHash).update(`trial-claim\u0000${secret}`).digest('hex');
}

/** The secret of the request's trial cookie, if it carries a well-formed one. */
export function trialSecret(req: Request): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === trialCookie.name && value && /^[A-Za-z0-9_-]{43}$/.test(value)) return value;
  }
  return undefined;
}

/** Sets the trial cookie until `expiresAt`. */
export function setTrialCookie(
  res: Response,
  secret: string,
  expiresAt: Date,
  now: Date,
  secure: boolean,
): void {
  res.cookie(trialCookie.name, secret, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: trialCookie.path,
    maxAge: Math.max(0, expiresAt.getTime() - now.getTime()),
  });
}

/** Removes the trial cookie (claimed, or found expired). */
export function clearTrialCookie(res: Response, secure: boolean): void {
  res.clearCookie(trialCookie.name, { httpOnly: true, sameSite: 'lax', secure, path: trialCookie.path });
}
