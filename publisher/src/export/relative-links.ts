/**
 * The links of a published page made relative, so the exported files work from any folder of any
 * static host and from `file://`. A build links its own files under its base path (`/{handle}/…`
 * on the shared origin, `/…` on a custom domain) and its pictures under `/_media/{hash}/…`; in the
 * zip the page sits at the root, its assets beside it and the pictures in `media/{hash}/`. Forms
 * post to `/_forms/…` on the site's own origin: that stays a server, so their action becomes the
 * absolute forms address. Absolute addresses (the canonical link, social tags) are left as they are.
 */

/** How a page is rewritten. */
export interface RelativeLinkOptions {
  /** The base path the build was rendered for (`/{handle}/` or `/`). */
  basePath: string;
  /** How many folders deep the page is in the zip (0: `index.html`). */
  depth: number;
  /** The origin the forms post to (`SITES_URL` or the custom domain's origin), without trailing slash. */
  formsOrigin: string;
}

// Attribute names are case-insensitive (React writes `srcSet`).
const linkAttribute = /(\s(?:href|src|srcset|action|poster|imagesrcset)=")([^"]*)(")/gi;
const cssUrl = /(url\()(['"]?)([^'")]*)(\2\))/g;

/** One address, relative when it is the build's or a picture's; the forms' made absolute. */
export function relativeUrl(url: string, options: RelativeLinkOptions): string {
  const up = '../'.repeat(options.depth);
  if (url.startsWith('//') || !url.startsWith('/')) return url;
  if (url.startsWith('/_media/')) return `${up}media/${url.slice('/_media/'.length)}`;
  if (url.startsWith('/_forms/')) return `${options.formsOrigin}${url}`;
  const base = options.basePath;
  const homeless = base.endsWith('/') ? base.slice(0, -1) : base;
  if (url === base || url === homeless) return `${up}index.html`;
  for (const home of [`${base}#`, `${base}?`]) {
    if (url.startsWith(home)) return `${up}index.html${url.slice(base.length)}`;
  }
  if (url.startsWith(base)) {
    const rest = url.slice(base.length);
    // A folder (`/rosa/about/`) is its index.html: a disk has no directory index.
    return `${up}${rest.endsWith('/') ? `${rest}index.html` : rest}`;
  }
  return url;
}

/** `srcset`: each candidate's address rewritten, its descriptor kept. */
function relativeSrcset(value: string, options: RelativeLinkOptions): string {
  return value.replace(
    /(^|,\s*)([^\s,]+)/g,
    (_, lead: string, url: string) => `${lead}${relativeUrl(url, options)}`,
  );
}

/**
 * Rewrites a page's links (attributes and `url(…)` in its inline styles).
 * @returns the page, and the absolute address its first form posts to (null: no form).
 */
export function relativeHtml(
  html: string,
  options: RelativeLinkOptions,
): { html: string; formsAction: string | null } {
  let formsAction: string | null = null;
  const rewritten = html
    .replace(linkAttribute, (_, start: string, value: string, end: string) => {
      // Only a value's start is read or replaced, so its entities (`&amp;`) stay as they are.
      const next = /srcset="$/i.test(start) ? relativeSrcset(value, options) : relativeUrl(value, options);
      if (/action="$/i.test(start) && value.startsWith('/_forms/')) formsAction ??= next;
      return `${start}${next}${end}`;
    })
    .replace(cssUrl, (_, open: string, quote: string, url: string, close: string) => {
      return `${open}${quote}${relativeUrl(url, options)}${close}`;
    });
  return { html: rewritten, formsAction };
}
