import { authCalls } from '@sitewright/model';
import { insertMagicLink, type MagicLinkState, magicLinkState, type Queryable } from '@sitewright/store';
import type { Request, Response } from 'express';
import type { ApiRoutes } from '../contract/index.ts';
import { sendMail } from '../mail/compose.ts';
import { magicLinkEmail } from '../mail/templates.ts';
import { authRateRules } from './rate-rules.ts';
import { signInFieldErrors } from './schemas.ts';
import { hashSecret, randomToken } from './secrets.ts';
import type { AuthDependencies } from './services.ts';
import { authLifetimes } from './settings.ts';

/**
 * The magic link (spec §1, §2): single use, 15 minutes, and bound to the browser that asked for
 * it. Asking sets an httpOnly SameSite=Lax cookie holding a random nonce; the link row stores the
 * nonce's hash. Opening the link (GET, `link-pages.ts`) only shows a confirmation; confirming
 * (POST) uses it, so mail scanners that fetch links cannot burn them.
 */

/** The browser-binding cookie: sent only to the link pages. */
export const linkCookie = { name: 'sw_link_binding', path: '/auth/link' } as const;

/** The nonce of this browser's binding cookie, if it has a well-formed one. */
export function bindingNonce(req: Request): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === linkCookie.name && value && /^[A-Za-z0-9_-]{43}$/.test(value)) return value;
  }
  return undefined;
}

/**
 * The browser's nonce, set (or refreshed) on the answer. A browser asking twice keeps its nonce,
 * so every link it asked for stays valid in it.
 */
export function bindBrowser(req: Request, res: Response, secure: boolean): string {
  const nonce = bindingNonce(req) ?? randomToken();
  res.cookie(linkCookie.name, nonce, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: linkCookie.path,
    maxAge: authLifetimes.magicLinkMs,
  });
  return nonce;
}

/** Creates a link for `email` bound to `nonce` and e-mails it. Also used by "request a new link". */
export async function sendMagicLink(
  deps: AuthDependencies,
  email: string,
  nonce: string,
  now: Date,
): Promise<void> {
  const token = randomToken();
  await insertMagicLink(deps.db, {
    tokenHash: hashSecret(deps.auth.keys, 'magic-link', token),
    email,
    bindingHash: hashSecret(deps.auth.keys, 'link-binding', nonce),
    now,
    expiresAt: new Date(now.getTime() + authLifetimes.magicLinkMs),
  });
  const url = `${deps.auth.settings.apiUrl}/auth/link?token=${encodeURIComponent(token)}`;
  await sendMail(deps.mailer, email, magicLinkEmail(url, authLifetimes.magicLinkMs / 60_000));
}

/** What a link can do in this browser now. `expired` covers unknown and used links too. */
export type LinkState = MagicLinkState;

/**
 * Reads a link's state without changing it (the GET page). With `consume`, uses it atomically
 * (pass the transaction): only a usable link in the right browser is marked used (store
 * `magicLinkState`).
 */
export function linkState(
  db: Queryable,
  deps: AuthDependencies,
  token: string,
  nonce: string | undefined,
  now: Date,
  consume = false,
): Promise<LinkState> {
  const { keys } = deps.auth;
  return magicLinkState(
    db,
    {
      tokenHash: hashSecret(keys, 'magic-link', token),
      bindingHash: nonce === undefined ? undefined : hashSecret(keys, 'link-binding', nonce),
    },
    now,
    consume,
  );
}

/** `POST /api/login/link/`: e-mails a sign-in link (the same answer for known and unknown e-mails). */
export function magicLinkRoutes(routes: ApiRoutes, deps: AuthDependencies): void {
  routes.implement(
    authCalls.requestSignInLink,
    {
      summary: 'E-mail a single-use sign-in link that works only in this browser',
      description:
        'Sets an httpOnly cookie binding the link to this browser. The link expires in 15 minutes. ' +
        'Opening it shows a confirmation; confirming signs in and redirects to APP_URL/auth/complete#token=… ' +
        '(exchange that token at POST /api/login/token).',
      tags: ['sign-in'],
      fieldErrors: signInFieldErrors,
      limits: ({ body, ip }) => [
        { rule: authRateRules.linkPerEmail, key: body.email },
        { rule: authRateRules.linkPerIp, key: ip },
      ],
    },
    async ({ body, req, res, now }) => {
      const nonce = bindBrowser(req, res, deps.auth.settings.apiUrl.startsWith('https:'));
      await sendMagicLink(deps, body.email, nonce, now);
      return { sent: true as const };
    },
  );
}
