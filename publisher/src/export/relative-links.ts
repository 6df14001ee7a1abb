/**
 * The links of a published page made relative, so the exported files work from any folder of any
 * static host and from `file://`. A build links its own files under its base path (`/{handle}/…`
 * on the shared origin, `/…` on a custom domain), its pictures under `/_media/{hash}/…` and its
 * shared stylesheet, script, icon and fonts under `/_assets/{hash}/{name}`; in the zip the page
 * sits at the root, its own assets beside it, the pictures in `media/{hash}/` and the shared assets
 * in `assets/{hash}/` (no leading underscore: static hosts such as GitHub Pages skip such folders).
 * A shared stylesheet names its fonts root-absolute too: {@link relativeCss} rewrites it. Forms
 * post to `/_forms/…` on the site's own origin: that stays a server, so their action becomes the
 * absolute forms address. Absolute addresses (the canonical link, social tags) are left as they are.
 */

/** How a page is rewritten. */
export interface RelativeLinkOptions {
  /** The base path the build was rendered for (`/{handle}/` or `/`). */
  basePath: string;
  /** How many folders deep the file is in the zip (0: `index.html`; 2: `assets/{hash}/site.css`). */
  depth: number;
  /** The origin the forms post to (`SITES_URL` or the custom domain's origin), without trailing slash. */
  formsOrigin: string;
}

// Attribute names are case-insensitive (React writes `srcSet`).
const linkAttribute = /(\s(?:href|src|srcset|action|poster|imagesrcset)=")([^"]*)(")/gi;
const cssUrl = /(url\()(['"]?)([^'")]*)(\2\))/g;

/**
 * One address, relative when it is the build's, a picture's or a shared asset's; the forms' made
 * absolute.
 */
export function relativeUrl(url: string, options: RelativeLinkOptions): string {
  const up = '../'.repeat(options.depth);
  if (url.startsWith('//') || !url.startsWith('/')) return url;
  if (url.startsWith('/_media/')) return `${up}media/${url.slice('/_media/'.length)}`;
  if (url.startsWith('/_assets/')) return `${up}assets/${url.slice('/_assets/'.length)}`;
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
 * Rewrites a stylesheet's `url(…)`s: a shared stylesheet (`assets/{hash}/site.css`, depth 2) names
 * its fonts `/_assets/{hash}/{file}`, which become `../../assets/{hash}/{file}`. Relative ones (a
 * build's own stylesheet names `../fonts/…`) stay as they are.
 */
export function relativeCss(css: string, options: RelativeLinkOptions): string {
  return css.replace(cssUrl, (_, open: string, quote: string, url: string, close: string) => {
    return `${open}${quote}${relativeUrl(url, options)}${close}`;
  });
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
  const attributes = html.replace(linkAttribute, (_, start: string, value: string, end: string) => {
    // Only a value's start is read or replaced, so its entities (`&amp;`) stay as they are.
    const next = /srcset="$/i.test(start) ? relativeSrcset(value, options) : relativeUrl(value, options);
    if (/action="$/i.test(start) && value.startsWith('/_forms/')) formsAction ??= next;
    return `${start}${next}${end}`;
  });
  return { html: relativeCss(attributes, options), formsAction };
}
