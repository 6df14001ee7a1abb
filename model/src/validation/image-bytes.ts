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

/** The first image descriptor's far corner (left + width, top + height), or null when none is read. */
function gifFirstFrameExtent(bytes: Uint8Array): ImageDimensions | null {
  const data = view(bytes);
  const flags = bytes[10] ?? 0;
  // A global colour table of 3 x 2^(n+1) bytes follows the 13-byte header when bit 7 is set.
  let offset = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  while (offset < bytes.length) {
    const block = bytes[offset];
    if (block === 0x2c) {
      if (offset + 9 > bytes.length) return null;
      return {
        width: data.getUint16(offset + 1, true) + data.getUint16(offset + 5, true),
        height: data.getUint16(offset + 3, true) + data.getUint16(offset + 7, true),
      };
    }
    if (block !== 0x21) return null; // the trailer, or bytes browsers stop at
    offset += 2; // introducer and label, then data sub-blocks until an empty one
    while (offset < bytes.length && bytes[offset] !== 0) offset += 1 + (bytes[offset] ?? 0);
    offset += 1;
  }
  return null;
}

function gifDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (bytes.length < 10) return null;
  const data = view(bytes);
  const screen = { width: data.getUint16(6, true), height: data.getUint16(8, true) };
  // Browsers grow a logical screen smaller than the first frame to that frame: a 1 x 1 screen
  // could otherwise hide a 60000 x 60000 frame.
  const frame = gifFirstFrameExtent(bytes);
  if (!frame) return screen;
  return { width: Math.max(screen.width, frame.width), height: Math.max(screen.height, frame.height) };
}

// The three WebP bitstreams, each with its size at a fixed place after `RIFF····WEBP`:
// lossy `VP8 ` (14 bits each, after the 9D 01 2A start code), lossless `VP8L` (14 bits each, minus
// one, after the 0x2F signature) and extended `VP8X` (the canvas, 24 bits each, minus one).
function webpDimensions(bytes: Uint8Array): ImageDimensions | null {
  const data = view(bytes);
  const u24 = (at: number) => data.getUint16(at, true) + ((bytes[at + 2] ?? 0) << 16);
  if (startsWith(bytes, ascii('VP8 '), 12)) {
    if (bytes.length < 30 || !startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
    return { width: data.getUint16(26, true) & 0x3fff, height: data.getUint16(28, true) & 0x3fff };
  }
  if (startsWith(bytes, ascii('VP8L'), 12)) {
    if (bytes.length < 25 || bytes[20] !== 0x2f) return null;
    const bits = data.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (startsWith(bytes, ascii('VP8X'), 12)) {
    if (bytes.length < 30) return null;
    return { width: u24(24) + 1, height: u24(27) + 1 };
  }
  return null;
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

/**
 * The size a bitmap inside an ICO file states in its own header (BITMAPINFOHEADER and later, or the
 * old 12-byte core header), which can differ from the directory's. Its height counts the AND mask
 * too, so it is twice the picture's.
 */
function bitmapDimensions(bitmap: Uint8Array): ImageDimensions | null {
  if (bitmap.length < 12) return null;
  const data = view(bitmap);
  const headerSize = data.getUint32(0, true);
  if (headerSize === 12) {
    return { width: data.getUint16(4, true), height: Math.ceil(data.getUint16(6, true) / 2) };
  }
  if (headerSize < 40) return null;
  return {
    width: Math.abs(data.getInt32(4, true)),
    height: Math.ceil(Math.abs(data.getInt32(8, true)) / 2),
  };
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
    } else {
      const size = bitmapDimensions(embedded);
      entryWidth = Math.max(entryWidth, size?.width ?? 0);
      entryHeight = Math.max(entryHeight, size?.height ?? 0);
    }
    width = Math.max(width, entryWidth);
    height = Math.max(height, entryHeight);
  }
  return { width, height };
}

/**
 * Pixel size of a PNG, GIF, JPEG, WebP or ICO file read from its header, without decoding it; `null`
 * when the type is none of these or the header is truncated or unknown. For a GIF this is the
 * larger of the logical screen and the first frame; for a WebP the canvas; for an ICO file the
 * largest image it holds (by its directory or the image's own header, whichever is larger).
 */
export function imageDimensions(bytes: Uint8Array): ImageDimensions | null {
  switch (sniffImageType(bytes)) {
    case 'png':
      return pngDimensions(bytes);
    case 'gif':
      return gifDimensions(bytes);
    case 'jpeg':
      return jpegDimensions(bytes);
    case 'webp':
      return webpDimensions(bytes);
    case 'ico':
      return icoDimensions(bytes);
    default:
      return null;
  }
}
