import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { fullWebsiteFixture } from '@sitewright/model/testing';
import { describe, expect, it } from 'vitest';
import { renderPage, renderSite } from './render-site.ts';
import { cssOf, fileText, pageOf, sharedOrigin, siteWith } from './testing.ts';

describe('renderSite files', () => {
  it('writes index.html, one content-hashed stylesheet and the theme fonts, linked under basePath', async () => {
    const site = await renderSite(siteWith({}), sharedOrigin);
    const paths = site.files.map((f) => f.path);
    expect(site.entry).toBe('index.html');
    expect(paths[0]).toBe('index.html');
    const cssPath = paths.find((p) => /^assets\/site\.[0-9a-f]{8}\.css$/.test(p))!;
    expect(pageOf(site)).toContain(`<link rel="stylesheet" href="/rosa/${cssPath}"/>`);
    expect(paths).toContain('fonts/poppins-latin-600-normal.woff2');
    expect(paths).toContain('fonts/inter-latin-400-normal.woff2');
    expect(pageOf(site)).toContain(
      '<link rel="preload" href="/rosa/fonts/poppins-latin-600-normal.woff2" as="font" type="font/woff2" crossorigin=""/>',
    );
    const byPath = Object.fromEntries(site.files.map((f) => [f.path, f]));
    expect(byPath['index.html']).toMatchObject({ contentType: 'text/html; charset=utf-8', immutable: false });
    expect(byPath[cssPath]).toMatchObject({ contentType: 'text/css; charset=utf-8', immutable: true });
    expect(byPath['fonts/inter-latin-400-normal.woff2']?.contentType).toBe('font/woff2');
  });

  it('names files by content: same input → same names; a changed stylesheet → a new name', async () => {
    const names = async (w: ReturnType<typeof siteWith>) =>
      (await renderSite(w, sharedOrigin)).files.map((f) => f.path);
    expect(await names(siteWith({}))).toEqual(await names(siteWith({})));
    const base = siteWith({});
    const recoloured = {
      ...base,
      theme: { ...base.theme, colors: { ...base.theme.colors, buttonBackgroundColor: '#7C3AED' } },
    };
    const [a, b] = [await renderSite(base, sharedOrigin), await renderSite(recoloured, sharedOrigin)];
    expect(cssOf(a)).not.toBe(cssOf(b));
    const cssName = (s: typeof a) => s.files.find((f) => f.path.endsWith('.css'))!.path;
    expect(cssName(a)).not.toBe(cssName(b));
  });

  it("shared (the publisher's naming): every asset at /_assets/{first 32 hex digits of its SHA-256}/{name}, linked from the origin's root", async () => {
    const site = await renderSite(siteWith({}), { ...sharedOrigin, assets: 'shared' });
    const page = pageOf(site);
    const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    const assets = site.files.filter((f) => f.immutable);
    expect(assets.map((f) => f.path.replace(/^_assets\/[0-9a-f]{32}\//, '')).sort()).toEqual([
      'icon.svg',
      'inter-latin-400-normal.woff2',
      'poppins-latin-600-normal.woff2',
      'site.css',
      'site.js',
    ]);
    for (const file of assets) {
      expect(file.path).toBe(`_assets/${sha(file.contents)}/${file.path.split('/')[2]}`);
    }
    const at = (name: string) => `/${assets.find((f) => f.path.endsWith(`/${name}`))!.path}`;
    expect(page).toContain(`<link rel="stylesheet" href="${at('site.css')}"/>`);
    expect(page).toContain(`<script defer="" src="${at('site.js')}"></script>`);
    expect(page).toContain(`<link rel="icon" href="${at('icon.svg')}" type="image/svg+xml"/>`);
    expect(page).toContain(
      `<link rel="preload" href="${at('poppins-latin-600-normal.woff2')}" as="font" type="font/woff2" crossorigin=""/>`,
    );
    expect(fileText(site, /\/site\.css$/)).toContain(`url(${at('inter-latin-400-normal.woff2')})`);
    expect(page).not.toContain('/rosa/assets/');
    expect(page).not.toContain('/rosa/fonts/');
    // The same bytes, the same address, on the shared origin and on a custom domain.
    const onDomain = await renderSite(siteWith({}), { ...sharedOrigin, basePath: '/', assets: 'shared' });
    expect(onDomain.files.filter((f) => f.immutable).map((f) => f.path)).toEqual(assets.map((f) => f.path));
  });

  it('links one deferred script only when the page needs one', async () => {
    const header = siteWith({}).sections.find((s) => s.type === 'Header')!;
    const footer = siteWith({}).sections.find((s) => s.type === 'Footer')!;
    const plain = siteWith({}, { sections: [{ ...header, navLinks: [] } as typeof header, footer] });
    const bare = await renderSite(plain, sharedOrigin);
    expect(bare.files.some((f) => f.path.endsWith('.js'))).toBe(false);
    expect(pageOf(bare)).not.toContain('<script defer');

    const full = await renderSite(siteWith({}), sharedOrigin);
    const js = full.files.find((f) => /^assets\/site\.[0-9a-f]{8}\.js$/.test(f.path));
    expect(js).toMatchObject({ contentType: 'text/javascript; charset=utf-8', immutable: true });
    expect(
      pageOf(full).match(/<script defer="" src="\/rosa\/assets\/site\.[0-9a-f]{8}\.js"><\/script>/g),
    ).toHaveLength(1);
    expect(fileText(full, js!.path)).toContain('data-sw-form');
  });

  it('puts only the CSS of the sections present into the stylesheet', async () => {
    const all = siteWith({});
    const three = {
      ...all,
      sections: all.sections.filter((s) => ['Header', 'Introduction', 'Footer'].includes(s.type)),
    };
    const css = cssOf(await renderSite(three, sharedOrigin));
    expect(css).toContain('.sw-header');
    expect(css).toContain('.sw-introduction');
    expect(css).not.toContain('.sw-services');
    expect(css).not.toContain('.sw-customer-reviews');
    expect(css).not.toContain('.sw-contact');
    expect(css).not.toContain('.sw-cookie'); // banner off
    expect(css).toContain('--sw-color-btn:#0F766E');
    expect(cssOf(await renderSite(all, sharedOrigin))).toContain('.sw-services');
  });

  it('drops rules for classes the page never uses', async () => {
    const css = cssOf(await renderSite(siteWith({}), sharedOrigin));
    expect(css).toContain('.sw-align-left');
    expect(css).not.toContain('.sw-align-right');
    expect(css).not.toContain('.sw-frame-wide');
  });

  it('keeps the full 17-section fixture within one TCP initial window: ≤ 14 KB gzip of HTML + CSS + JS', async () => {
    const site = await renderSite(fullWebsiteFixture(), sharedOrigin);
    const gz = (re: RegExp) =>
      site.files
        .filter((f) => re.test(f.path))
        .reduce((n, f) => n + gzipSync(f.contents, { level: 9 }).length, 0);
    const sizes = { html: gz(/\.html$/), css: gz(/\.css$/), js: gz(/\.js$/) };
    const total = sizes.html + sizes.css + sizes.js;
    console.info(`first visit, gzip bytes: ${JSON.stringify(sizes)} = ${total}`);
    expect(total).toBeLessThanOrEqual(14 * 1024);
  });
});

describe('renderPage (designer preview)', () => {
  it('inlines the whole stylesheet, links no file and runs no visitor script', () => {
    const html = renderPage(siteWith({ gaMeasurementId: 'G-ABC123' }), { ...sharedOrigin, mode: 'preview' });
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(html).toContain('<style>');
    expect(html).toContain('url(/rosa/fonts/inter-latin-400-normal.woff2)');
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).not.toContain('<script defer');
    expect(html).not.toContain('googletagmanager');
  });
});
