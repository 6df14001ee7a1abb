import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JourneyApi, startApi } from '../support/app-journey.ts';
import { chromiumMissingReason, launchChromium } from '../support/browser.ts';
import { ensureDesignerBuilt } from './designer-build.ts';
import {
  examples,
  expectedFiles,
  filesInFolder,
  makeMarketingPictures,
  type PictureEntry,
  picturesDir,
  picturesIndex,
} from './marketing-pictures.ts';

/**
 * `node scripts/marketing-pictures.mjs` sets this to `write`: the suite then makes the pictures anew
 * before checking them; `designer` (`… --designer-only`) shoots only the designer anew.
 */
const mode = process.env.SITEWRIGHT_MARKETING_PICTURES;
const write = mode === 'write' || mode === 'designer';

describe.runIf(write)('making the marketing pictures (node scripts/marketing-pictures.mjs)', () => {
  let api: JourneyApi;
  let browser: Browser;
  beforeAll(async () => {
    const reason = chromiumMissingReason();
    if (reason) throw new Error(reason);
    ensureDesignerBuilt();
    [api, browser] = await Promise.all([startApi(), launchChromium()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await api?.stop();
  });

  it('publishes the example sites, opens the designer, and writes every picture', async () => {
    const entries = await makeMarketingPictures(api, browser, { designerOnly: mode === 'designer' });
    expect(entries.map((entry) => entry.name)).toEqual(['designer', ...examples.map((e) => e.name)]);
  }, 600_000);
});

describe('the marketing pictures (real renders of the product, committed)', () => {
  let entries: readonly PictureEntry[] = [];
  // Read once the write mode (above) has run: it rewrites the index.
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
