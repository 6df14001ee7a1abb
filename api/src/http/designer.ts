import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type RequestHandler, Router } from 'express';

/** Where `npm run build` puts the designer: `designer/dist` at the repository root. */
export const defaultDesignerDist = fileURLToPath(new URL('../../../designer/dist/', import.meta.url));

/** Paths that may have a pre-rendered page: lower-case kebab segments only, so no `..` can reach outside dist. */
const prerenderablePath = /^(\/[a-z0-9-]+)*\/?$/;

/**
 * Serves the built designer SPA: its files as they are (hashed `assets/` cached for a year);
 * for every other GET that wants HTML, the page the designer build pre-rendered for that path
 * (`dist/about/index.html` for `/about`, `dist/index.html` for `/`) or else the empty app shell
 * (`dist/app.html`, or `index.html` from builds that have none), so client-side routes load on refresh.
 * Without a build, those GETs get a 503 page that says to run `npm run build`.
 * Mount it after every API route: it never answers under `/api`.
 */
export function designerRouter(distDir: string = defaultDesignerDist): Router {
  const router = Router();
  const indexFile = path.join(distDir, 'index.html');
  const shellFile = path.join(distDir, 'app.html');

  router.use(
    express.static(distDir, {
      index: false,
      redirect: false, // `/about` is a pre-rendered page below, not a redirect to `/about/`
      setHeaders(res, file) {
        const hashed = file.startsWith(path.join(distDir, 'assets') + path.sep);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );

  const spaFallback: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    // A missing file (/assets/old.js) is a 404, not the SPA: browsers would parse HTML as code.
    if (path.extname(req.path) !== '' || !req.accepts('html')) return next();
    // Checked per request, so building the designer while the server runs just works.
    if (!existsSync(indexFile)) {
      res.status(503).type('html').set('cache-control', 'no-store').send(missingBuildPage);
      return;
    }
    const page = prerenderablePath.test(req.path) ? path.join(distDir, req.path, 'index.html') : null;
    const file = page && existsSync(page) ? page : existsSync(shellFile) ? shellFile : indexFile;
    res.set('cache-control', 'no-cache').sendFile(file);
  };
  router.use(spaFallback);
  return router;
}

const missingBuildPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sitewright: designer not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The designer has not been built yet</h1>
<p>The api is running, but there is no <code>designer/dist</code> to serve.
Run <code>npm run build</code> in the repository root (or <code>npm start</code>, which builds first),
then reload this page.</p>
</body>
</html>
`;
