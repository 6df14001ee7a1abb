import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Website } from '@sitewright/model';
import { createWebsiteFixture } from '@sitewright/model/testing';
import { renderSite } from '@sitewright/templates';
import { unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFolderStore } from '../object-store/folder-store.ts';
import { buildFileKey, isSharedAssetPath, sharedAssetKey } from '../object-store/keys.ts';
import type { ObjectStore } from '../object-store/object-store.ts';
import { exportLiveSite, type SiteExportTarget } from './site-export.ts';

const target: SiteExportTarget = {
  handle: 'rosa',
  address: 'http://sites.test/rosa',
  formsOrigin: 'http://sites.test',
};

/** `store` with every `get` and `list` recorded (keys and prefixes, in order). */
function recording(store: ObjectStore) {
  const gets: string[] = [];
  const lists: string[] = [];
  const recorded: ObjectStore = {
    ...store,
    get: (key) => {
      gets.push(key);
      return store.get(key);
    },
    list: (prefix) => {
      lists.push(prefix);
      return store.list(prefix);
    },
  };
  return { gets, lists, recorded };
}

/** The compression method of each file in a zip (0: stored, 8: deflated), from its central directory. */
function compressionMethods(zip: Uint8Array): Record<string, number> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const methods: Record<string, number> = {};
  for (let at = 0; at + 46 <= zip.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(at + 28, true);
    const name = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength));
    methods[name] = view.getUint16(at + 10, true);
    at += 45 + nameLength;
  }
  return methods;
}

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

