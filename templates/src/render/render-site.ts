import type { Theme, Website } from '@sitewright/model';
import { languagePack } from '../language-pack.ts';
import { contentSecurityPolicy } from '../page/content-security-policy.ts';
import type { PageAssets } from '../page/head.tsx';
import { languageEntry } from '../page/languages.ts';
import { monogramSvg } from '../page/monogram.ts';
import { type TemplateLookup, visibleSections } from '../page/page-sections.tsx';
import { type RenderOptions, renderContext } from '../render-context.ts';
import { sectionTemplates } from '../sections/registry.ts';
import type { RenderedSite, SiteFile } from '../site-files.ts';
import { type FontBase, resolveFontFace, themeFontFaces } from '../theme/fonts.ts';
import { domainCrawlFiles } from './domain-crawl-files.ts';
import { joinPage, pageParts, renderBody } from './page-html.tsx';
import { purgeCss, usedClasses } from './purge-css.ts';
import { clientScriptOrder, clientScriptsFor } from './scripts.ts';
import { siteCss } from './site-css.ts';

type NodeTools = typeof import('./node-tools.ts');
let nodeTools: Promise<NodeTools> | undefined;
/** Loaded once: under a loader such as tsx every `import()` costs a round trip to the loader's thread. */
const loadNodeTools = () => {
  nodeTools ??= import('./node-tools.ts');
  return nodeTools;
};

/** The file holding the page's HTML. */
export const pageEntry = 'index.html';

/** Content types of the files a site is made of. */
export const siteContentTypes = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  woff2: 'font/woff2',
  svg: 'image/svg+xml; charset=utf-8',
} as const;

/** A hashed asset file as it goes out: its name and its bytes. */
interface AssetFile {
  path: string;
  contents: Uint8Array;
}

/** How the build names its stylesheet, script, icon and fonts (`RenderOptions.assets`). */
type AssetNaming = 'build' | 'shared';

/**
 * A hashed asset's path: in the build, `assets/{stem}.{8 hex digits}.{ext}`; shared,
 * `_assets/{32 hex digits}/{stem}.{ext}` (see `RenderOptions.assets`).
 */
function assetPath(
  tools: NodeTools,
  naming: AssetNaming,
  stem: string,
  ext: string,
  contents: Uint8Array,
): string {
  return naming === 'shared'
    ? `_assets/${tools.contentAddress(contents)}/${stem}.${ext}`
    : `assets/${stem}.${tools.contentHash(contents)}.${ext}`;
}

/** A font file's path: in the build `fonts/{file}`; shared, `_assets/{32 hex digits}/{file}`. */
const fontAddresses = new WeakMap<Uint8Array, string>();
function fontPath(tools: NodeTools, naming: AssetNaming, file: string, contents: Uint8Array): string {
  if (naming === 'build') return `fonts/${file}`;
  // The font files are read once per process (one array each): each is hashed once too.
  let address = fontAddresses.get(contents);
  if (address === undefined) {
    address = tools.contentAddress(contents);
    fontAddresses.set(contents, address);
  }
  return `_assets/${address}/${file}`;
}

/**
 * The page's stylesheet file (purged, hashed, encoded), cached by the naming, the minified
 * stylesheet and the classes the page uses — the same look of a page costs no second purge, hash
 * or encoding. Bounded: at most 200 entries in all (one per look of a page).
 */
const stylesheets = new Map<string, Map<string, AssetFile>>();
let stylesheetCount = 0;
function stylesheetFile(
  tools: NodeTools,
  naming: AssetNaming,
  minified: string,
  classes: Set<string>,
): AssetFile {
  const classKey = [...classes].sort().join(' ');
  const sheetKey = `${naming}\n${minified}`;
  let byClasses = stylesheets.get(sheetKey);
  let file = byClasses?.get(classKey);
  if (file === undefined) {
    const contents = tools.utf8(purgeCss(minified, classes));
    file = { path: assetPath(tools, naming, 'site', 'css', contents), contents };
    if (stylesheetCount >= 200) {
      stylesheets.clear();
      stylesheetCount = 0;
      byClasses = undefined;
    }
    if (byClasses === undefined) {
      byClasses = new Map();
      stylesheets.set(sheetKey, byClasses);
    }
    byClasses.set(classKey, file);
    stylesheetCount++;
  }
  return file;
}

