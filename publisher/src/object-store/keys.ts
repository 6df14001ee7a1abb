import { InvalidObjectKey } from './object-store.ts';

/**
 * The layout of the object store, in one place:
 * - `sites/{handle}/{buildId}/…` one immutable prefix per build;
 * - `pointers/{handle}/{sequence}.json` the live-pointer log of a handle (see `pointer-log.ts`);
 * - `sitemaps/v1-index.xml`, `sitemaps/v1-{hex}.xml`, `sitemaps/robots.txt` for the shared origin;
 * - `errors/not-found.html`, the page CloudFront sends for a file missing from a live build;
 * - `media/{hash}/{width}.{ext}` every published picture's renditions, content-addressed and shared
 *   by every build of every site, served at `/_media/{hash}/…` on every sites origin (see
 *   `media/published-media.ts`);
 * - `assets/{hash}/{name}` every build's stylesheet, script, icon and fonts, content-addressed
 *   (`hash`: 128 bits of the file's SHA-256) and shared by every build of every site, served at
 *   `/_assets/{hash}/{name}` on every sites origin (templates' `RenderOptions.assets: 'shared'`).
 * Only `sites/`, `sitemaps/`, `errors/`, `media/` and `assets/` are readable by the CDN
 * (infra/cloudformation.yaml).
 */
export const storeLayout = {
  sites: 'sites/',
  pointers: 'pointers/',
  sitemaps: 'sitemaps/',
  errors: 'errors/',
  media: 'media/',
  assets: 'assets/',
} as const;

/** Upload `notFoundHtml` here once per store; CloudFront's error responses point at it. */
export const notFoundPageKey = 'errors/not-found.html';

const segment = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;
const buildIdPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/**
 * True for a key every store accepts: `/`-separated segments of `[A-Za-z0-9._~-]`, none empty, none
 * starting with a dot (so no `.`/`..` and no hidden names), at most 1024 bytes. A published file
 * name must pass it too: the routing function refuses every other URL.
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 1024) return false;
  return key.split('/').every((part) => segment.test(part) && !part.includes('..'));
}

/** Throws {@link InvalidObjectKey} unless {@link isSafeKey}. */
export function assertSafeKey(key: string): string {
  if (!isSafeKey(key)) throw new InvalidObjectKey(key);
  return key;
}

/** Throws unless `prefix` is '' or a safe key followed by `/`. */
export function assertSafePrefix(prefix: string): string {
  if (prefix !== '' && !(prefix.endsWith('/') && isSafeKey(prefix.slice(0, -1)))) {
    throw new InvalidObjectKey(prefix);
  }
  return prefix;
}

/** True for a build id usable in keys: 1–64 of `[A-Za-z0-9_-]`, starting alphanumeric. */
export function isBuildId(buildId: string): boolean {
  return buildIdPattern.test(buildId);
}

/** `sites/{handle}/` — every build of a handle. */
export function sitePrefix(handle: string): string {
  return assertSafePrefix(`${storeLayout.sites}${handle}/`);
}

/** `sites/{handle}/{buildId}/` — one immutable build. */
export function buildPrefix(handle: string, buildId: string): string {
  if (!isBuildId(buildId)) throw new InvalidObjectKey(buildId);
  return assertSafePrefix(`${storeLayout.sites}${handle}/${buildId}/`);
}

/** The key of a file of a build: `sites/{handle}/{buildId}/{path}`. */
export function buildFileKey(handle: string, buildId: string, path: string): string {
  return assertSafeKey(`${buildPrefix(handle, buildId)}${path}`);
}

/** True for keys under an immutable build prefix; their bytes never change once written. */
export function isBuildFileKey(key: string): boolean {
  const parts = key.split('/');
  return parts.length >= 4 && parts[0] === 'sites' && isBuildId(parts[2] ?? '');
}

/** A media content address: the first 32 hex digits (128 bits) of the source's SHA-256. */
const mediaHashPattern = /^[0-9a-f]{32}$/;
/** A media file: `{width}.{avif|webp|jpg|png}`, `image.{svg|ico}` or `manifest.json`. */
const mediaFilePattern = /^(?:[0-9]{1,5}\.(?:avif|webp|jpg|png)|image\.(?:svg|ico)|manifest\.json)$/;

/** True for a media content address ({@link mediaKey}). */
export function isMediaHash(hash: string): boolean {
  return mediaHashPattern.test(hash);
}

/** `media/{hash}/{file}`: one file of a published picture, immutable, shared by every build. */
export function mediaKey(hash: string, file: string): string {
  if (!mediaHashPattern.test(hash) || !mediaFilePattern.test(file))
    throw new InvalidObjectKey(`${hash}/${file}`);
  return `${storeLayout.media}${hash}/${file}`;
}

/** `media/sources/{hash of the address}.json`: what a source address was published as. */
export function mediaSourceKey(addressHash: string): string {
  if (!mediaHashPattern.test(addressHash)) throw new InvalidObjectKey(addressHash);
  return `${storeLayout.media}sources/${addressHash}.json`;
}

/** The path a media file is served at on every sites origin: `/_media/{hash}/{file}`. */
export function mediaPath(hash: string, file: string): string {
  return `/_${mediaKey(hash, file)}`;
}

/** A shared asset as a build names it: `_assets/{32 hex digits}/{name}.{css|js|svg|woff2}`. */
const sharedAssetPathPattern = /^_assets\/([0-9a-f]{32}\/[a-z0-9][a-z0-9.-]{0,95}\.(?:css|js|svg|woff2))$/;

/** True for a rendered file's path that names a shared asset (`_assets/{hash}/{name}`). */
export function isSharedAssetPath(path: string): boolean {
  return sharedAssetPathPattern.test(path) && !path.includes('..');
}

/** True for the key of a shared asset (`assets/{hash}/{name}`): its folder is its content hash. */
export function isSharedAssetKey(key: string): boolean {
  return key.startsWith(storeLayout.assets) && isSharedAssetPath(`_${key}`);
}

/** `assets/{hash}/{name}`: the key of the shared asset a build names `_assets/{hash}/{name}`. */
export function sharedAssetKey(path: string): string {
  if (!isSharedAssetPath(path)) throw new InvalidObjectKey(path);
  return `${storeLayout.assets}${path.slice('_assets/'.length)}`;
}
