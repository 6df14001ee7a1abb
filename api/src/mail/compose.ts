import type { Mailer, MailMessage } from './mailer.ts';

/**
 * What an e-mail says, once. {@link composeEmail} writes it as both parts, so the text and the
 * HTML never drift apart. Every value is plain text: it is escaped for the HTML part.
 */
export interface EmailContent {
  subject: string;
  heading: string;
  paragraphs: readonly string[];
  /** A code to type (the one-time code), shown large. */
  code?: string;
  /** The button. `url` must be http(s); build it from the configured origin, never the Host header. */
  action?: { label: string; url: string };
  /** Small print at the end: why this arrived, what to do if it was not you. */
  footer?: readonly string[];
}

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function assertWebUrl(url: string): string {
  const protocol = new URL(url).protocol;
  if (protocol !== 'https:' && protocol !== 'http:')
    throw new Error(`E-mail links must be http(s), got ${protocol}`);
  return url;
}

const font = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** The text and HTML parts (and subject) of an e-mail. */
export function composeEmail(content: EmailContent): Omit<MailMessage, 'to'> {
  const url = content.action ? assertWebUrl(content.action.url) : undefined;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.code ? [`    ${content.code}`, ''] : []),
    ...(content.action && url ? [`${content.action.label}: ${url}`, ''] : []),
    ...(content.footer ?? []).flatMap((p) => [p, '']),
    '— Sitewright',
  ].join('\n');
  const paragraph = (p: string, style = 'margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2933') =>
    `<p style="${style}">${escapeHtml(p)}</p>`;
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f5f7fa;${font}">`,
    '<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
    `<h1 style="margin:0 0 24px;font-size:22px;color:#111827">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map((p) => paragraph(p)),
    content.code
      ? `<p style="margin:0 0 24px;font-size:32px;letter-spacing:8px;font-weight:700;color:#111827">${escapeHtml(content.code)}</p>`
      : '',
    content.action && url
      ? `<p style="margin:0 0 24px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">${escapeHtml(content.action.label)}</a></p>` +
        paragraph(
          `Or paste this address into your browser: ${url}`,
          'margin:0 0 16px;font-size:13px;color:#52606d;word-break:break-all',
        )
      : '',
    ...(content.footer ?? []).map((p) => paragraph(p, 'margin:0 0 8px;font-size:13px;color:#52606d')),
    '</div></body></html>',
  ].join('');
  return { subject: content.subject, text, html };
}

/**
 * Composes `content` and sends it to `to`. What every product e-mail goes through (sign-in,
 * verification, invitations, domain notices):
 * `await sendMail(deps.mailer, invite.email, { subject, heading, paragraphs, action })`.
 */
export async function sendMail(mailer: Mailer, to: string, content: EmailContent): Promise<void> {
  await mailer.send({ to, ...composeEmail(content) });
}
