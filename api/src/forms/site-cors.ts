import type { Request, Response } from 'express';

/**
 * CORS of the visitor-form calls: only the sites origin (`SITES_URL`) and the site's connected custom
 * domain may post. A request without an `Origin` (a server, an old browser) is let through — CORS
 * protects browsers, it is no gate against scripts; the rate limits and the honeypot are. An Origin
 * that is present and not allowed (another site, `null`) is refused before anything is read.
 */
export function originAllowed(req: Request, allowedOrigins: readonly string[]): boolean {
  const origin = req.get('origin');
  return origin === undefined || allowedOrigins.includes(origin);
}

/** Sets the CORS answer headers for an allowed origin (always `Vary: Origin`). */
export function allowOrigin(req: Request, res: Response): void {
  res.vary('Origin');
  const origin = req.get('origin');
  if (origin !== undefined) res.setHeader('access-control-allow-origin', origin);
}

const allowedRequestHeaders = ['content-type', 'accept', 'accept-language', 'content-language'];

/** The preflight answer: POST with the headers a form script sends, cached by the browser for 10 minutes. */
export function answerPreflight(req: Request, res: Response): void {
  allowOrigin(req, res);
  const asked = (req.get('access-control-request-headers') ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => allowedRequestHeaders.includes(h));
  res.setHeader('access-control-allow-methods', 'POST');
  if (asked.length > 0) res.setHeader('access-control-allow-headers', asked.join(', '));
  res.setHeader('access-control-max-age', '600');
  res.status(204).end();
}
