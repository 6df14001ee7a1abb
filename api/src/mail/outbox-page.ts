import path from 'node:path';
import { type RequestHandler, Router } from 'express';
import { requireAdminToken } from '../http/admin-auth.ts';
import { escapeHtml } from './compose.ts';
import { isOutboxFileName, type OutboxMailer } from './outbox-mailer.ts';

/** Plain text with every http(s) address turned into a link; everything else escaped. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) =>
      i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

const noStore: RequestHandler = (_req, res, next) => {
  res.set({
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'referrer-policy': 'no-referrer',
  });
  next();
};

/** Whether an address is this machine's own (IPv4 or IPv6 loopback, or IPv4 loopback mapped into IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/** Who may read the outbox page besides a browser on this machine. */
export interface OutboxPageOptions {
  /**
   * `ADMIN_TOKEN`: a client elsewhere presenting it (HTTP Basic password or bearer) may read the page,
   * and is asked for it (401) instead of getting the app's 404. Unset: loopback clients only.
   */
  adminToken?: string;
}

/**
 * The embedded default's outbox page: `GET /dev/outbox` lists the kept e-mails newest first with
 * clickable links, `GET /dev/outbox/<file>.eml` downloads one. `app.ts` mounts it only when no
 * `SMTP_URL` is set and `OUTBOX_PAGE` allows it (off with NODE_ENV=production unless set). The
 * messages hold live sign-in links, so only a loopback *client* reads it: `req.ip`, the address
 * Express derives with the `trust proxy` rules, so behind a proxy on this machine (TRUST_PROXY set)
 * the visitor's address counts, not the proxy's. Anyone else gets the app's 404, or, with an admin
 * token configured, the token prompt.
 */
export function outboxPage(outbox: OutboxMailer, options: OutboxPageOptions = {}): Router {
  const router = Router();
  const adminOnly = options.adminToken ? requireAdminToken(options.adminToken) : undefined;
  router.use('/dev/outbox', (req, res, next) => {
    if (isLoopbackAddress(req.ip)) return next();
    if (adminOnly) return adminOnly(req, res, next);
    next('router');
  });
  router.get('/dev/outbox', noStore, async (_req, res) => {
    const messages = await outbox.list();
    const items = messages.map(
      (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)} · <a href="/dev/outbox/${escapeHtml(m.file)}">.eml</a></p>
<pre>${linkify(m.text)}</pre></article>`,
    );
    res.type('html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Outbox · Sitewright</title><style>
body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2933}
article{border:1px solid #d9e2ec;border-radius:8px;padding:1rem;margin:0 0 1rem}
h2{font-size:1.1rem;margin:0 0 .25rem}.meta{color:#52606d;font-size:.85rem;margin:0 0 .5rem}
pre{white-space:pre-wrap;word-break:break-all;margin:0}</style></head><body>
<h1>Outbox</h1><p>E-mails the server would have sent (no <code>SMTP_URL</code> is set). Kept in <code>${escapeHtml(outbox.dir)}</code>.</p>
${items.join('\n') || '<p>No e-mails yet.</p>'}
</body></html>`);
  });
  router.get('/dev/outbox/:file', noStore, (req, res, next) => {
    const file = String(req.params.file);
    if (!isOutboxFileName(file)) return next();
    res
      .type('message/rfc822')
      .attachment(file)
      .sendFile(path.join(outbox.dir, file), (error) => {
        if (error && !res.headersSent) next();
      });
  });
  return router;
}
