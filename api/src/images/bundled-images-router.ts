import { bundledImagesDir, bundledImagesPath } from '@sitewright/generator';
import express, { Router } from 'express';

/**
 * Serves the bundled pictures at `/assets/images/<file>.svg` (mount at the app's root, before the
 * designer router). Published sites live on another origin and embed them, so they are marked
 * cross-origin embeddable. An SVG opened directly could run script; these never contain any, and
 * the Content-Security-Policy sandbox makes sure nothing would run if one did.
 */
export function bundledImagesRouter(): Router {
  const router = Router();
  router.use(
    bundledImagesPath,
    express.static(bundledImagesDir, {
      index: false,
      fallthrough: true,
      setHeaders(res) {
        // Names are stable across releases (not content-hashed), so a day, not a year.
        res.setHeader('cache-control', 'public, max-age=86400');
        res.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
        res.setHeader('cross-origin-resource-policy', 'cross-origin');
        res.setHeader('x-content-type-options', 'nosniff');
      },
    }),
  );
  return router;
}
