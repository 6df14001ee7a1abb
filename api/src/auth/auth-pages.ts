import { errorMessage } from '@sitewright/model';
import express, { type Request, Router } from 'express';
import { enforceRateLimits, TooManyRequestsError } from '../http/rate-limit.ts';
import { verificationState } from './email-verification.ts';
import { bindBrowser, bindingNonce, type LinkState, linkState, sendMagicLink } from './magic-link.ts';
import type { AuthPage } from './page-layout.ts';
import { sendAuthPage } from './page-layout.ts';
import { authRateRules } from './rate-rules.ts';
import type { AuthDependencies } from './services.ts';
import { mintSignInToken } from './sign-in-token.ts';

/** The token of a link page: from the query (GET) or the form (POST); '' when missing. */
function tokenOf(req: Request): string {
  const raw =
    req.method === 'GET' ? req.query.token : (req.body as Record<string, unknown> | undefined)?.token;
  return typeof raw === 'string' && /^[A-Za-z0-9_-]{20,128}$/.test(raw) ? raw : '';
}

/**
 * The server-rendered pages of e-mailed links, on the api's origin (not under `/api`):
 * - `GET /auth/link?token=…` shows a confirmation (changes nothing: scanners may fetch it);
 *   `POST /auth/link` uses the link and redirects to `${APP_URL}/auth/complete#token=<sign-in token>`,
 *   which the app exchanges at `POST /api/login/token`. Expired → a button to get a new link.
 * - `GET /auth/verify-email?token=…` and `POST /auth/verify-email` likewise verify an e-mail.
 */
export function authPages(deps: AuthDependencies): Router {
  const router = Router();
  const { appUrl } = deps.auth.settings;
  const appOrigin = new URL(appUrl).origin;
  const signInAgain = { label: 'Back to sign in', url: `${appUrl}/` };
  const page = (res: Parameters<typeof sendAuthPage>[0], content: AuthPage) =>
    sendAuthPage(res, content, appOrigin);
  const form = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 5 });

  const linkPage = (state: LinkState, token: string): AuthPage => {
    if (state.state === 'wrong-browser') {
      return {
        status: 403,
        title: 'Device not supported',
        message: errorMessage('magic-link-wrong-browser'),
        link: signInAgain,
      };
    }
    if (state.state === 'expired') {
      return {
        status: 410,
        title: 'Email link expired',
        message: errorMessage('magic-link-expired'),
        ...(state.email
          ? { form: { action: '/auth/link/renew', fields: { token }, label: 'Send me a new link' } }
          : {}),
        link: signInAgain,
      };
    }
    return {
      status: 200,
      title: 'Sign in to Sitewright',
      message: `Continue to sign in as ${state.email}.`,
      form: { action: '/auth/link', fields: { token }, label: 'Sign in' },
    };
  };

  router.get('/auth/link', async (req, res) => {
    const token = tokenOf(req);
    page(res, linkPage(await linkState(deps.db, deps, token, bindingNonce(req), deps.clock.now()), token));
  });

  router.post('/auth/link', form, async (req, res) => {
    const token = tokenOf(req);
    const now = deps.clock.now();
    const state = await deps.db.transaction((tx) => linkState(tx, deps, token, bindingNonce(req), now, true));
    if (state.state !== 'usable') return page(res, linkPage(state, token));
    const signInToken = await mintSignInToken(deps.auth.keys, state.email, now);
    res.set({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
    res.redirect(303, `${appUrl}/auth/complete#token=${encodeURIComponent(signInToken)}`);
  });

  router.post('/auth/link/renew', form, async (req, res) => {
    const now = deps.clock.now();
    const old = await linkState(deps.db, deps, tokenOf(req), bindingNonce(req), now);
    if (!old.email) return page(res, linkPage({ state: 'expired' }, ''));
    try {
      await enforceRateLimits(deps.rateLimiter, [
        { rule: authRateRules.linkPerEmail, key: old.email },
        { rule: authRateRules.linkPerIp, key: req.ip ?? 'unknown' },
      ]);
    } catch (error) {
      if (!(error instanceof TooManyRequestsError)) throw error;
      return page(res, { status: 429, title: 'Please wait', message: error.message, link: signInAgain });
    }
    // The new link is for this browser, whichever asked for the old one.
    const nonce = bindBrowser(req, res, deps.auth.settings.apiUrl.startsWith('https:'));
    await sendMagicLink(deps, old.email, nonce, now);
    page(res, {
      status: 200,
      title: 'Check your e-mail',
      message: `We sent a new sign-in link to ${old.email}.`,
    });
  });

  const verifyPage = (state: 'usable' | 'done' | 'expired', token: string, confirmed = false): AuthPage => {
    if (state === 'expired') {
      return {
        status: 410,
        title: 'Verification link expired',
        message: 'This verification link has expired or was replaced. Sign in to get a new one.',
        link: signInAgain,
      };
    }
    if (state === 'done' || confirmed) {
      return {
        status: 200,
        title: 'E-mail verified',
        message: 'Your e-mail address is verified.',
        link: { label: 'Open Sitewright', url: `${appUrl}/` },
      };
    }
    return {
      status: 200,
      title: 'Verify your e-mail',
      message: 'Confirm that this e-mail address is yours.',
      form: { action: '/auth/verify-email', fields: { token }, label: 'Verify my e-mail' },
    };
  };

  router.get('/auth/verify-email', async (req, res) => {
    const token = tokenOf(req);
    page(res, verifyPage(await verificationState(deps.db, deps, token, deps.clock.now()), token));
  });

  router.post('/auth/verify-email', form, async (req, res) => {
    const token = tokenOf(req);
    const now = deps.clock.now();
    const state = await deps.db.transaction((tx) => verificationState(tx, deps, token, now, true));
    page(res, verifyPage(state, token, state === 'usable'));
  });

  return router;
}
