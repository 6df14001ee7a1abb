import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RequestHandler, Router } from 'express';
import { designerManifestReader, isDesignerRoute } from './designer-manifest.ts';
import { buildFileAt, sendBuildFile } from './precompressed.ts';

/** Where `npm run build` puts the designer: `designer/dist` at the repository root. */
export const defaultDesignerDist = fileURLToPath(new URL('../../../designer/dist/', import.meta.url));

/** Paths that may have a pre-rendered page: lower-case kebab segments only, so no `..` can reach outside dist. */
const prerenderablePath = /^(\/[a-z0-9-]+)*\/?$/;

/**
 * Build files that are never served: source maps (kept in dist for operators, `sourcemap: 'hidden'`),
 * the precompressed copies (served only in place of their file) and the server's manifest.
 */
const unservedFile = /(\.map|\.br|\.gz|^\/server-manifest\.json)$/;

const immutable = 'public, max-age=31536000, immutable';

/**
 * Serves the built designer SPA: its files as they are (hashed `assets/` cached for a year), each
 * text file as its precompressed brotli or gzip copy when the client takes one (`precompressed.ts`);
 * for every other GET that wants HTML, the page the designer build pre-rendered for that path
 * (`dist/about/index.html` for `/about`, `dist/index.html` for `/`) or else the empty app shell
 * (`dist/app.html`, or `index.html` from builds that have none), so client-side routes load on
 * refresh. The shell answers 404 for a path that is none of the designer's routes (the app then
 * shows "Page not available"); the routes come from the build's `server-manifest.json`, and a
 * build without one answers 200 for every path as before. Source maps are never served.
 * Without a build, those GETs get a 503 page that says to run `npm run build`.
 * Mount it after every API route: it never answers under `/api`.
 */
export function designerRouter(distDir: string = defaultDesignerDist): Router {
  const router = Router();
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  const shellFile = path.join(root, 'app.html');
  const assetsDir = path.join(root, 'assets') + path.sep;
  const manifest = designerManifestReader(root);

  const buildFiles: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/' || unservedFile.test(req.path)) return next();
    const file = buildFileAt(root, req.path);
    if (!file) return next();
    sendBuildFile(req, res, file, { cacheControl: file.startsWith(assetsDir) ? immutable : 'no-cache' });
  };
  router.use(buildFiles);

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
    const page = prerenderablePath.test(req.path) ? path.join(root, req.path, 'index.html') : null;
    if (page && existsSync(page)) {
      sendBuildFile(req, res, page, { cacheControl: 'no-cache' });
      return;
    }
    const routes = manifest()?.routes;
    const status = routes && !isDesignerRoute(routes, req.path) ? 404 : 200;
    sendBuildFile(req, res, existsSync(shellFile) ? shellFile : indexFile, {
      cacheControl: 'no-cache',
      status,
    });
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
