/**
 * Build step 2b (end of `prerender.ts`): `dist/server-manifest.json`, what the api needs to know of
 * this build and may not import from the designer (ARCHITECTURE "may import"):
 * - `routes`: the routes table's path patterns (`src/routes.ts`, the one definition), so the api
 *   answers 404 for a path that is no page of the app;
 * - `inlineScriptHashes`: the CSP source of every inline `<script>` in the built HTML (the "JavaScript
 *   is on" marker of `index.html`), so the api's `script-src` allows exactly these and no others.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Every `.html` file under `dir`. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The CSP hash sources of the executable inline scripts of `html` (no `src`, not a data block). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue; // JSON, JSON-LD: not run
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** Writes `dist/server-manifest.json`; returns what it wrote. */
export async function writeServerManifest(
  dist: string,
  routes: readonly string[],
): Promise<{ routes: string[]; inlineScriptHashes: string[] }> {
  const hashes = new Set<string>();
  for (const file of await htmlFiles(dist)) {
    for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
  }
  const manifest = { routes: [...routes], inlineScriptHashes: [...hashes].sort() };
  await writeFile(path.join(dist, 'server-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
