/**
 * Build step 2 (after `vite build`): pre-renders every marketing route to `dist/<route>/index.html`
 * with `renderToString` of the same components the browser hydrates, and keeps the empty shell as
 * `dist/app.html` for the app's other routes, and writes `dist/server-manifest.json` for the api
 * (`server-manifest.ts`). Source modules are loaded through Vite's SSR loader, so
 * the code runs exactly as bundled (`import.meta.glob` included).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import type * as Prerender from '../src/prerender/prerender-pages.tsx';
import type { ViteManifest } from '../src/prerender/vite-manifest.ts';
import type * as Routes from '../src/routes.ts';
import { writeServerManifest } from './server-manifest.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'dist');

/**
 * The typeface's file every page shows above the fold (Figtree's Latin subset, `src/styles/base.css`),
 * as built: found in the stylesheets the template links. None is an error (the preload would be lost).
 */
async function preloadedFonts(template: string): Promise<string[]> {
  const fonts = new Set<string>();
  for (const [, css] of template.matchAll(/<link rel="stylesheet"[^>]*\shref="\/([^"]+\.css)"/g)) {
    const text = await readFile(path.join(dist, css!), 'utf8');
    for (const [, file] of text.matchAll(/url\(\/?(assets\/figtree-latin-wght-normal-[\w-]+\.woff2)\)/g))
      fonts.add(file!);
  }
  if (fonts.size !== 1)
    throw new Error(`Expected one Figtree font file in the built CSS, found ${fonts.size}.`);
  return [...fonts];
}

const started = performance.now();
const vite = await createServer({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  appType: 'custom',
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { entryPreloads, prerenderPages, withFontPreloads, withPreloads } = (await vite.ssrLoadModule(
    '/src/prerender/prerender-pages.tsx',
  )) as typeof Prerender;
  const template = await readFile(path.join(dist, 'index.html'), 'utf8');
  if (template.includes('data-prerendered'))
    throw new Error('dist/index.html is already pre-rendered: run `vite build` first.');
  const manifest = JSON.parse(
    await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as ViteManifest;
  const fonts = await preloadedFonts(template);
  await writeFile(
    path.join(dist, 'app.html'),
    withPreloads(withFontPreloads(template, fonts), entryPreloads(manifest)),
  );
  const stylesheets = new Map<string, string>();
  for (const [, css] of template.matchAll(/<link rel="stylesheet"[^>]*\shref="\/([^"]+\.css)"/g))
    stylesheets.set(css!, (await readFile(path.join(dist, css!), 'utf8')).trim());
  const pages = await prerenderPages(template, manifest, { fonts, stylesheets });
  for (const page of pages) {
    const file = path.join(dist, page.file);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, page.html);
  }
  const { appRoutePatterns } = (await vite.ssrLoadModule('/src/routes.ts')) as typeof Routes;
  await writeServerManifest(dist, appRoutePatterns());
  const ms = Math.round(performance.now() - started);
  console.log(
    `Pre-rendered ${pages.length} marketing pages into dist/ in ${ms} ms (app shell: dist/app.html).`,
  );
} finally {
  await vite.close();
}
