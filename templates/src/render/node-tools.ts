import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build, transform } from 'esbuild';
import type { ClientScript } from '../section-template.ts';

/**
 * The Node-only tools of `renderSite`: esbuild (minify the CSS, bundle the visitor scripts),
 * SHA-256 content hashes and reading font files from node_modules. `render-site.ts` imports this
 * file lazily, so a browser bundle of the templates (the designer) never pulls esbuild in.
 * Results are cached in memory: a site re-rendered with the same theme and sections costs no
 * esbuild call at all.
 */

/** UTF-8 bytes of a text file (Buffer's encoder is the fastest Node has for large strings). */
export function utf8(text: string): Uint8Array {
  return Buffer.from(text, 'utf8');
}

/** UTF-8 bytes of texts written one after another, without first joining them into one string. */
export function utf8Concat(texts: readonly string[]): Uint8Array {
  const bytes = Buffer.allocUnsafe(texts.reduce((n, t) => n + Buffer.byteLength(t, 'utf8'), 0));
  let offset = 0;
  for (const text of texts) offset += bytes.write(text, offset, 'utf8');
  return bytes;
}

/** The first 8 hex digits of the SHA-256 of `contents`: the `<hash>` of `site.<hash>.css`. */
export function contentHash(contents: string | Uint8Array): string {
  return createHash('sha256').update(contents).digest('hex').slice(0, 8);
}

/**
 * The first 32 hex digits (128 bits) of the SHA-256 of `contents`: the address of a shared asset
 * (`_assets/<hash>/<name>`), long enough that two different files never meet under one.
 */
export function contentAddress(contents: Uint8Array): string {
  return createHash('sha256').update(contents).digest('hex').slice(0, 32);
}

/** The base64 SHA-256 of a text's UTF-8 bytes: a CSP source `'sha256-…'` for an inline script. */
export function sha256Base64(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

/** A small cache that forgets its oldest entries, so a long-running worker's memory stays flat. */
function boundedCache<V>(limit: number) {
  const entries = new Map<string, V>();
  return {
    get: (key: string) => entries.get(key),
    delete: (key: string) => entries.delete(key),
    set(key: string, value: V) {
      entries.set(key, value);
      if (entries.size > limit) entries.delete(entries.keys().next().value as string);
    },
  };
}

const cssCache = boundedCache<Promise<string>>(200);

/** The stylesheet minified by esbuild (cached by its source). */
export function minifyCss(css: string): Promise<string> {
  const cached = cssCache.get(css);
  if (cached) return cached;
  const result = transform(css, { loader: 'css', minify: true, legalComments: 'none' }).then((r) => r.code);
  cssCache.set(css, result);
  result.catch(() => cssCache.delete(css)); // a failure is not remembered
  return result;
}

const clientDir = fileURLToPath(new URL('../client/', import.meta.url));
const bundleCache = new Map<string, Promise<string>>();

/**
 * One minified IIFE holding the given visitor scripts (`client/<name>.ts`), for ES2019 browsers.
 * Cached per script set: there are at most 2^5 sets.
 */
export function bundleClientScripts(scripts: readonly ClientScript[]): Promise<string> {
  const names = [...new Set(scripts)].sort();
  const key = names.join(',');
  const cached = bundleCache.get(key);
  if (cached) return cached;
  const result = build({
    stdin: {
      contents: names.map((name) => `import './${name}.ts';`).join('\n'),
      resolveDir: clientDir,
      sourcefile: 'site-scripts.ts',
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2019',
    platform: 'browser',
    legalComments: 'none',
    write: false,
  }).then((r) => r.outputFiles[0]?.text ?? '');
  bundleCache.set(key, result);
  result.catch(() => bundleCache.delete(key));
  return result;
}

const requireFromHere = createRequire(import.meta.url);
const fontCache = new Map<string, Promise<Uint8Array>>();

/** A woff2 file of an @fontsource package, e.g. `inter-latin-400-normal.woff2` from `@fontsource/inter`. */
export function readFontFile(packageId: string, file: string): Promise<Uint8Array> {
  const key = `${packageId}/${file}`;
  let cached = fontCache.get(key);
  if (!cached) {
    cached = readFile(requireFromHere.resolve(`@fontsource/${packageId}/files/${file}`)).then(
      (b) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength),
    );
    fontCache.set(key, cached);
    cached.catch(() => fontCache.delete(key));
  }
  return cached;
}
