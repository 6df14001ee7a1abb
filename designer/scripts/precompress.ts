/**
 * Build step 3 (after `prerender.ts`): writes `<file>.br` (brotli, quality 11) and `<file>.gz`
 * (gzip, level 9) beside every text file of `dist/` — the hashed bundles, the stylesheets, the
 * HTML pages, the SVGs — so the api sends them compressed without compressing per request
 * (`api/src/http/precompressed.ts`). A copy that would not be smaller is not written. Source maps
 * are left alone: they are never served.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The file kinds the api serves precompressed (`compressibleExtensions` there). */
const compressible = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml']);

/** Compresses every text file under `dist`; returns how many copies it wrote. */
export async function precompress(dist: string): Promise<number> {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && compressible.has(path.extname(e.name)))
    .map((e) => path.join(e.parentPath, e.name))
    // The server's manifest and Vite's own are read on the server, never sent.
    .filter(
      (file) => !file.endsWith('server-manifest.json') && !file.includes(`${path.sep}.vite${path.sep}`),
    );
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      const copies: [string, Buffer][] = [
        [
          '.br',
          await brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        ],
        ['.gz', await gzipAsync(source, { level: constants.Z_BEST_COMPRESSION })],
      ];
      for (const [suffix, bytes] of copies) {
        if (bytes.length < source.length) {
          await writeFile(file + suffix, bytes);
          written++;
        } else {
          await rm(file + suffix, { force: true });
        }
      }
    }),
  );
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  const started = performance.now();
  const written = await precompress(dist);
  console.log(
    `Precompressed dist/: ${written} .br/.gz copies in ${Math.round(performance.now() - started)} ms.`,
  );
}
