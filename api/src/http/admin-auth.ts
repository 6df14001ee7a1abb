import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** The credential an `Authorization` header carries: a bearer token, or a Basic password. */
export function presentedToken(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, value = ''] = header.trim().split(/\s+/, 2);
  if (scheme?.toLowerCase() === 'bearer') return value || null;
  if (scheme?.toLowerCase() === 'basic') {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return colon === -1 ? null : decoded.slice(colon + 1) || null;
  }
  return null;
}

/** Compares in constant time (both sides hashed first, so lengths do not leak either). */
export function sameToken(presented: string, expected: string): boolean {
  return timingSafeEqual(digest(presented), digest(expected));
}

/**
 * Admin pages behind `ADMIN_TOKEN`: `Authorization: Bearer <token>` for scripts, or HTTP Basic with
 * any user name and the token as password, so a browser can open the dashboard (it prompts on the
 * 401's `WWW-Authenticate`). Anything else: 401, nothing of the page.
 */
export function requireAdminToken(token: string): RequestHandler {
  return (req, res, next) => {
    const presented = presentedToken(req.headers.authorization);
    if (presented !== null && sameToken(presented, token)) {
      next();
      return;
    }
    res
      .status(401)
      .set('www-authenticate', 'Basic realm="Sitewright admin", charset="UTF-8"')
      .set('cache-control', 'no-store')
      .json({ code: 'invalid-authorization-token', message: 'Invalid authorization token.' });
  };
}
