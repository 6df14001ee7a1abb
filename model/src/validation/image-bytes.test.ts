import { describe, expect, it } from 'vitest';
import { gifBytes, icoBytes, jpegBytes, pngBytes, webpBytes } from './image-bytes.fixtures.ts';
import { imageDimensions, sniffImageType } from './image-bytes.ts';

const text = (s: string) => new TextEncoder().encode(s);

describe('spec §5 upload type judged from leading bytes', () => {
  it.each([
    ['jpeg', jpegBytes(10, 10)],
    ['png', pngBytes(10, 10)],
    ['gif', gifBytes(10, 10)],
    ['gif', Uint8Array.from([...text('GIF87a'), 1, 0, 1, 0])],
    ['webp', webpBytes()],
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
  ])('%s', (_name, bytes, size) => {
    expect(imageDimensions(bytes)).toEqual(size);
  });

  it.each([
    ['webp (not measured)', webpBytes()],
    ['png cut before IHDR', pngBytes(10, 10).subarray(0, 20)],
    ['jpeg cut before the frame header', jpegBytes(10, 10).subarray(0, 22)],
    ['ico whose directory is cut', icoBytes([{ width: 16, height: 16 }]).subarray(0, 12)],
    ['not an image', text('plain text')],
  ])('returns null for %s', (_name, bytes) => {
    expect(imageDimensions(bytes)).toBeNull();
  });
});
