import { describe, expect, it } from 'vitest';
import { gifBytes, icoBytes, jpegBytes, padTo, pngBytes, webpBytes } from './image-bytes.fixtures.ts';
import { validateImageCount, validateUpload } from './upload.ts';

const MB = 1024 * 1024;

describe('spec §5 upload rules', () => {
  it.each([
    ['image: jpg', 'image', jpegBytes(2000, 1500), 'image/jpeg'],
    ['image: png', 'image', pngBytes(2000, 2000), 'image/png'],
    ['image: gif', 'image', gifBytes(100, 100), 'image/gif'],
    ['image: webp', 'image', webpBytes(), 'image/webp'],
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
      webpBytes(),
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

describe('spec §8/§9 maximum uploaded images (70 per website)', () => {
  it('accepts the 70th image', () => {
    expect(validateImageCount(69)).toEqual({ ok: true, value: 1 });
  });
  it('refuses the 71st image', () => {
    expect(validateImageCount(70)).toEqual({ ok: false, message: 'Maximum uploaded images reached.' });
  });
});
