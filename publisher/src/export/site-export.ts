import { primaryLanguage } from '@sitewright/model';
import { strToU8, type Zippable, zipSync } from 'fflate';
import {
  buildPrefix,
  isMediaHash,
  isSharedAssetPath,
  sharedAssetKey,
  storeLayout,
} from '../object-store/keys.ts';
import type { ObjectStore } from '../object-store/object-store.ts';
import { relativeCss, relativeHtml } from './relative-links.ts';

/**
 * "Your site as files": the live build of a handle as a zip that works from any static host and
 * opened from disk — every file of the build (its pages; a build rendered before assets were shared
 * also its stylesheet `assets/site.{hash}.css`, script, icon and `fonts/`), every shared asset the
 * pages and shared stylesheets name (`/_assets/{hash}/{name}`: stylesheet, script, icon, fonts) under
 * `assets/{hash}/{name}`, every picture the pages show with all its renditions under
 * `media/{hash}/`, `robots.txt` and `sitemap.xml` for the site's address, and a README.txt. Links
 * are made relative (see `relative-links.ts`); the contact and newsletter forms keep posting to the
 * site's own forms address, absolute.
 */

/** Where the live build is and how it was rendered. */
export interface SiteExportTarget {
  handle: string;
  /** The site's public address without trailing slash (`{SITES_URL}/{handle}` or `https://{domain}`). */
  address: string;
  /** The sites origin the forms post to (`SITES_URL`, or the custom domain's origin). */
  formsOrigin: string;
}

/** What {@link exportLiveSite} answers: the zip, and which build it holds. */
export interface SiteExport {
  buildId: string;
  zip: Uint8Array;
  /** The files in the zip (paths), for logs and tests. */
  paths: string[];
}

/** The handle has no live build (never published, or taken offline). */
export class NoLiveBuild extends Error {
  constructor(readonly handle: string) {
    super(`No live build at ${handle}`);
    this.name = 'NoLiveBuild';
  }
}

const mediaReference = /\/_media\/([0-9a-f]{32})\//g;
/**
 * A shared asset a page or stylesheet links root-absolute (`"/_assets/…`, `url(/_assets/…`; not
 * inside another address); {@link isSharedAssetPath} decides whether it is read.
 */