describe('exportLiveSite (folder store)', () => {
  let root: string;
  let store: ObjectStore;
  // The default site: the menu script, the generated browser icon and the theme's fonts.
  const site = createWebsiteFixture({ id: 'w1', userId: 'u1', handle: 'rosa' });

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sitewright-export-'));
    store = createFolderStore({ root });
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  /**
   * Renders `website` for the shared origin and publishes it as build `b1` the way the publish job
   * lays it out: the build's files under its prefix, shared assets (`_assets/…`) under `assets/`.
   */
  async function publish(website: Website, assets?: 'shared') {
    const rendered = await renderSite(website, {
      siteUrl: target.address,
      basePath: '/rosa/',
      apiUrl: 'http://api.test',
      ...(assets ? { assets } : {}),
    });
    for (const file of rendered.files) {
      const key = isSharedAssetPath(file.path)
        ? sharedAssetKey(file.path)
        : buildFileKey('rosa', 'b1', file.path);
      await store.put(key, file.contents, { contentType: file.contentType });
    }
    await store.advancePointer('rosa', { sequence: 1, buildId: 'b1', domain: null });
    return rendered.files;
  }

  describe('a build whose stylesheet, script, icon and fonts are shared (`assets: shared`)', () => {
    it('holds each of them at assets/{hash}/{name}, read with one GET each and no LIST of assets/', async () => {
      const rendered = await publish(site, 'shared');
      const shared = rendered.filter((f) => f.path.startsWith('_assets/')).map((f) => f.path);
      const { gets, lists, recorded } = recording(store);
      const { zip, paths } = await exportLiveSite(recorded, target);

      const assets = paths.filter((p) => p.startsWith('assets/'));
      for (const name of ['site.css', 'site.js', 'icon.svg']) {
        expect(assets.filter((p) => new RegExp(`^assets/[0-9a-f]{32}/${name}$`).test(p))).toHaveLength(1);
      }
      const fonts = assets.filter((p) => /^assets\/[0-9a-f]{32}\/[a-z0-9-]+\.woff2$/.test(p));
      expect(fonts.length).toBeGreaterThan(0);
      // Every shared file of the build, and nothing else, with the bytes stored.
      expect(assets.sort()).toEqual(shared.map((p) => p.slice(1)).sort());
      const files = unzipSync(zip);
      for (const file of rendered.filter((f) => f.path.endsWith('.woff2') || f.path.endsWith('.js'))) {
        expect(files[file.path.slice(1)]).toEqual(new Uint8Array(file.contents));
      }
      expect(paths.some((p) => p.startsWith('_assets/') || p.startsWith('fonts/'))).toBe(false);

      const assetGets = gets.filter((key) => key.startsWith('assets/'));
      expect(assetGets.sort()).toEqual(shared.map((p) => sharedAssetKey(p)).sort());
      expect(lists).toEqual(['sites/rosa/b1/']);

      // Fonts are compressed already: stored as they are; the stylesheet, script and icon deflated.
      const methods = compressionMethods(zip);
      for (const font of fonts) expect(methods[font]).toBe(0);
      for (const file of assets.filter((p) => !p.endsWith('.woff2'))) expect(methods[file]).toBe(8);
    });

    it('links them relatively from the page, the stylesheet’s fonts too, each resolving to a file in the zip', async () => {
      await publish(site, 'shared');
      const { zip, paths } = await exportLiveSite(store, target);
      const files = unzipSync(zip);
      const html = text(files['index.html']);
      const css = paths.find((p) => p.endsWith('/site.css')) as string;
      const js = paths.find((p) => p.endsWith('/site.js')) as string;
      const icon = paths.find((p) => p.endsWith('/icon.svg')) as string;
      expect(html).toContain(`<link rel="stylesheet" href="${css}"/>`);
      expect(html).toContain(`src="${js}"`);
      expect(html).toMatch(new RegExp(`<link rel="icon" href="${icon}"`));
      expect(html).not.toContain('/_assets/');
      // The font preload is left out (refused from disk); the stylesheet loads the font anyway.
      expect(html).not.toContain('rel="preload"');

      const stylesheet = text(files[css]);
      expect(stylesheet).toContain('@font-face');
      expect(stylesheet).not.toContain('/_assets/');
      const urls = [...stylesheet.matchAll(/url\(([^)]*)\)/g)].map((m) => m[1] as string);
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) {
        expect(url).toMatch(/^\.\.\/\.\.\/assets\/[0-9a-f]{32}\/[a-z0-9-]+\.woff2$/);
        expect(paths).toContain(path.posix.join(path.posix.dirname(css), url));
      }
    });

    it('leaves out a shared asset missing from the store, like a missing picture', async () => {
      const rendered = await publish(site, 'shared');
      const font = rendered.find((f) => f.path.endsWith('.woff2'))?.path as string;
      await store.delete(sharedAssetKey(font));
      const { paths } = await exportLiveSite(store, target);
      expect(paths).not.toContain(font.slice(1));
      expect(paths.some((p) => /^assets\/[0-9a-f]{32}\/site\.css$/.test(p))).toBe(true);
      expect(paths).toContain('index.html');
    });

    it('reads no key the page text makes up: only well-formed /_assets/{hash}/{name} links', async () => {
      const hash = '0123456789abcdef0123456789abcdef';
      await store.put(`assets/${hash}/site.css`, 'p{}');
      await store.put('assets/secret.css', 'secret');
      const page =
        `<link rel="stylesheet" href="/_assets/${hash}/site.css"/>` +
        `<a href="/_assets/${hash}/../secret.css">x</a><a href="/_assets/${hash}/Site.CSS">y</a>` +
        `<a href="/_assets/${hash}/notes.txt">z</a><a href="https://elsewhere.test/_assets/${hash}/a.css">w</a>`;
      await store.put(buildFileKey('rosa', 'b1', 'index.html'), page);
      await store.advancePointer('rosa', { sequence: 1, buildId: 'b1', domain: null });
      const { gets, recorded } = recording(store);
      const { paths } = await exportLiveSite(recorded, target);
      expect(gets).toEqual(['sites/rosa/b1/index.html', `assets/${hash}/site.css`]);
      expect(paths).toEqual([
        'README.txt',
        `assets/${hash}/site.css`,
        'index.html',
        'robots.txt',
        'sitemap.xml',
      ]);
    });
  });

  it('exports a build with its own assets/ and fonts/ (rendered before assets were shared) as before', async () => {
    const rendered = await publish(site);
    const { gets, recorded } = recording(store);
    const { zip, paths } = await exportLiveSite(recorded, target);
    const files = unzipSync(zip);
    const css = paths.find((p) => /^assets\/site\.[0-9a-f]{8}\.css$/.test(p)) as string;
    expect(css).toBeDefined();
    expect(paths.some((p) => /^assets\/site\.[0-9a-f]{8}\.js$/.test(p))).toBe(true);
    expect(paths.some((p) => /^assets\/icon\.[0-9a-f]{8}\.svg$/.test(p))).toBe(true);
    const fonts = paths.filter((p) => /^fonts\/[a-z0-9-]+\.woff2$/.test(p));
    expect(fonts.length).toBeGreaterThan(0);
    expect(paths.some((p) => /^assets\/[0-9a-f]{32}\//.test(p))).toBe(false);
    expect(gets.filter((key) => key.startsWith('assets/'))).toEqual([]);

    // The stylesheet names its fonts `../fonts/…` already: its bytes go into the zip unchanged.
    const stored = rendered.find((f) => f.path === css)?.contents as Uint8Array;
    expect(files[css]).toEqual(new Uint8Array(stored));
    for (const url of [...text(files[css]).matchAll(/url\(([^)]*)\)/g)].map((m) => m[1] as string)) {
      expect(url).toMatch(/^\.\.\/fonts\//);
      expect(paths).toContain(path.posix.join('assets', url));
    }
    const html = text(files['index.html']);
    expect(html).toContain(`<link rel="stylesheet" href="${css}"/>`);
    expect(html).not.toMatch(/(?:src|href)="\/(?!\/)/);
    expect(html).not.toContain('rel="preload"');
    for (const font of fonts) expect(compressionMethods(zip)[font]).toBe(0);
  });
});
