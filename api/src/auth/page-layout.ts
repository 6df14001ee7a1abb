import type { Response } from 'express';
import { escapeHtml } from '../mail/compose.ts';

/** A button that POSTs hidden fields to this origin. */
export interface PageForm {
  action: string;
  fields: Record<string, string>;
  label: string;
}

/** One small server-rendered page of the sign-in flow (the link and verification pages). */
export interface AuthPage {
  status: number;
  title: string;
  message: string;
  form?: PageForm;
  /** A plain link, e.g. back to the sign-in page of the app. */
  link?: { label: string; url: string };
}

/**
 * Writes a page. These pages carry tokens, so: never cached, never framed (a confirm button in
 * a hidden frame would be clickjacking), no referrer, no script at all.
 */
export function sendAuthPage(res: Response, page: AuthPage, appOrigin: string): void {
  const form = page.form
    ? `<form method="post" action="${escapeHtml(page.form.action)}">${Object.entries(page.form.fields)
        .map(
          ([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
        )
        .join('')}<button type="submit">${escapeHtml(page.form.label)}</button></form>`
    : '';
  const link = page.link
    ? `<p><a href="${escapeHtml(page.link.url)}">${escapeHtml(page.link.label)}</a></p>`
    : '';
  res
    .status(page.status)
    .set({
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${appOrigin}; frame-ancestors 'none'; base-uri 'none'`,
    })
    .type('html')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} · Sitewright</title><style>
body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;background:#f5f7fa;color:#1f2933;margin:0;padding:10vh 1rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin:0 0 1rem}p{line-height:1.5}
button{font:inherit;font-weight:600;background:#2563eb;color:#fff;border:0;border-radius:6px;padding:.75rem 1.25rem;cursor:pointer}
a{color:#2563eb}</style></head><body><main>
<h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.message)}</p>${form}${link}
</main></body></html>`);
}
