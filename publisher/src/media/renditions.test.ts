import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeRenditions, maxInputPixels, UnusableImage, widthsFor } from './renditions.ts';
import { testPhoto, testSvg } from './test-pictures.ts';

describe('makeRenditions (real sharp)', () => {
  it('makes a 1600×1200 photo at 480, 720, 960 and 1600 px in AVIF, WebP and JPEG; the smallest ≤ 1/3 of the largest', async () => {
    const { manifest, files } = await makeRenditions(await testPhoto(1600, 1200));
    expect(manifest).toMatchObject({
      width: 1600,
      height: 1200,
      widths: [480, 720, 960, 1600],
      fallback: 'jpg',
    });
    expect(files.map((f) => f.name).sort()).toEqual(
      ['480', '720', '960', '1600'].flatMap((w) => [`${w}.avif`, `${w}.jpg`, `${w}.webp`]).sort(),
    );
    for (const file of files) {
      const meta = await sharp(file.body).metadata();
      const width = Number(file.name.split('.')[0]);
      expect([meta.width, meta.height]).toEqual([width, (width * 3) / 4]);
      expect(meta.format).toBe(
        file.name.endsWith('.avif') ? 'heif' : file.name.endsWith('.jpg') ? 'jpeg' : 'webp',
      );
    }
    const bytes = files.map((f) => f.body.length);
    const smallest = Math.min(...bytes);
    const largest = Math.max(...bytes);
    console.info(`1600×1200 renditions, bytes: ${files.map((f) => `${f.name} ${f.body.length}`).join(', ')}`);
    expect(smallest * 3).toBeLessThanOrEqual(largest);
    // Every format at 480 px is far under its own 1600 px file.
    for (const ext of ['avif', 'webp', 'jpg']) {
      const size = (w: number) => files.find((f) => f.name === `${w}.${ext}`)?.body.length ?? 0;
      expect(size(480) * 3).toBeLessThanOrEqual(size(1600));
    }
  });

  it('never makes a rendition wider than the original', () => {
    expect(widthsFor(3000)).toEqual([480, 720, 960, 1600, 2400]);
    expect(widthsFor(2400)).toEqual([480, 720, 960, 1600, 2400]);
    expect(widthsFor(1000)).toEqual([480, 720, 960, 1000]);
    expect(widthsFor(300)).toEqual([300]);
  });

  it('keeps a transparent picture transparent: PNG fallback', async () => {
    const png = await sharp({
      create: { width: 600, height: 300, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const { manifest, files } = await makeRenditions(png);
    expect(manifest).toMatchObject({ width: 600, height: 300, widths: [480, 600], fallback: 'png' });
    expect(files.map((f) => f.name)).toContain('600.png');
  });

  it('keeps an SVG as it is, with its size', async () => {
    const svg = testSvg('#0f766e');
    const { manifest, files } = await makeRenditions(svg);
    expect(manifest).toMatchObject({ width: 1200, height: 800, widths: [], fallback: 'svg' });
    expect(files).toEqual([{ name: 'image.svg', contentType: 'image/svg+xml; charset=utf-8', body: svg }]);
  });

  it('refuses a source over 50 megapixels before decoding it, and one that is not an image', async () => {
    expect(maxInputPixels).toBe(50_000_000);
    const huge = await sharp({ create: { width: 8000, height: 6500, channels: 3, background: '#808080' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    await expect(makeRenditions(huge)).rejects.toThrow(UnusableImage);
    await expect(makeRenditions(huge)).rejects.toThrow('8000 × 6500 px is over the 50 megapixel limit');
    await expect(makeRenditions(Buffer.from('not a picture'))).rejects.toThrow(UnusableImage);
  });
});
