import { stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  examples,
  expectedFiles,
  filesInFolder,
  type PictureEntry,
  picturesDir,
  picturesIndex,
} from './marketing-pictures.ts';

describe('the marketing pictures (real renders of the product, committed)', () => {
  let entries: readonly PictureEntry[] = [];
  // Read fresh: `node scripts/marketing-pictures.mjs` runs these checks right after rewriting the index.
  beforeAll(async () => {
    entries = ((await import(`${picturesIndex}?t=${Date.now()}`)) as { pictures: PictureEntry[] }).pictures;
  });

  it('lists the designer and an example site of each of the four trades, each with its alt text', () => {
    expect(entries.map((entry) => entry.name)).toEqual(['designer', ...examples.map((e) => e.name)]);
    for (const entry of entries) expect(entry.alt.length, entry.name).toBeGreaterThan(20);
  });

  it('has exactly the files the index names, AVIF and WebP at each width, each small', async () => {
    expect(await filesInFolder()).toEqual(expectedFiles(entries));
    for (const entry of entries) {
      for (const width of entry.widths) {
        for (const format of ['avif', 'webp'] as const) {
          const file = path.join(picturesDir, `${entry.name}-${width}.${format}`);
          const meta = await sharp(file).metadata();
          expect(meta.format === 'heif' ? 'avif' : meta.format, file).toBe(format);
          expect(meta.width, file).toBe(width);
          expect(Math.abs(meta.height! - (entry.height * width) / entry.width), file).toBeLessThanOrEqual(1);
          // A few tens of KB at most: the largest is the designer at 1440 px.
          expect((await stat(file)).size, file).toBeLessThanOrEqual(90_000);
        }
      }
    }
  });
});
