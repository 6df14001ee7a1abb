import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/** What the app origin's header policy depends on (from the `Config`). */
export interface SecurityHeaderSettings {
  /** `APP_URL`: HSTS and `upgrade-insecure-requests` only when it is https. */
  appUrl: string;
  /** `GOOGLE_CLIENT_ID`: Google sign-in configured, so Google Identity Services may load. */
  googleClientId?: string;
  /** `SUPABASE_URL` in Supabase Auth mode: the designer's supabase-js calls its Auth API. */
  supabaseUrl?: string;
  /**
   * The CSP sources (`'sha256-…'`) of the built HTML's inline scripts, read per request from the
   * designer build (`designer-manifest.ts`). @defaultValue none
   */
  inlineScriptHashes?: () => readonly string[];
}

type Directives = Record<string, Iterable<string | ((req: IncomingMessage, res: ServerResponse) => string)>>;

/** Where Google Identity Services lives (its documented CSP: script, frames, XHR, stylesheet). */
const google = {
  script: 'https://accounts.google.com/gsi/client',
  frame: 'https://accounts.google.com/gsi/',
  connect: 'https://accounts.google.com/gsi/',
  style: 'https://accounts.google.com/gsi/style',
} as const;

/** The video players the Video section embeds (`templates` `videoEmbedUrl`), shown in the live preview. */
const videoPlayers = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

const isHttps = (appUrl: string) => new URL(appUrl).protocol === 'https:';

/**
 * The Content-Security-Policy of the app's pages (designer SPA, marketing pages, the built files).
 * Decisions:
 * - `script-src 'self'`, the build's own inline scripts by hash, and Google Identity Services only
 *   when Google sign-in is configured. No `'unsafe-inline'`, no `'unsafe-eval'`.
 * - `style-src 'unsafe-inline'`: the live preview is an `srcdoc` iframe, which inherits this policy,
 *   and the site it shows carries its whole stylesheet and style attributes inline.
 * - `img-src https:` (and `http:` on a plain-http app): an owner's pictures may come from any web
 *   address (stock providers, an imported page); `frame-src` the video players the preview shows.
 * - `frame-ancestors 'none'`: no page of the app may be framed anywhere, itself included. The
 *   preview is unaffected: an `srcdoc` document is not a response, so no frame-ancestors check runs.
 */
export function appContentSecurityPolicy(settings: SecurityHeaderSettings): Directives {
  const withGoogle = settings.googleClientId !== undefined && settings.googleClientId !== '';
  const hashes = settings.inlineScriptHashes;
  const https = isHttps(settings.appUrl);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    // One value read per request: the hashes change when the designer is rebuilt.
    'script-src': [() => ["'self'", ...(hashes?.() ?? []), ...(withGoogle ? [google.script] : [])].join(' ')],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...(withGoogle ? [google.style] : [])],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(https ? [] : ['http:'])],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...(withGoogle ? [google.connect] : []),
      ...(settings.supabaseUrl ? [new URL(settings.supabaseUrl).origin] : []),
    ],
    'frame-src': [...videoPlayers, ...(withGoogle ? [google.frame] : [])],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The bull-board dashboard's own policy (`/admin/queues`): its page styles itself inline and loads
 * IBM Plex from Google Fonts; its scripts are its own files. Kept apart so the app's policy stays strict.
 */
export const adminContentSecurityPolicy: Directives = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
  'font-src': ["'self'", 'data:', 'https://fonts.gstatic.com'],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** helmet's options for a policy: the other headers are the same on every page of the origin. */
export function helmetOptions(settings: SecurityHeaderSettings, directives: Directives): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' }, // Google sign-in's popup
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps(settings.appUrl)
      ? { maxAge: 31_536_000, includeSubDomains: false }
      : false,
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
  };
}

/**
 * The security headers of every answer Express gives outside `/api` (pages, build files, sign-in
 * link pages, bundled images): `/admin/queues` gets its dashboard's policy, the rest the app's.
 * Routes that need a stricter policy (link pages, the outbox, images) set their own after it.
 * `/api` answers are JSON for the app's own calls, never documents: a page's policy means nothing
 * to them.
 */
export function securityHeaders(settings: SecurityHeaderSettings, adminPath: string): RequestHandler {
  const app = helmet(helmetOptions(settings, appContentSecurityPolicy(settings)));
  const admin = helmet(helmetOptions(settings, adminContentSecurityPolicy));
  return (req, res, next) => {
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (req.path === adminPath || req.path.startsWith(`${adminPath}/`)) return admin(req, res, next);
    return app(req, res, next);
  };
}
