/**
 * The one routing function: (host, path) → object key, redirect or not-found. The local sites
 * server calls it directly; `edge/viewer-request.ts` wraps it as the CloudFront Function, bundled by
 * esbuild into `infra/edge/viewer-request.js`.
 *
 * This file must stay inside the cloudfront-js-2.0 subset: ES 5.1 plus `const`/`let`, template
 * literals, arrow functions and `async`/`await` on top-level functions only. No classes,
 * destructuring, spread, default parameters, for-of, optional chaining or `??`, and only ES 5.1
 * built-ins (indexOf, slice, split, RegExp.test; no startsWith/includes). The esbuild step refuses
 * most syntax outside the subset; review the rest by eye. Types are erased at build.
 */

/** What the pointer says about a handle: its live build, and its connected custom domain if any. */
export interface LiveSite {
  buildId: string;
  domain: string | null;
}

/** Lookups the route needs: a KeyValueStore at the edge, the pointer log and a map locally. */
export interface RouteLookup {
  /** The handle whose connected custom domain is `host` (lower-case, no port), or null. */
  handleForDomain(host: string): Promise<string | null>;
  /** The live build of a handle, or null when unknown, unpublished or deleted. */
  liveSite(handle: string): Promise<LiveSite | null>;
}

export type Route =
  | { kind: 'object'; key: string }
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | { kind: 'not-found' };

/** Spec §2 and §8: what a visitor of an unknown, unpublished or deleted site reads. */
export const notFoundText = 'No website at this link';

/** The small page sent with every 404 (same bytes at the edge and locally). */
export const notFoundHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${notFoundText}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;color:#1f2933;background:#f7f7f5}h1{font-size:1.5rem;font-weight:600}</style></head><body><main><h1>${notFoundText}</h1></main></body></html>`;

const handlePattern = /^[a-z0-9][a-z0-9-]{1,22}[a-z0-9]$/;
const buildIdPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const safePath = /^\/[A-Za-z0-9._~/-]*$/;
const sharedFile = /^(v[0-9]+-(index|[0-9a-f]+)\.xml|robots\.txt)$/;
const mediaFile = /^\/_media\/[0-9a-f]{32}\/(?:[0-9]{1,5}\.(?:avif|webp|jpg|png)|image\.(?:svg|ico))$/;
const assetFile = /^\/_assets\/[0-9a-f]{32}\/[a-z0-9][a-z0-9.-]{0,95}\.(?:css|js|svg|woff2)$/;
const safeQuery = /^[A-Za-z0-9._~!$&'()*+,;=:@/?%-]{1,2048}$/;
const notFound: Route = { kind: 'not-found' };

/** Lower-case, without port or trailing dot: `Example.COM.:443` → `example.com`. */
export function normalizeHost(host: string): string {
  let h = host.toLowerCase();
  const colon = h.lastIndexOf(':');
  if (colon !== -1 && h.indexOf(']') < colon) h = h.slice(0, colon);
  if (h.charAt(h.length - 1) === '.') h = h.slice(0, -1);
  return h;
}

/**
 * Refuses every path trick: anything but `[A-Za-z0-9._~/-]` (so any `%` escape — `%2e`, `%2f`,
 * `%5c`, `%00` — and backslashes), `//`, and segments starting with a dot (`.`, `..`, hidden files)
 * or containing `..`.
 */
export function isSafePath(uri: string): boolean {
  if (uri.length > 1024 || !safePath.test(uri) || uri.indexOf('//') !== -1) return false;
  const segments = uri.split('/');
  for (let i = 1; i < segments.length; i++) {
    const segment = segments[i] || '';
    if (segment.charAt(0) === '.' || segment.indexOf('..') !== -1) return false;
  }
  return true;
}

/**
 * Routes one request. `host` is the Host header, `uri` the raw path (still percent-encoded),
 * `query` the raw query string without `?` ('' if none), kept on redirects.
 *
 * - A Host that is a connected custom domain serves that site at `/`.
 * - Otherwise (the shared sites origin) `/{handle}/…` serves the handle's live build, and
 *   `/v1-index.xml`, `/v1-{hex}.xml`, `/robots.txt` the shared sitemap files. A site with a
 *   connected domain is redirected there (302), so its custom code never runs on the shared origin.
 * - `/{handle}` and `…/name` (no dot) get a 301 to the slash form; `…/` maps to `…/index.html`.
 * - Keys are `sites/{handle}/{buildId}/{path}`; anything else is not-found.
 * - On every host, `/_media/{hash}/{file}` is a published picture, `media/{hash}/{file}` (shared by
 *   every build, immutable), and `/_assets/{hash}/{name}` a build's stylesheet, script, icon or font,
 *   `assets/{hash}/{name}` (content-addressed, shared by every build of every site).
 */
export async function routeRequest(
  host: string,
  uri: string,
  query: string,
  lookup: RouteLookup,
): Promise<Route> {
  if (!isSafePath(uri)) return notFound;
  if (uri.indexOf('/_media/') === 0)
    return mediaFile.test(uri) ? { kind: 'object', key: uri.slice(2) } : notFound;
  if (uri.indexOf('/_assets/') === 0)
    return assetFile.test(uri) ? { kind: 'object', key: uri.slice(2) } : notFound;
  const domainHandle = await lookup.handleForDomain(normalizeHost(host));
  if (domainHandle !== null) {
    if (!handlePattern.test(domainHandle)) return notFound;
    return siteRoute(domainHandle, '', uri, query, await lookup.liveSite(domainHandle), false);
  }
  const second = uri.indexOf('/', 1);
  const first = second === -1 ? uri.slice(1) : uri.slice(1, second);
  if (second === -1 && sharedFile.test(first)) return { kind: 'object', key: `sitemaps/${first}` };
  if (!handlePattern.test(first)) return notFound;
  const rest = second === -1 ? '' : uri.slice(second);
  return siteRoute(first, `/${first}`, rest, query, await lookup.liveSite(first), true);
}

function siteRoute(
  handle: string,
  mount: string,
  rest: string,
  query: string,
  site: LiveSite | null,
  sharedOrigin: boolean,
): Route {
  if (site === null || !buildIdPattern.test(site.buildId)) return notFound;
  // A query string is kept on redirects (campaign tags) unless it holds characters a URL may not.
  const search = safeQuery.test(query) ? `?${query}` : '';
  if (sharedOrigin && site.domain) {
    return { kind: 'redirect', status: 302, location: `https://${site.domain}${rest || '/'}${search}` };
  }
  if (rest === '') return { kind: 'redirect', status: 301, location: `${mount}/${search}` };
  const last = rest.slice(rest.lastIndexOf('/') + 1);
  if (last !== '' && last.indexOf('.') === -1) {
    return { kind: 'redirect', status: 301, location: `${mount}${rest}/${search}` };
  }
  const file = last === '' ? `${rest}index.html` : rest;
  return { kind: 'object', key: `sites/${handle}/${site.buildId}${file}` };
}
