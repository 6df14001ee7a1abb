import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';

/**
 * The build's precompressed copies (`designer/scripts/precompress.ts` writes `<file>.br` and
 * `<file>.gz` beside each text file), in the order the server prefers them when the client
 * accepts both equally: brotli is 15–20 % smaller than gzip on JavaScript.
 */
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The kinds of file the build precompresses (and the only ones worth it: images are compressed already). */
export const compressibleExtensions: ReadonlySet<string> = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
]);

/**
 * The absolute path of a regular file of `root` that `urlPath` names, or null: undecodable, a NUL
 * or a segment starting with a dot anywhere (`..`, and `.vite/` as `express.static` hides dotfiles),
 * or nothing there.
 */
export function buildFileAt(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split(/[\\/]/).some((segment) => segment.startsWith('.'))) {
    return null;
  }
  const file = path.join(root, decoded);
  if (!file.startsWith(path.join(root, path.sep))) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * Sends a file of the build, its brotli or gzip copy when one exists and the request's
 * `Accept-Encoding` takes it: `Content-Encoding` of the copy, `Content-Type` of the file,
 * `Vary: Accept-Encoding` either way (a shared cache must not hand the copy to a client that
 * cannot decode it). `status` is kept (the page-not-available shell is a 404).
 */
export function sendBuildFile(
  req: Request,
  res: Response,
  file: string,
  options: { cacheControl: string; status?: number },
): void {
  const extension = path.extname(file);
  res.status(options.status ?? 200).set('cache-control', options.cacheControl);
  if (!compressibleExtensions.has(extension)) {
    res.sendFile(file, { cacheControl: false, dotfiles: 'allow' });
    return;
  }
  res.vary('Accept-Encoding');
  // The server's order among the encodings the client takes at all: browsers list gzip before br
  // with equal weight, and brotli is the smaller.
  const encoding = encodings.find(
    (e) => req.acceptsEncodings(e.name) === e.name && existsSync(file + e.suffix),
  );
  if (!encoding) {
    res.sendFile(file, { cacheControl: false, dotfiles: 'allow' });
    return;
  }
  res.type(extension).set('content-encoding', encoding.name);
  res.sendFile(file + encoding.suffix, { cacheControl: false, dotfiles: 'allow' });
}
