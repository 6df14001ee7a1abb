import compression from 'compression';
import type { RequestHandler } from 'express';
import type { ApiRoutes } from '../contract/index.ts';
import { directCallOf } from './direct-calls.ts';

/**
 * Compresses Express's answers (brotli or gzip, as the request's `Accept-Encoding` prefers; at
 * least 1 KB; brotli at quality 4, cheap enough per request) — API JSON, the link pages and any
 * build file the designer build did not precompress. What it leaves alone:
 * - answers already encoded (the build's precompressed files, `precompressed.ts`);
 * - event streams, which must reach the browser event by event;
 * - the direct calls (get-draft): the direct path answers in front of Express, uncompressed, and
 *   Express must give the same bytes when it serves one (`direct-calls.test.ts`).
 */
export function compressAnswers(routes: () => ApiRoutes): RequestHandler {
  return compression({
    filter(req, res) {
      if (directCallOf(routes(), req)) return false;
      if (String(res.getHeader('content-type') ?? '').startsWith('text/event-stream')) return false;
      return compression.filter(req, res);
    },
  });
}
