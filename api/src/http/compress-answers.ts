import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * Compresses Express's answers (brotli or gzip, as the request's `Accept-Encoding` prefers; at
 * least 1 KB; brotli at quality 4, cheap enough per request) — API JSON, the link pages and any
 * build file the designer build did not precompress. What it leaves alone:
 * - answers already encoded (the build's precompressed files, `precompressed.ts`);
 * - event streams, which must reach the browser event by event.
 */
export function compressAnswers(): RequestHandler {
  return compression({
    filter(req, res) {
      if (String(res.getHeader('content-type') ?? '').startsWith('text/event-stream')) return false;
      return compression.filter(req, res);
    },
  });
}