/** The bundled visitor scripts' file, by naming and bundle (at most one per script set). */
const scriptFiles = new Map<string, AssetFile>();
function scriptFile(tools: NodeTools, naming: AssetNaming, js: string): AssetFile {
  const key = `${naming}\n${js}`;
  let file = scriptFiles.get(key);
  if (file === undefined) {
    const contents = tools.utf8(js);
    file = { path: assetPath(tools, naming, 'site', 'js', contents), contents };
    scriptFiles.set(key, file);
  }
  return file;
}

/**
 * The font files a theme uses (`fonts/<family>-latin-<weight>-<style>.woff2`, from @fontsource):
 * what `renderSite` ships, and what a preview server must serve under `{basePath}fonts/` for
 * `renderPage`. Shared (`RenderOptions.assets`), each at `_assets/<hash>/<file>`. Node only.
 */
export async function siteFontFiles(theme: Theme, naming: AssetNaming = 'build'): Promise<SiteFile[]> {
  const tools = await loadNodeTools();
  const faces = themeFontFaces(theme);
  const contents = await Promise.all(faces.map((f) => tools.readFontFile(f.family.id, f.file)));
  return faces.map((face, i) => ({
    path: fontPath(tools, naming, face.file, contents[i]!),
    contents: contents[i]!,
    contentType: siteContentTypes.woff2,
    immutable: true,
  }));
}

/** `renderSite` with an explicit template registry (tests render with stand-in sections). */
export async function renderSiteWith(
  templates: TemplateLookup,
  website: Website,
  options: RenderOptions,
): Promise<RenderedSite> {
  const tools = await loadNodeTools();
  options = { ...options, languagePack: options.languagePack ?? languagePack };
  const ctx = renderContext(website, options);
  // The first language's page, then the second's (`es/index.html`) when the site has one: each
  // from the published document, the second translated after suggestions and stand-ins are out.
  const pages = ctx.languages.map((code) => {
    const page = code === ctx.language ? ctx : renderContext(website, options, code);
    return { ctx: page, sections: visibleSections(page) };
  });
  const base = ctx.options.basePath;
  const naming = ctx.options.assets;
  // A build's own asset is linked from the base path; a shared one from the origin's root.
  const href = (path: string) => (naming === 'shared' ? `/${path}` : base + path);
  const files: SiteFile[] = [];
  const shared: PageAssets = {};

  // One script for every page: the pages of a site hold the same sections.
  let scriptHref: string | undefined;
  const wanted = new Set(pages.flatMap((p) => clientScriptsFor(p.ctx, p.sections, templates)));
  const scripts = clientScriptOrder.filter((s) => wanted.has(s));
  if (scripts.length > 0) {
    const js = scriptFile(tools, naming, await tools.bundleClientScripts(scripts));
    files.push({ ...js, contentType: siteContentTypes.js, immutable: true });
    scriptHref = href(js.path);
  }

  const fonts = await siteFontFiles(ctx.theme, naming);
  files.push(...fonts);
  const fontPaths = new Map(themeFontFaces(ctx.theme).map((face, i) => [face.file, fonts[i]!.path]));
  // On a custom domain: its robots.txt and sitemap.xml, dated now — the build is rendered as it is published.
  files.push(...domainCrawlFiles(ctx, new Date(), tools.utf8));
  const heading = resolveFontFace(ctx.theme.headingFont);
  if (heading) shared.fontPreloadHref = href(fontPaths.get(heading.file) ?? `fonts/${heading.file}`);

  // The bodies first: the one stylesheet keeps only the rules whose classes some page uses.
  const bodies = pages.map((p) => renderBody(p.ctx, p.sections, templates, scriptHref));
  // Shared, the stylesheet names each font by its address; in the build, `../fonts/` beside it.
  const fontBase: FontBase = naming === 'shared' ? (file) => href(fontPaths.get(file) ?? file) : '../fonts/';
  const minified = await tools.minifyCss(siteCss(ctx, pages[0]!.sections, templates, fontBase));
  const classes = new Set(bodies.flatMap((b) => [...usedClasses(b.body)]));
  const css = stylesheetFile(tools, naming, minified, classes);
  shared.stylesheetHref = href(css.path);
  if (!ctx.settings.favIcon) {
    // A file, not a data: URL: the browser fetches the icon after the page, so the first view
    // carries only the link; content-hashed, so it is cached for good and carried across builds.
    const svg = tools.utf8(monogramSvg(ctx.theme, ctx.settings.businessName));
    const icon = { path: assetPath(tools, naming, 'icon', 'svg', svg), contents: svg };
    files.push({ ...icon, contentType: siteContentTypes.svg, immutable: true });
    shared.monogramHref = href(icon.path);
  }
  const pageFiles = pages.map(({ ctx: page, sections }, i): SiteFile => {
    const body = bodies[i]!;
    const assets: PageAssets = {
      ...shared,
      contentSecurityPolicy: contentSecurityPolicy(page, sections, body.analytics, tools.sha256Base64),
    };
    const parts = pageParts(page, body, assets);
    return {
      path: languageEntry(page.language),
      // Written piece by piece: joining first would copy the (possibly large) page once more.
      contents: tools.utf8Concat([parts.start, parts.head, parts.body, parts.end]),
      contentType: siteContentTypes.html,
      immutable: false,
    };
  });
  files.unshift(pageFiles[0]!, { ...css, contentType: siteContentTypes.css, immutable: true });
  files.push(...pageFiles.slice(1));
  return { files, entry: pageEntry };
}

