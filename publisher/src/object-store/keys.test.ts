import { describe, expect, it } from 'vitest';
import {
  assertSafePrefix,
  buildFileKey,
  buildPrefix,
  isBuildFileKey,
  isSafeKey,
  mediaKey,
  mediaPath,
  mediaSourceKey,
  sharedAssetKey,
} from './keys.ts';
import { InvalidObjectKey } from './object-store.ts';

describe('object keys', () => {
  it.each(['sites/a/b/index.html', 'sitemaps/v1-index.xml', 'a', 'x_y~z-1.2'])('accepts %j', (key) => {
    expect(isSafeKey(key)).toBe(true);
  });
  it.each([
    '',
    '/a',
    'a/',
    'a//b',
    '.a',
    'a/.b',
    'a/../b',
    'a/b..c',
    'a\\b',
    'a b',
    'a%2fb',
    'é',
    'x'.repeat(1025),
  ])('refuses %j', (key) => {
    expect(isSafeKey(key)).toBe(false);
  });
  it('builds the immutable build layout and refuses bad build ids', () => {
    expect(buildPrefix('joes', 'b7')).toBe('sites/joes/b7/');
    expect(buildFileKey('joes', 'b7', 'assets/site.css')).toBe('sites/joes/b7/assets/site.css');
    expect(() => buildPrefix('joes', '../x')).toThrow(InvalidObjectKey);
    expect(() => buildFileKey('joes', 'b7', '../../x')).toThrow(InvalidObjectKey);
  });
  it('tells build files from in-place keys', () => {
    expect(isBuildFileKey('sites/joes/b7/index.html')).toBe(true);
    expect(isBuildFileKey('sites/joes/index.html')).toBe(false);
    expect(isBuildFileKey('sitemaps/v1-index.xml')).toBe(false);
  });
  it('accepts only folder-like prefixes', () => {
    expect(assertSafePrefix('')).toBe('');
    expect(assertSafePrefix('sites/a/')).toBe('sites/a/');
    expect(() => assertSafePrefix('sites/a')).toThrow(InvalidObjectKey);
    expect(() => assertSafePrefix('../')).toThrow(InvalidObjectKey);
  });
  it('lays out the shared media prefix: media/{hash}/{file}, served at /_media/{hash}/{file}', () => {
    const hash = '0123456789abcdef0123456789abcdef';
    expect(mediaKey(hash, '480.avif')).toBe(`media/${hash}/480.avif`);
    expect(mediaKey(hash, 'image.svg')).toBe(`media/${hash}/image.svg`);
    expect(mediaKey(hash, 'manifest.json')).toBe(`media/${hash}/manifest.json`);
    expect(mediaPath(hash, '2400.jpg')).toBe(`/_media/${hash}/2400.jpg`);
    expect(mediaSourceKey(hash)).toBe(`media/sources/${hash}.json`);
    for (const [h, file] of [
      [hash, '480.html'],
      [hash, '../480.avif'],
      [hash, 'x.avif'],
      [hash.slice(1), '480.avif'],
      [hash.toUpperCase(), '480.avif'],
      ['sources', '480.avif'],
    ] as const) {
      expect(() => mediaKey(h, file)).toThrow(InvalidObjectKey);
    }
    expect(() => mediaSourceKey('../x')).toThrow(InvalidObjectKey);
  });

  it('keys a shared asset (`_assets/{hash}/{name}`) under assets/, and refuses any other path', () => {
    const h = '0123456789abcdef0123456789abcdef';
    for (const name of ['site.css', 'site.js', 'icon.svg', 'inter-latin-400-normal.woff2']) {
      expect(sharedAssetKey(`_assets/${h}/${name}`)).toBe(`assets/${h}/${name}`);
    }
    for (const path of [
      `assets/${h}/site.css`,
      `_assets/${h.slice(1)}/site.css`,
      `_assets/${h}/site.html`,
      `_assets/${h}/Site.css`,
      `_assets/${h}/a..css`,
      `_assets/${h}/x/site.css`,
      `_media/${h}/480.avif`,
    ]) {
      expect(() => sharedAssetKey(path)).toThrow(InvalidObjectKey);
    }
  });
});
