import { describe, expect, it } from 'vitest';
import {
  gifBytes,
  gifWithFrame,
  icoBytes,
  icoWithBitmap,
  jpegBytes,
  padTo,
  pngBytes,
  webpBytes,
} from './image-bytes.fixtures.ts';
import { validateImageCount, validateUpload } from './upload.ts';

const MB = 1024 * 1024;

describe('spec §5 upload rules', () => {
  it.each([
    ['image: jpg', 'image', jpegBytes(2000, 1500), 'image/jpeg'],
    ['image: png', 'image', pngBytes(2000, 2000), 'image/png'],
    ['image: gif', 'image', gifBytes(100, 100), 'image/gif'],
    ['image: webp', 'image', webpBytes(2000, 1500), 'image/webp'],
    ['image: 50 megapixels exactly (10000 x 5000)', 'image', jpegBytes(10000, 5000), 'image/jpeg'],
    ['image: 16384 px wide within 50 megapixels', 'image', pngBytes(16384, 2441), 'image/png'],
    ['logo: 16384 x 1 png', 'logo', pngBytes(16384, 1), 'image/png'],
    ['image: exactly 15 MB', 'image', padTo(pngBytes(10, 10), 15 * MB), 'image/png'],
    ['logo: png', 'logo', pngBytes(400, 100), 'image/png'],
    ['logo: jpeg', 'logo', jpegBytes(400, 100), 'image/jpeg'],
    ['logo: exactly 2 MB', 'logo', padTo(gifBytes(10, 10), 2 * MB), 'image/gif'],
    ['browser icon: ico', 'browserIcon', icoBytes([{ width: 32, height: 32 }]), 'image/x-icon'],
    ['browser icon: 512 x 512 png', 'browserIcon', pngBytes(512, 512), 'image/png'],
  ] as const)('accepts %s', (_rule, kind, bytes, mimeType) => {
    const result = validateUpload(kind, bytes);
    expect(result.ok && result.value.mimeType).toBe(mimeType);
  });

  it.each([
    [
      'image: ico is not an image upload type',
      'image',
      icoBytes([{ width: 32, height: 32 }]),
      'Invalid file type.',
    ],
    ['image: text file', 'image', new TextEncoder().encode('not an image'), 'Invalid file type.'],
    [
      'image: over 15 MB',
      'image',
      padTo(pngBytes(10, 10), 15 * MB + 1),
      'File is too large. The maximum is 15 MB.',
    ],
    [
      'logo: webp is not a logo type',
      'logo',
      webpBytes(10, 10),
      'Invalid file type. Allowed: png, gif, jpeg, jpg.',
    ],
    [
      'logo: over 2 MB',
      'logo',
      padTo(pngBytes(10, 10), 2 * MB + 1),
      'File is too large. The maximum is 2 MB.',
    ],
    ['browser icon: over 2 MB', 'browserIcon', padTo(pngBytes(10, 10), 2 * MB + 1), 'File is too large.'],
    [
      'browser icon: 513 px wide',
      'browserIcon',
      pngBytes(513, 512),
      'Browser icon must be at most 512 x 512 px.',
    ],
    [
      'browser icon: 513 px high',
      'browserIcon',
      gifBytes(16, 513),
      'Browser icon must be at most 512 x 512 px.',
    ],
    [
      'browser icon: ico holding a 1024 px png',
      'browserIcon',
      icoBytes([{ width: 1024, height: 1024, png: true }]),
      'at most 512',
    ],
    ['browser icon: unreadable size', 'browserIcon', jpegBytes(10, 10).subarray(0, 22), 'could not be read'],
  ] as const)('refuses %s', (_rule, kind, bytes, message) => {
    const result = validateUpload(kind, bytes);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(message);
  });
});

// Decided limit (README): every kind, read from the header; 50 megapixels and 16384 px on a side.
const tooManyPixels = 'Image dimensions are too large. The maximum is 50 megapixels and 16384 px on a side.';
const unreadable = 'This image could not be read. Please choose another file.';

describe('pixel limit on every upload kind, read from the header', () => {
  it.each([
    ['image: 20000 x 20000 png', 'image', pngBytes(20000, 20000), tooManyPixels],
    ['image: 20000 x 20000 jpeg', 'image', jpegBytes(20000, 20000), tooManyPixels],
    ['image: 20000 x 20000 gif', 'image', gifBytes(20000, 20000), tooManyPixels],
    [
      'image: gif with a 1 x 1 screen and a 20000 x 20000 frame',
      'image',
      gifWithFrame({ width: 1, height: 1 }, { width: 20000, height: 20000 }),
      tooManyPixels,
    ],
    ['image: 20000 x 20000 webp (VP8X)', 'image', webpBytes(20000, 20000, 'VP8X'), tooManyPixels],
    ['image: 16383 x 16383 webp (VP8)', 'image', webpBytes(16383, 16383), tooManyPixels],
    ['image: 50 megapixels and one row (10000 x 5001)', 'image', jpegBytes(10000, 5001), tooManyPixels],
    ['image: 16385 px wide, few pixels', 'image', pngBytes(16385, 1), tooManyPixels],
    ['image: 16385 px high, few pixels', 'image', gifBytes(1, 16385), tooManyPixels],
    ['logo: 20000 x 20000 png', 'logo', pngBytes(20000, 20000), tooManyPixels],
    ['logo: 20000 x 20000 jpeg', 'logo', jpegBytes(20000, 20000), tooManyPixels],
    ['logo: 20000 x 20000 gif', 'logo', gifBytes(20000, 20000), tooManyPixels],
    // The browser icon's own 512 x 512 comes first.
    [
      'browser icon: 20000 x 20000 ico',
      'browserIcon',
      icoBytes([{ width: 20000, height: 20000, png: true }]),
      'Browser icon must be at most 512 x 512 px.',
    ],
    [
      'browser icon: ico whose bitmap header says 20000 x 20000',
      'browserIcon',
      icoWithBitmap(20000, 20000),
      'Browser icon must be at most 512 x 512 px.',
    ],
    ['image: webp cut before its size', 'image', webpBytes(10, 10).subarray(0, 26), unreadable],
    ['image: jpeg without a frame header', 'image', jpegBytes(10, 10).subarray(0, 22), unreadable],
    ['logo: png cut before IHDR', 'logo', pngBytes(10, 10).subarray(0, 20), unreadable],
    ['image: a png saying 0 x 0', 'image', pngBytes(0, 0), unreadable],
  ] as const)('refuses %s', (_rule, kind, bytes, message) => {
    expect(validateUpload(kind, bytes)).toEqual({ ok: false, message });
  });

  it('answers the pixel size it read', () => {
    expect(validateUpload('image', webpBytes(2000, 1125, 'VP8X'))).toEqual({
      ok: true,
      value: { type: 'webp', mimeType: 'image/webp', dimensions: { width: 2000, height: 1125 } },
    });
  });
});

describe('spec §8/§9 maximum uploaded images (70 per website)', () => {
  it('accepts the 70th image', () => {
    expect(validateImageCount(69)).toEqual({ ok: true, value: 1 });
  });
  it('refuses the 71st image', () => {
    expect(validateImageCount(70)).toEqual({ ok: false, message: 'Maximum uploaded images reached.' });
  });
});
