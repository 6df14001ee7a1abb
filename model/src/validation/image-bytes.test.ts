import { describe, expect, it } from 'vitest';
import {
  gifBytes,
  gifWithFrame,
  icoBytes,
  icoWithBitmap,
  jpegBytes,
  pngBytes,
  webpBytes,
} from './image-bytes.fixtures.ts';
import { imageDimensions, sniffImageType } from './image-bytes.ts';

const text = (s: string) => new TextEncoder().encode(s);

describe('spec §5 upload type judged from leading bytes', () => {
  it.each([
    ['jpeg', jpegBytes(10, 10)],
    ['png', pngBytes(10, 10)],
    ['gif', gifBytes(10, 10)],
    ['gif', Uint8Array.from([...text('GIF87a'), 1, 0, 1, 0])],
    ['webp', webpBytes(10, 10)],
    ['ico', icoBytes([{ width: 16, height: 16 }])],
  ])('recognises %s', (type, bytes) => {
    expect(sniffImageType(bytes)).toBe(type);
  });

  it.each([
    ['empty file', new Uint8Array()],
    ['text renamed .png', text('hello, this is not an image')],
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['PDF', text('%PDF-1.7')],
    ['RIFF that is not WebP (WAV)', text('RIFF\0\0\0\0WAVEfmt ')],
    ['cursor file (ICO type 2)', Uint8Array.from([0, 0, 2, 0, 1, 0])],
    ['ICO header with zero images', Uint8Array.from([0, 0, 1, 0, 0, 0])],
    ['truncated PNG signature', pngBytes(1, 1).subarray(0, 5)],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffImageType(bytes)).toBeNull();
  });
});

describe('spec §5 image dimensions read from the bytes', () => {
  it.each([
    ['png', pngBytes(640, 480), { width: 640, height: 480 }],
    ['gif', gifBytes(300, 200), { width: 300, height: 200 }],
    ['jpeg after an APP0 segment', jpegBytes(1024, 768), { width: 1024, height: 768 }],
    [
      'ico: largest directory entry',
      icoBytes([
        { width: 16, height: 16 },
        { width: 48, height: 32 },
      ]),
      { width: 48, height: 32 },
    ],
    ['ico: directory 0 means 256', icoBytes([{ width: 256, height: 256 }]), { width: 256, height: 256 }],
    [
      'ico: embedded PNG states its size',
      icoBytes([{ width: 1024, height: 1024, png: true }]),
      { width: 1024, height: 1024 },
    ],
    ['webp lossy (VP8)', webpBytes(1600, 900), { width: 1600, height: 900 }],
    ['webp lossy at its 16383 px maximum', webpBytes(16383, 16383), { width: 16383, height: 16383 }],
    ['webp lossless (VP8L)', webpBytes(640, 480, 'VP8L'), { width: 640, height: 480 }],
    ['webp lossless at its 16384 px maximum', webpBytes(16384, 1, 'VP8L'), { width: 16384, height: 1 }],
    ['webp extended (VP8X canvas)', webpBytes(2000, 1125, 'VP8X'), { width: 2000, height: 1125 }],
    [
      'gif: a first frame larger than the logical screen',
      gifWithFrame({ width: 1, height: 1 }, { width: 30000, height: 20 }),
      { width: 30000, height: 20 },
    ],
    [
      'gif: a frame inside the screen',
      gifWithFrame({ width: 300, height: 200 }, { width: 10, height: 10 }),
      { width: 300, height: 200 },
    ],
    [
      'ico: a bitmap whose own header is larger than its directory entry',
      icoWithBitmap(4000, 3000),
      { width: 4000, height: 3000 },
    ],
  ])('%s', (_name, bytes, size) => {
    expect(imageDimensions(bytes)).toEqual(size);
  });

  // The pixel bomb of every accepted format, as a header only: 20000 x 20000 is 400 megapixels.
  // Lossy and lossless WebP cannot say more than 16383 / 16384 px a side; the extended format can.
  it.each([
    ['png', pngBytes(20000, 20000)],
    ['gif', gifBytes(20000, 20000)],
    ['gif (its first frame)', gifWithFrame({ width: 1, height: 1 }, { width: 20000, height: 20000 })],
    ['jpeg', jpegBytes(20000, 20000)],
    ['webp (VP8X)', webpBytes(20000, 20000, 'VP8X')],
    ['ico (embedded png)', icoBytes([{ width: 20000, height: 20000, png: true }])],
    ['ico (bitmap header)', icoWithBitmap(20000, 20000)],
  ])('reads 20000 x 20000 from a %s header', (_name, bytes) => {
    expect(imageDimensions(bytes)).toEqual({ width: 20000, height: 20000 });
  });

  it.each([
    ['webp cut before its frame header', webpBytes(10, 10).subarray(0, 26)],
    ['webp lossy without its start code', Uint8Array.from([...webpBytes(10, 10)].fill(0, 23, 26))],
    ['webp lossless without its signature', Uint8Array.from([...webpBytes(10, 10, 'VP8L')].fill(0, 20, 21))],
    [
      'webp with an unknown chunk',
      Uint8Array.from([...text('RIFF'), 0, 0, 0, 0, ...text('WEBPALPH'), 0, 0, 0, 0]),
    ],
    ['png cut before IHDR', pngBytes(10, 10).subarray(0, 20)],
    ['jpeg cut before the frame header', jpegBytes(10, 10).subarray(0, 22)],
    ['ico whose directory is cut', icoBytes([{ width: 16, height: 16 }]).subarray(0, 12)],
    ['not an image', text('plain text')],
  ])('returns null for %s', (_name, bytes) => {
    expect(imageDimensions(bytes)).toBeNull();
  });
});
