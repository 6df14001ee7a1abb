import { isSharedAssetKey } from './keys.ts';

/**
 * Content-Type and Cache-Control of published files, decided by name. The publisher stores them as
 * object metadata at upload; the sites server and S3 (behind CloudFront) serve that metadata.
 */

const types: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** Immutable for a year: the URL changes whenever the bytes do. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';
/** Always revalidated (cheap with ETag/304): HTML and every file whose URL outlives its bytes. */
export const revalidateCacheControl = 'public, max-age=0, must-revalidate';

/**
 * A content-hashed name is `{name}.{hash}.{ext}` with the hash either 8–64 lower-case hex digits
 * (our own sha-256 prefixes) or 8 characters of esbuild's base-32 (`[A-Z2-7]`).
 */
const contentHashed = /\.(?:[0-9a-f]{8,64}|[A-Z2-7]{8})\.[A-Za-z0-9]+$/;

function extensionOf(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The Content-Type of a file by its extension; `application/octet-stream` when unknown. */
export function contentTypeFor(key: string): string {
  return types[extensionOf(key)] ?? 'application/octet-stream';
}

/** True when the file name carries its content hash (see the pattern above), or its folder does (a shared asset). */
export function isContentHashed(key: string): boolean {
  return contentHashed.test(key.slice(key.lastIndexOf('/') + 1)) || isSharedAssetKey(key);
}

/** `immutable` for content-hashed assets, `must-revalidate` for HTML and everything else. */
export function cacheControlFor(key: string): string {
  return isContentHashed(key) ? immutableCacheControl : revalidateCacheControl;
}

/** True for types worth gzip/brotli (text, scripts, JSON, XML, SVG); images and fonts already are. */
export function isCompressible(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    type.startsWith('text/') ||
    type === 'image/svg+xml' ||
    type === 'application/json' ||
    type === 'application/xml' ||
    type === 'application/manifest+json' ||
    type === 'application/javascript'
  );
}
