import { renderToString } from 'react-dom/server';
import { App } from '../app.tsx';
import { resolveNavigation } from '../resolve-navigation.ts';
import type { PageHead } from '../router/page.ts';
import { prerenderedPaths } from '../routes.ts';
import {
  entryKey,
  manifestKeyOfPage,
  marketingEntryKey,
  staticClosure,
  type ViteManifest,
} from './vite-manifest.ts';

/** One pre-rendered page: its path, the file under `dist/`, and the HTML. */
export interface PrerenderedPage {
  path: string;
  file: string;
  html: string;
  head: PageHead;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `/` → `index.html`; `/industries/spa` → `industries/spa/index.html` (served by the api for that path). */
export const outputFileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${what}: the pre-renderer cannot fill it.`);
  return html.replace(pattern, () => replacement);
}

/** Adds `<link rel="modulepreload">` for each file before `</head>`. */
export function withPreloads(html: string, files: readonly string[]): string {
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  return replaceOnce(html, /<\/head>/, `${links}</head>`, '</head>');
}

/**
 * Adds `<link rel="preload" as="font">` for each web font file (the typeface's one file that every
 * page shows above the fold, `styles/base.css`) before `</head>`, so text does not wait on the CSS.
 */
export function withFontPreloads(html: string, files: readonly string[]): string {
  const links = files
    .map((file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  return replaceOnce(html, /<\/head>/, `${links}</head>`, '</head>');
}

/** The app entry's `<script type="module" src>` of the template (built or source). */
const entryScript = /<script type="module"[^>]*\ssrc="[^"]*"[^>]*><\/script>/;

/**
 * A static marketing page: the template's app entry `<script>` becomes the islands entry's
 * (`src/marketing/islands/marketing-entry.ts`), so the page runs no React at all.
 */
export function withIslandsEntry(html: string, file: string): string {
  return replaceOnce(
    html,
    entryScript,
    `<script type="module" crossorigin src="/${file}"></script>`,
    'entry <script type="module">',
  );
}

/**
 * The chunks the entry imports statically (the build has no preload helper, so the HTML names them
 * to save a round trip); the entry file itself is the page's `<script>`.
 */
export function entryPreloads(manifest: ViteManifest): string[] {
  return staticClosure(manifest, entryKey).slice(1);
}

/**
 * Puts each stylesheet the template links inline (`<style>`), as `stylesheets` gives its text: a
 * static marketing page then paints after one round trip, not two (Lighthouse's render-blocking
 * requests). The api's CSP allows inline styles (`style-src 'unsafe-inline'`). A link whose text is
 * not given stays a link.
 */
export function withInlineStyles(html: string, stylesheets: ReadonlyMap<string, string>): string {
  return html.replace(/<link rel="stylesheet"[^>]*\shref="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
    const css = stylesheets.get(file);
    return css === undefined ? link : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/**
 * Fills the built `index.html` with a page: title, description (also Open Graph), the page's
 * chunks as `modulepreload` (so hydration does not wait on a second round trip), and the rendered
 * body in `#root`, marked with the path it was rendered for.
 */
export function fillTemplate(
  template: string,
  page: {
    path: string;
    head: PageHead;
    body: string;
    preloads: readonly string[];
    /** A static page: the islands entry's file (its chunks are in `preloads`); else the app hydrates. */
    islands?: string;
    /** Web font files to preload. */
    fonts?: readonly string[];
    /** Stylesheets (file → text) to put inline instead of linking them. */
    stylesheets?: ReadonlyMap<string, string>;
  },
): string {
  const title = escapeHtml(page.head.title);
  const description = escapeHtml(page.head.description);
  let html = template;
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${title}</title>`, '<title>');
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*"/,
    `<meta name="description" content="${description}"`,
    'meta description',
  );
  html = replaceOnce(
    html,
    /<meta property="og:title" content="[^"]*"/,
    `<meta property="og:title" content="${title}"`,
    'og:title',
  );
  html = replaceOnce(
    html,
    /<meta property="og:description" content="[^"]*"/,
    `<meta property="og:description" content="${description}"`,
    'og:description',
  );
  html = html.replace(/<noscript id="shell-noscript">[\s\S]*?<\/noscript>\s*/, '');
  if (page.islands) html = withIslandsEntry(html, page.islands);
  if (page.stylesheets) html = withInlineStyles(html, page.stylesheets);
  html = withFontPreloads(html, page.fonts ?? []);
  html = withPreloads(html, page.preloads);
  const root = `<div id="root" data-prerendered="${escapeHtml(page.path)}">${page.body}</div>`;
  return replaceOnce(html, /<div id="root"><\/div>/, root, 'empty <div id="root">');
}

/** Renders one path exactly as the browser's first render will (same `App`, same navigation). */
export async function renderPath(path: string) {
  const navigation = await resolveNavigation({ pathname: path, search: '', hash: '' });
  const body = renderToString(<App initial={navigation} />);
  return { navigation, body, head: navigation.page.head(navigation.match) };
}

/** Without a manifest (unit tests): the islands entry as the dev server would serve it. */
const islandsSource = marketingEntryKey;

/**
 * Pre-renders every marketing route of the routes table. A static page (most: `hydrate` unset)
 * gets the islands entry instead of the app's, and no React; a page that hydrates (the free tools)
 * keeps the app entry and, with the Vite manifest, preloads the entry's chunks and its own, so
 * hydration waits on no second round trip. Every page preloads `fonts`.
 */
export async function prerenderPages(
  template: string,
  manifest?: ViteManifest,
  {
    fonts = [],
    stylesheets,
  }: {
    fonts?: readonly string[];
    /** The built stylesheets' text: static pages carry it inline (the tools keep the cached link). */
    stylesheets?: ReadonlyMap<string, string>;
  } = {},
): Promise<PrerenderedPage[]> {
  const entryFiles = manifest ? staticClosure(manifest, entryKey) : [];
  const islandFiles = manifest ? staticClosure(manifest, marketingEntryKey) : [islandsSource];
  const pages: PrerenderedPage[] = [];
  for (const path of prerenderedPaths()) {
    const { navigation, body, head } = await renderPath(path);
    const route = navigation.match.route;
    let filled: string;
    if (route.hydrate) {
      const own = manifest ? staticClosure(manifest, manifestKeyOfPage(route.page)) : [];
      const preloads = [
        ...new Set([...entryFiles.slice(1), ...own.filter((file) => !entryFiles.includes(file))]),
      ];
      filled = fillTemplate(template, { path, head, body, preloads, fonts });
    } else {
      const [islands = islandsSource, ...preloads] = islandFiles;
      filled = fillTemplate(template, {
        path,
        head,
        body,
        preloads,
        islands,
        fonts,
        ...(stylesheets ? { stylesheets } : {}),
      });
    }
    pages.push({ path, file: outputFileFor(path), head, html: filled });
  }
  return pages;
}
