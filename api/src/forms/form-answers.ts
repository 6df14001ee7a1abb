import type { Request, Response } from 'express';
import { escapeHtml } from '../mail/index.ts';

/** A refusal of a visitor form: the JSON the visitor script reads (templates/README "Client script hooks"). */
export interface FormRefusal {
  status: number;
  code: string;
  message: string;
  /** Field name → message, shown in the field's error slot. */
  fieldErrors?: Record<string, string>;
}

/**
 * Whether to answer JSON: the visitor script asks with `Accept: application/json`, and a JSON body
 * is a script too. A plain form POST (no JavaScript) gets a redirect or a page instead.
 */
export function wantsJson(req: Request): boolean {
  return req.is('application/json') === 'application/json' || req.accepts(['html', 'json']) === 'json';
}

/** `{siteUrl}?sent=1#{section}`: back to the form's section on the site, which can say thanks. */
export function thanksUrl(siteUrl: string, sectionId: string): string {
  return `${siteUrl}?sent=1#${encodeURIComponent(sectionId)}`;
}

/** Success: 200 `{ ok: true }` to the script; 303 back to the site for a plain POST. */
export function answerSuccess(req: Request, res: Response, backUrl: string | null): void {
  res.setHeader('cache-control', 'no-store');
  if (wantsJson(req) || backUrl === null) {
    res.status(200).json({ ok: true });
    return;
  }
  res.redirect(303, backUrl);
}

/** A refusal: JSON to the script; a small page with the messages and a link back for a plain POST. */
export function answerRefusal(
  req: Request,
  res: Response,
  refusal: FormRefusal,
  backUrl: string | null,
): void {
  res.setHeader('cache-control', 'no-store');
  if (wantsJson(req)) {
    const { status, ...body } = refusal;
    res.status(status).json(body);
    return;
  }
  const items = Object.values(refusal.fieldErrors ?? {}).map((m) => `<li>${escapeHtml(m)}</li>`);
  const back = backUrl ? `<p><a href="${escapeHtml(backUrl)}">Back to the website</a></p>` : '';
  res
    .status(refusal.status)
    .set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
        `<meta name="viewport" content="width=device-width,initial-scale=1"><title>Not sent</title>` +
        `<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f2933}</style>` +
        `</head><body><main><h1>Your message was not sent</h1><p>${escapeHtml(refusal.message)}</p>` +
        `${items.length > 0 ? `<ul>${items.join('')}</ul>` : ''}${back}</main></body></html>`,
    );
}
