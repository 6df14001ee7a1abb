import { describe, expect, it } from 'vitest';
import { cacheControlFor, contentTypeFor, isCompressible, isContentHashed } from './content-headers.ts';

describe('content headers', () => {
  it.each([
    ['sites/a/b/index.html', 'text/html; charset=utf-8'],
    ['x/site.0123abcd.css', 'text/css; charset=utf-8'],
    ['x/app.js', 'text/javascript; charset=utf-8'],
    ['x/LOGO.PNG', 'image/png'],
    ['x/font.woff2', 'font/woff2'],
    ['sitemaps/v1-index.xml', 'application/xml; charset=utf-8'],
    ['x/no-extension', 'application/octet-stream'],
    ['x/.hidden', 'application/octet-stream'],
  ])('%s is %s', (key, type) => {
    expect(contentTypeFor(key)).toBe(type);
  });

  it('treats only content-hashed names as immutable', () => {
    expect(isContentHashed('assets/site.0123abcd.css')).toBe(true);
    expect(isContentHashed('assets/app.QWERTY23.js')).toBe(true);
    expect(isContentHashed('assets/site.css')).toBe(false);
    expect(isContentHashed('photo.original.png')).toBe(false);
    expect(isContentHashed('assets.0123abcd/site.css')).toBe(false);
    // A shared asset: its folder is its 128-bit hash.
    expect(isContentHashed('assets/0123456789abcdef0123456789abcdef/site.css')).toBe(true);
    expect(cacheControlFor('assets/0123456789abcdef0123456789abcdef/inter-latin-400-normal.woff2')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(isContentHashed('sites/rosa/b1/assets/0123456789abcdef0123456789abcdef/site.css')).toBe(false);
    expect(isContentHashed('assets/0123456789abcdef/site.css')).toBe(false);
    expect(cacheControlFor('assets/site.0123abcd.css')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('index.html')).toBe('public, max-age=0, must-revalidate');
    expect(cacheControlFor('logo.png')).toBe('public, max-age=0, must-revalidate');
  });

  it('compresses text, not images or fonts', () => {
    expect(isCompressible('text/html; charset=utf-8')).toBe(true);
    expect(isCompressible('image/svg+xml; charset=utf-8')).toBe(true);
    expect(isCompressible('application/json')).toBe(true);
    expect(isCompressible('image/png')).toBe(false);
    expect(isCompressible('font/woff2')).toBe(false);
  });
});
