import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const nodeToolsStub = '\0sitewright-templates-node-tools';

/**
 * `@sitewright/templates` reaches esbuild and `node:` modules only through `renderSite`'s dynamic
 * `import('./node-tools.ts')`, which the browser never calls (the designer uses `renderPage`). Rollup
 * would still bundle that file and fail on `node:crypto`; it is swapped for a module that throws.
 */
function templatesNodeToolsStub(): Plugin {
  return {
    name: 'sitewright-templates-node-tools-stub',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (options?.ssr || !importer?.includes('/templates/src/render/')) return null;
      return source === './node-tools.ts' ? nodeToolsStub : null;
    },
    load(id) {
      return id === nodeToolsStub ? "throw new Error('renderSite runs in Node only');" : null;
    },
  };
}

const legacyServerRenderer = '\0sitewright-react-dom-server-legacy';

/**
 * The browser's `react-dom/server` (`server.browser.js`) requires both of React's server renderers:
 * the legacy one (`renderToString`, `renderToStaticMarkup`: what the preview's `renderPage` uses) and
 * the streaming one (`renderToReadableStream`), which the browser never calls — ≈ 100 KB of code
 * (≈ 30 KB gzip) on the designer's first visit. CommonJS cannot be tree-shaken, so the build takes
 * the legacy renderer alone. The pre-renderer (Node, `ssr`) keeps the package as it is.
 */
function legacyServerRendererOnly(): Plugin {
  const reactDom = path.dirname(createRequire(import.meta.url).resolve('react-dom/package.json'));
  const legacy = path.join(reactDom, 'cjs', 'react-dom-server-legacy.browser.production.js');
  return {
    name: 'sitewright-react-dom-server-legacy',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      return !options?.ssr && source === 'react-dom/server' ? legacyServerRenderer : null;
    },
    load(id) {
      return id === legacyServerRenderer
        ? `export { renderToStaticMarkup, renderToString, version } from ${JSON.stringify(legacy)};`
        : null;
    },
  };
}

type ModuleInfoOf = (id: string) => { isEntry: boolean; importers: readonly string[] } | null;

/**
 * The second browser entry: the pre-rendered marketing pages' islands (no React). It shares no chunk
 * with the app's shell, or a marketing page would download React again.
 */
export const marketingEntry = 'src/marketing/islands/marketing-entry.ts';
const isMarketingEntry = (id: string) => id.endsWith(`/${marketingEntry}`);

/**
 * Whether a module is statically reachable from the app's entry (`index.html` → `main.tsx`), i.e.
 * every app page's first visit loads it anyway. Modules the marketing entry reaches are left to
 * Rollup (a small chunk of their own), so that entry never imports the shell.
 */
function loadedByEntry(id: string, moduleInfo: ModuleInfoOf, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = moduleInfo(id);
  if (!info || isMarketingEntry(id)) return false;
  return info.isEntry || info.importers.some((importer) => loadedByEntry(importer, moduleInfo, seen));
}

/** Whether the marketing entry reaches a module statically. */
function loadedByMarketing(id: string, moduleInfo: ModuleInfoOf, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  if (isMarketingEntry(id)) return true;
  return (moduleInfo(id)?.importers ?? []).some((importer) => loadedByMarketing(importer, moduleInfo, seen));
}

/**
 * The designer SPA. JSX is compiled by Vite's esbuild (automatic runtime), so no Babel plugin is
 * needed. `npm run build` runs `vite build` into `designer/dist`, then `scripts/prerender.ts`
 * writes the marketing pages' HTML beside it; the api serves both at `/`.
 */
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  plugins: [templatesNodeToolsStub(), legacyServerRendererOnly()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for operators but not linked from the bundles; the api never serves `*.map`.
    sourcemap: 'hidden',
    target: 'es2022',
    // Read by the pre-renderer (each page's chunks) and the bundle budget (tests/bench/designer.bench.ts).
    manifest: true,
    // No preload helper in the entry (≈ 1.2 KB gzip of the 80 KB marketing budget): first visits get
    // their page's chunks as <link rel="modulepreload"> from the pre-renderer, and the router
    // preloads the next page on hover or focus of a link.
    modulePreload: false,
    rollupOptions: {
      // The app (`index.html`: the SPA, and the free tools' pages that hydrate it) and the islands of
      // the static marketing pages (`scripts/prerender.ts` puts this entry in their HTML instead).
      input: { index: 'index.html', marketing: marketingEntry },
      output: {
        // Everything the entry loads statically (React, router, layout, toasts) in one `shell` chunk
        // instead of nine small ones: fewer requests, and ≈ 2 KB less gzip than compressing apart.
        // `main.tsx` stays alone in the entry chunk: it awaits the first page's chunk at top level, so
        // a page chunk importing from the entry chunk would wait on it forever.
        manualChunks: (id, { getModuleInfo }) =>
          !id.endsWith('/src/main.tsx') &&
          !getModuleInfo(id)?.isEntry &&
          loadedByEntry(id, getModuleInfo) &&
          !loadedByMarketing(id, getModuleInfo)
            ? 'shell'
            : undefined,
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
      // The preview's fonts (the published build's files), served by the api.
      '/fonts': 'http://localhost:3000',
    },
  },
});