const sharedAssetReference = /(?<=^|["'(\s,=])\/(_assets\/[0-9a-f]{32}\/[a-z0-9][a-z0-9.-]*)/g;
const textTypes = /\.(?:html|css|js|txt|xml|svg|json)$/;

/**
 * The page's font preloads left out: a preload is fetched in CORS mode, which a page opened from
 * disk (origin `null`) is refused — Chromium logs the refusal — while the stylesheet's own
 * `@font-face` loads the same file either way.
 */
function withoutFontPreloads(html: string): string {
  return html.replace(/<link rel="preload" href="[^"]*" as="font"[^>]*>/g, '');
}

/** `robots.txt` for the address: crawlable with its sitemap, unless the page asks not to be indexed. */
function robotsTxt(address: string, indexed: boolean): string {
  if (!indexed) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\nSitemap: ${address}/sitemap.xml\n`;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

/** How many folders deep a file is in the zip (`index.html`: 0, `assets/{hash}/site.css`: 2). */
const depthOf = (path: string) => path.split('/').length - 1;

/** A second language's page of the build (`es/index.html` → `es`). */
const languagePage = /^([a-z]{2,3})\/index\.html$/;

/**
 * `sitemap.xml` (sitemaps.org 0.9): the site's page at its address, as of the build's time; with a
 * second language (`es/index.html` in the build) both pages, each naming both (and `x-default`)
 * as `xhtml:link` alternates, as the shared origin's sitemap lists them.
 */
function sitemapXml(address: string, modified: Date, language: string | null): string {
  const lastmod = modified.toISOString().replace(/\.\d{3}Z$/, '+00:00');
  const home = `${address}/`;
  if (language === null) {
    return (
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      `  <url><loc>${escapeXml(home)}</loc><lastmod>${lastmod}</lastmod></url>\n</urlset>\n`
    );
  }
  const translated = `${home}${language}/`;
  const links = (
    [
      [primaryLanguage, home],
      [language, translated],
      ['x-default', home],
    ] as const
  )
    .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`)
    .join('');
  const urls = [home, translated].map(
    (loc) => `  <url><loc>${escapeXml(loc)}</loc><lastmod>${lastmod}</lastmod>${links}</url>\n`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('')}</urlset>\n`
  );
}

function readme(target: SiteExportTarget, buildId: string, formsAction: string | null): string {
  return [
    'Your website as files',
    '=====================',
    '',
    `These are the files visitors get at ${target.address}/ (version ${buildId}).`,
    'Every link between them is relative: upload the whole folder to any static web host, or open',
    'index.html from your disk. Pictures are in media/ with every size the page picks from.',
    '',
    'robots.txt and sitemap.xml name the address above; change it there if you move the site.',
    '',
    'Contact form and newsletter',
    '---------------------------',
    formsAction
      ? `The forms still send to Sitewright, at ${formsAction}: messages reach your inbox as long as ` +
        'the site stays published there. From another address a browser may refuse to send them ' +
        '(the forms only accept posts from your published site); replace the form or point it at ' +
        'your own form handler if you host the site elsewhere.'
      : 'This page has no form.',
    '',
  ].join('\n');
}

/**
 * Zips the live build of `target.handle`. Reads the pointer, lists the build (one LIST), reads its
 * files, reads each shared asset the pages and shared stylesheets name (one GET each: the key is
 * known, so no LIST), then lists each picture's folder under `media/` the pages link. A shared asset
 * or picture missing from the store is left out. Throws {@link NoLiveBuild} when nothing is live.
 */
export async function exportLiveSite(store: ObjectStore, target: SiteExportTarget): Promise<SiteExport> {
  const pointer = await store.readPointer(target.handle);
  const buildId = pointer?.buildId ?? null;
  if (buildId === null) throw new NoLiveBuild(target.handle);
  const prefix = buildPrefix(target.handle, buildId);
  const objects = await store.list(prefix);
  if (objects.length === 0) throw new NoLiveBuild(target.handle);
  // The build's own references decide the base path it was rendered for: `/` on a custom domain,
  // `/{handle}/` on the shared origin.
  const basePath = pointer?.domain ? '/' : `/${target.handle}/`;
  const files: Zippable = {};
  const media = new Set<string>();
  const sharedAssets = new Set<string>();
  const linkOptions = (path: string) => ({ basePath, depth: depthOf(path), formsOrigin: target.formsOrigin });
  /** Notes the pictures and shared assets a page or stylesheet names. */
  const collectReferences = (text: string) => {
    for (const match of text.matchAll(mediaReference)) media.add(match[1] as string);
    for (const match of text.matchAll(sharedAssetReference)) {
      // Only a well-formed `_assets/{hash}/{name}` becomes a key: page text never names an arbitrary one.
      if (isSharedAssetPath(match[1] as string)) sharedAssets.add(match[1] as string);
    }
  };
  let formsAction: string | null = null;
  let indexed = true;
  let newest = new Date(0);
  let language: string | null = null;
  for (const object of objects) {
    const path = object.key.slice(prefix.length);
    language ??= languagePage.exec(path)?.[1] ?? null;
    if (newest < object.lastModified) newest = object.lastModified;
    const stored = await store.get(object.key);
    if (stored === null) continue;
    if (!textTypes.test(path)) {
      // Compressed already (fonts, pictures): stored as they are.
      files[path] = [new Uint8Array(stored.body), { level: 0 }];
      continue;
    }
    let text = stored.body.toString('utf8');
    collectReferences(text);
    if (path.endsWith('.css')) text = relativeCss(text, linkOptions(path));
    if (path.endsWith('.html')) {
      const rewritten = relativeHtml(withoutFontPreloads(text), linkOptions(path));
      text = rewritten.html;
      formsAction ??= rewritten.formsAction;
      if (/<meta name="robots" content="[^"]*noindex/.test(text)) indexed = false;
    }
    files[path] = strToU8(text);
  }
  // A Set visits what is added while it is walked: the fonts a shared stylesheet names are read too.
  for (const assetPath of sharedAssets) {
    const stored = await store.get(sharedAssetKey(assetPath));
    if (stored === null) continue;
    // `assets/{hash}/{name}`: static hosts such as GitHub Pages skip folders named with `_`.
    const path = assetPath.slice(1);
    if (!textTypes.test(path)) {
      files[path] = [new Uint8Array(stored.body), { level: 0 }];
      continue;
    }
    const text = stored.body.toString('utf8');
    collectReferences(text);
    files[path] = strToU8(path.endsWith('.css') ? relativeCss(text, linkOptions(path)) : text);
  }
  for (const hash of media) {
    if (!isMediaHash(hash)) continue;
    for (const object of await store.list(`${storeLayout.media}${hash}/`)) {
      const name = object.key.slice(`${storeLayout.media}${hash}/`.length);
      if (name === 'manifest.json' || name.includes('/')) continue;
      const stored = await store.get(object.key);
      if (stored) files[`media/${hash}/${name}`] = [new Uint8Array(stored.body), { level: 0 }];
    }
  }
  files['robots.txt'] ??= strToU8(robotsTxt(target.address, indexed));
  if (indexed) files['sitemap.xml'] ??= strToU8(sitemapXml(target.address, newest, language));
  files['README.txt'] = strToU8(readme(target, buildId, formsAction));
  const zip = zipSync(files, { level: 6, mtime: newest.getTime() > 0 ? newest : new Date() });
  return { buildId, zip, paths: Object.keys(files).sort() };
}
