import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { image, industry } from '@sitewright/model';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import {
  allBundledImages,
  bundledImageKinds,
  bundledImagesDir,
  bundledSiteImage,
  renderBundledImage,
} from './bundled/bundled-images.ts';
import { pictureSets } from './bundled/trade-art.ts';

const pictures = allBundledImages();

describe('bundled pictures', () => {
  it('cover all 30 industries of spec §2 and the sets drawn for other trades with an intro, a banner and three gallery pictures', () => {
    expect(industry.options).toHaveLength(30);
    expect(pictureSets).toEqual(expect.arrayContaining([...industry.options, 'pet-care', 'photography']));
    for (const set of pictureSets) {
      expect(pictures.filter((p) => p.set === set).map((p) => p.kind)).toEqual([...bundledImageKinds]);
    }
  });

  it.each(pictures.map((p) => [p.file, p] as const))(
    '%s is on disk as drawn, small and safe',
    async (file, picture) => {
      const svg = await readFile(path.join(bundledImagesDir, file), 'utf8');
      // Run `node --import tsx generator/src/images/bundled/write-bundled-images.ts` after changing a drawing.
      expect(svg).toBe(renderBundledImage(picture.set, picture.kind));
      expect((await stat(path.join(bundledImagesDir, file))).size).toBeLessThanOrEqual(4096);
      const $ = load(svg, { xml: true });
      expect($('svg').attr('viewBox')).toMatch(/^0 0 \d+ \d+$/);
      expect($('svg > title').text()).toBe(picture.description);
      expect(svg).not.toMatch(/<script|\son\w+=|href=|<foreignObject|url\((?!#)/i);
    },
  );

  it('parse as spec §3 images pointing at the app origin', () => {
    for (const picture of pictures) {
      const img = bundledSiteImage(picture, 'https://app.sitewright.example/');
      expect(image.parse(img)).toEqual(img);
      expect(img.provider).toBe('Custom');
      expect(new Set(img.urls.map((u) => u.url))).toEqual(
        new Set([`https://app.sitewright.example/assets/images/${picture.file}`]),
      );
      expect(img.urls.map((u) => u.type).sort()).toEqual(['full', 'raw', 'regular', 'small', 'thumbnail']);
    }
  });

  it('have alt text and tags that name their set', () => {
    for (const picture of pictures) {
      expect(picture.description).toMatch(/^Illustration of /);
      expect(picture.tags).toContain('illustration');
    }
    const intros = pictures.filter((p) => p.kind === 'intro').map((p) => p.description);
    expect(new Set(intros).size).toBe(pictureSets.length);
  });
});
