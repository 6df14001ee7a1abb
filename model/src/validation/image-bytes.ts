/**
 * Reading an uploaded image's real type and size from its bytes, so a renamed file or a lying
 * Content-Type cannot slip past the spec §5 upload rules.
 */

export const sniffedImageTypes = ['jpeg', 'png', 'gif', 'webp', 'ico'] as const;
export type SniffedImageType = (typeof sniffedImageTypes)[number];

export interface ImageDimensions {
  width: number;
  height: number;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The image type given by the file's leading bytes ("magic numbers"), or `null` for anything else:
 * JPEG `FF D8 FF`; PNG `89 50 4E 47 0D 0A 1A 0A`; GIF `GIF87a`/`GIF89a`; WebP `RIFF····WEBP`;
 * ICO `00 00 01 00` followed by a non-zero image count (a cursor file, type 2, is not an icon).
 */
export function sniffImageType(bytes: Uint8Array): SniffedImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, pngSignature)) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, [0, 0, 1, 0]) && bytes.length >= 6 && (bytes[4] ?? 0) + (bytes[5] ?? 0) > 0)
    return 'ico';
  return null;
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function pngDimensions(bytes: Uint8Array): ImageDimensions | null {
  // The IHDR chunk always comes first: width and height are big-endian at offsets 16 and 20.
  if (bytes.length < 24 || !startsWith(bytes, ascii('IHDR'), 12)) return null;
  const data = view(bytes);
  return { width: data.getUint32(16), height: data.getUint32(20) };
}

function gifDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (bytes.length < 10) return null;
  const data = view(bytes);
  return { width: data.getUint16(6, true), height: data.getUint16(8, true) };
}

// Start-of-frame markers C0–CF carry the frame size, except C4 (DHT), C8 (JPG) and CC (DAC).
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegDimensions(bytes: Uint8Array): ImageDimensions | null {
  const data = view(bytes);
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan before any frame
    const segmentLength = data.getUint16(offset + 2);
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return null;
      return { width: data.getUint16(offset + 7), height: data.getUint16(offset + 5) };
    }
    offset += 2 + segmentLength;
  }
  return null;
}

function icoDimensions(bytes: Uint8Array): ImageDimensions | null {
  const data = view(bytes);
  const count = data.getUint16(4, true);
  if (bytes.length < 6 + count * 16) return null;
  let width = 0;
  let height = 0;
  for (let i = 0; i < count; i++) {
    const entry = 6 + i * 16;
    // A directory byte of 0 means 256 px or more; an embedded PNG then states its true size.
    let entryWidth = bytes[entry] || 256;
    let entryHeight = bytes[entry + 1] || 256;
    const imageOffset = data.getUint32(entry + 12, true);
    const embedded = bytes.subarray(imageOffset);
    if (startsWith(embedded, pngSignature)) {
      const size = pngDimensions(embedded);
      if (size === null) return null;
      entryWidth = size.width;
      entryHeight = size.height;
    }
    width = Math.max(width, entryWidth);
    height = Math.max(height, entryHeight);
  }
  return { width, height };
}

/**
 * Pixel size of a PNG, GIF, JPEG or ICO file read from its bytes; `null` when the type is not one of
 * these (WebP is not measured: no upload rule needs its size) or the header is truncated.
 * For an ICO file this is the largest image it holds.
 */
export function imageDimensions(bytes: Uint8Array): ImageDimensions | null {
  switch (sniffImageType(bytes)) {
    case 'png':
      return pngDimensions(bytes);
    case 'gif':
      return gifDimensions(bytes);
    case 'jpeg':
      return jpegDimensions(bytes);
    case 'ico':
      return icoDimensions(bytes);
    default:
      return null;
  }
}