/**
 * Renders a website into the static files of its published site: `index.html`, one minified
 * stylesheet `assets/site.<hash>.css` holding only the rules the page uses, at most one script
 * `assets/site.<hash>.js` (only the visitor scripts the page needs; none when it needs none), the
 * generated browser icon `assets/icon.<hash>.svg` when the owner set none, the theme's font
 * files under `fonts/`, and on a custom domain its `robots.txt` and `sitemap.xml` (none on the
 * shared origin). A site with a second language also gets that language's page at
 * `{code}/index.html` (`es/index.html`), translated from the published document; both pages link
 * the same assets, and the stylesheet holds the rules either page uses. Paths are relative to the
 * site's root; the HTML links them as `options.basePath + path`. File names change exactly when
 * their contents change. With `options.assets: 'shared'` the stylesheet, script, icon and fonts are
 * at `_assets/<hash>/<name>` instead, linked as `/_assets/<hash>/<name>` (see `RenderOptions.assets`).
 */
export function renderSite(website: Website, options: RenderOptions): Promise<RenderedSite> {
  return renderSiteWith(sectionTemplates, website, options);
}

/** `renderPage` with an explicit template registry. */
export function renderPageWith(templates: TemplateLookup, website: Website, options: RenderOptions): string {
  const ctx = renderContext(website, options);
  const sections = visibleSections(ctx);
  const assets: PageAssets = {
    inlineCss: siteCss(ctx, sections, templates, `${ctx.options.basePath}fonts/`),
  };
  return joinPage(pageParts(ctx, renderBody(ctx, sections, templates, undefined), assets));
}

/**
 * The page's HTML in one synchronous call, for the designer's live preview (`mode: 'preview'`):
 * the whole stylesheet inlined unminified (fonts from `{basePath}fonts/`), no visitor script.
 * Needs neither esbuild nor the file system.
 */
export function renderPage(website: Website, options: RenderOptions): string {
  return renderPageWith(sectionTemplates, website, options);
}
