import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes.ts';
import { entryPreloads, fillTemplate, outputFileFor, prerenderPages } from './prerender-pages.tsx';
import { manifestKeyOfPage, marketingEntryKey, type ViteManifest } from './vite-manifest.ts';

/** The real template (designer/index.html): the build fills its built copy the same way. */
const template = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

const h1Text = (html: string) => {
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return inner.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');
};

/** A manifest as the build writes it: the two entries, the shell, shared parts and every page. */
function testManifest(): ViteManifest {
  const manifest: ViteManifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shell.js'] },
    [marketingEntryKey]: { file: 'assets/marketing-1.js', isEntry: true, imports: ['_check-link.js'] },
    '_check-link.js': { file: 'assets/check-link-1.js' },
    '_shell.js': { file: 'assets/shell-1.js' },
    '_parts.js': { file: 'assets/parts-1.js', imports: ['_shell.js'] },
  };
  for (const route of routes) {
    manifest[manifestKeyOfPage(route.page)] = {
      file: `assets/${route.page.split('/').at(-1)}.js`,
      imports: ['_parts.js'],
    };
  }
  return manifest;
}

const scriptsOf = (html: string) =>
  [...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
const modulePreloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]);

describe('pre-rendering the marketing pages', async () => {
  // Speed is the bench's business (`npm run bench -- designer`), not a timed test's.
  const pages = await prerenderPages(template);

  it('writes one HTML file per marketing route', () => {
    expect(pages).toHaveLength(46);
    expect(new Set(pages.map((p) => p.file)).size).toBe(46);
    expect(pages.find((p) => p.path === '/')?.file).toBe('index.html');
    expect(outputFileFor('/industries/spa')).toBe('industries/spa/index.html');
  });

  it('puts real content in each page: one h1, its title, its meta description, marked for hydration', () => {
    for (const page of pages) {
      const { html, path, head } = page;
      expect(html.match(/<h1[\s>]/g), path).toHaveLength(1);
      expect(h1Text(html).length, path).toBeGreaterThan(3);
      expect(html).toContain(`<div id="root" data-prerendered="${path}">`);
      expect(html).toContain(`<title>${head.title.replace(/&/g, '&amp;')}</title>`);
      expect(html).toContain(`<meta name="description" content="${head.description.replace(/&/g, '&amp;')}"`);
      expect(html).toContain('<main id="main"');
      expect(html).not.toContain('shell-noscript');
    }
    expect(new Set(pages.map((p) => p.head.title)).size, 'titles are unique').toBe(46);
    expect(new Set(pages.map((p) => p.head.description)).size, 'descriptions are unique').toBe(46);
  });

  it('names the h1 of the pages the issue lists', () => {
    const h1 = (path: string) => h1Text(pages.find((p) => p.path === path)?.html ?? '');
    expect(h1('/')).toBe('A website for your business, ready in minutes');
    expect(h1('/industries/barber-shop')).toBe('A barber shop website that keeps the chairs full');
    expect(h1('/industries')).toBe('Websites for every kind of service business');
    expect(h1('/github-to-website')).toBe('Turn your GitHub profile into a website');
    expect(h1('/google-ad-generator')).toBe('Google ad generator');
    expect(h1('/about')).toBe('About Sitewright');
  });

  it('escapes the head and adds the page’s chunks as modulepreload', () => {
    const html = fillTemplate(template, {
      path: '/about',
      head: { title: 'A & B', description: 'Say "hi"' },
      body: '<main id="main"><h1>About</h1></main>',
      preloads: ['assets/about-1.js'],
    });
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/about-1.js"></head>');
    expect(html).toContain('<title>A &amp; B</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot;"');
    expect(html).toContain('<meta property="og:title" content="A &amp; B"');
  });

  it('gives a free tool the app entry with its chunks and the page’s own as modulepreload (it hydrates)', async () => {
    const manifest = testManifest();
    const tool = (await prerenderPages(template, manifest)).find(
      (p) => p.path === '/business-name-generator',
    )!;
    expect(scriptsOf(tool.html)).toEqual(['/src/main.tsx']);
    expect(modulePreloadsOf(tool.html)).toEqual([
      'assets/shell-1.js',
      'assets/business-name-page.tsx.js',
      'assets/parts-1.js',
    ]);
    expect(entryPreloads(manifest)).toEqual(['assets/shell-1.js']);
  });

  it('gives every other page the islands entry instead: no app entry, no shell, no page chunk', async () => {
    const built = template.replace(
      '<script type="module" src="/src/main.tsx"></script>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/shell-1.css">',
    );
    const pages = await prerenderPages(built, testManifest(), {
      fonts: ['assets/figtree-1.woff2'],
      stylesheets: new Map([['assets/shell-1.css', 'body{color:red}']]),
    });
    const statics = pages.filter((p) => !p.path.endsWith('-generator'));
    expect(statics).toHaveLength(43);
    for (const page of statics) {
      expect(scriptsOf(page.html), page.path).toEqual(['/assets/marketing-1.js']);
      expect(modulePreloadsOf(page.html), page.path).toEqual(['assets/check-link-1.js']);
      // The stylesheet inline: the first paint waits on no second request.
      expect(page.html, page.path).toContain('<style>body{color:red}</style>');
      expect(page.html, page.path).not.toContain('rel="stylesheet"');
    }
    const tool = pages.find((p) => p.path === '/google-ad-generator')!;
    expect(tool.html).toContain('<link rel="stylesheet" crossorigin href="/assets/shell-1.css">');
    expect(scriptsOf(tool.html)).toEqual(['/assets/index-1.js']);
    for (const page of pages) {
      expect(page.html, page.path).toContain(
        '<link rel="preload" href="/assets/figtree-1.woff2" as="font" type="font/woff2" crossorigin>',
      );
    }
  });

  it('refuses a template it cannot fill', () => {
    expect(() =>
      fillTemplate('<html><head></head><body></body></html>', {
        path: '/',
        head: { title: 't', description: 'd' },
        body: '',
        preloads: [],
      }),
    ).toThrow(/<title>/);
  });
});
