import { describe, expect, it } from 'vitest';
import { relativeCss, relativeHtml, relativeUrl } from './relative-links.ts';

const shared = { basePath: '/rosa/', depth: 0, formsOrigin: 'https://sites.example' };
const domain = { basePath: '/', depth: 0, formsOrigin: 'https://rosabakery.com' };

describe('relative links of an exported page', () => {
  it('makes the build’s own files, the home link and the pictures relative (shared origin)', () => {
    expect(relativeUrl('/rosa/assets/site.1a2b.css', shared)).toBe('assets/site.1a2b.css');
    expect(relativeUrl('/rosa/', shared)).toBe('index.html');
    expect(relativeUrl('/rosa', shared)).toBe('index.html');
    expect(relativeUrl('/rosa/#contact-1', shared)).toBe('index.html#contact-1');
    expect(relativeUrl('/rosa/about/', shared)).toBe('about/index.html');
    expect(relativeUrl('/_media/0123456789abcdef0123456789abcdef/960.jpg', shared)).toBe(
      'media/0123456789abcdef0123456789abcdef/960.jpg',
    );
  });

  it('does the same for a build made for a custom domain (base path /)', () => {
    expect(relativeUrl('/assets/site.1a2b.js', domain)).toBe('assets/site.1a2b.js');
    expect(relativeUrl('/', domain)).toBe('index.html');
    expect(relativeUrl('/fonts/inter.woff2', domain)).toBe('fonts/inter.woff2');
  });

  it('leaves absolute, protocol-relative, fragment and mail addresses alone; another handle’s path too', () => {
    for (const url of [
      'https://images.unsplash.com/x?w=480',
      '//cdn.example/x.js',
      '#main',
      'mailto:a@b.co',
      '/other/',
    ]) {
      expect(relativeUrl(url, shared)).toBe(url);
    }
  });

  it('makes the forms’ action absolute on the site’s own origin and reports it', () => {
    const { html, formsAction } = relativeHtml(
      '<form action="/_forms/w1/contact" method="post"></form>',
      shared,
    );
    expect(html).toBe('<form action="https://sites.example/_forms/w1/contact" method="post"></form>');
    expect(formsAction).toBe('https://sites.example/_forms/w1/contact');
  });

  it('rewrites every srcset candidate (React writes srcSet), inline url() and pages one folder down', () => {
    const page =
      '<source srcSet="/_media/aa/480.avif 480w,/_media/aa/960.avif 960w"/>' +
      '<div style="background-image:url(/rosa/assets/bg.svg)"></div><a href="/rosa/">Home</a>';
    expect(relativeHtml(page, { ...shared, depth: 1 }).html).toBe(
      '<source srcSet="../media/aa/480.avif 480w,../media/aa/960.avif 960w"/>' +
        '<div style="background-image:url(../assets/bg.svg)"></div><a href="../index.html">Home</a>',
    );
    expect(relativeHtml('<p>no form</p>', shared).formsAction).toBeNull();
  });

  it('makes the shared stylesheet, script, icon and fonts relative: /_assets/{hash}/ is assets/{hash}/ in the zip', () => {
    const hash = '0123456789abcdef0123456789abcdef';
    expect(relativeUrl(`/_assets/${hash}/site.css`, shared)).toBe(`assets/${hash}/site.css`);
    expect(relativeUrl(`/_assets/${hash}/site.js`, domain)).toBe(`assets/${hash}/site.js`);
    const page =
      `<link rel="icon" href="/_assets/${hash}/icon.svg" type="image/svg+xml"/>` +
      `<link rel="stylesheet" href="/_assets/${hash}/site.css"/><script defer="" src="/_assets/${hash}/site.js"></script>`;
    expect(relativeHtml(page, { ...shared, depth: 1 }).html).toBe(
      `<link rel="icon" href="../assets/${hash}/icon.svg" type="image/svg+xml"/>` +
        `<link rel="stylesheet" href="../assets/${hash}/site.css"/><script defer="" src="../assets/${hash}/site.js"></script>`,
    );
  });

  it('rewrites a shared stylesheet’s fonts from assets/{hash}/ (depth 2); a build’s own ../fonts/ stays', () => {
    const font = 'fedcba9876543210fedcba9876543210';
    const css =
      `@font-face{font-family:"Inter";src:url(/_assets/${font}/inter-latin-400-normal.woff2) format("woff2")}` +
      `.a{background:url("/_media/aa/480.jpg")}`;
    expect(relativeCss(css, { ...shared, depth: 2 })).toBe(
      `@font-face{font-family:"Inter";src:url(../../assets/${font}/inter-latin-400-normal.woff2) format("woff2")}` +
        `.a{background:url("../../media/aa/480.jpg")}`,
    );
    const own = '@font-face{src:url(../fonts/inter-latin-400-normal.woff2) format("woff2")}';
    expect(relativeCss(own, { ...shared, depth: 1 })).toBe(own);
  });
});
