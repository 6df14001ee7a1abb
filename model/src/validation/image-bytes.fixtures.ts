/** Minimal image headers for tests: just enough bytes for sniffing and size reading. */

const bytesOf = (text: string) => [...text].map((c) => c.charCodeAt(0));
const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u16le = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u32le = (n: number) => u32be(n).reverse();

export function pngBytes(width: number, height: number): Uint8Array {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const ihdr = [...u32be(13), ...bytesOf('IHDR'), ...u32be(width), ...u32be(height), 8, 6, 0, 0, 0];
  return Uint8Array.from([...signature, ...ihdr, 0, 0, 0, 0]);
}

export function gifBytes(width: number, height: number): Uint8Array {
  return Uint8Array.from([...bytesOf('GIF89a'), ...u16le(width), ...u16le(height), 0, 0, 0]);
}

/** A JPEG with an APP0 segment before the SOF0 frame header, as real files have. */
export function jpegBytes(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, ...u16be(16), ...bytesOf('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof0 = [0xff, 0xc0, ...u16be(17), 8, ...u16be(height), ...u16be(width), 3];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...sof0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
}

const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];

/**
 * A WebP file in one of its three bitstreams: lossy `VP8 ` and lossless `VP8L` (at most 16383 /
 * 16384 px a side), or extended `VP8X`, whose canvas may be up to 2^24 px a side.
 */
export function webpBytes(
  width: number,
  height: number,
  format: 'VP8 ' | 'VP8L' | 'VP8X' = 'VP8 ',
): Uint8Array {
  let chunk: number[];
  if (format === 'VP8 ') {
    // A key-frame tag (3 bytes), the start code 9D 01 2A, then 14-bit width and height.
    chunk = [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, ...u16le(width), ...u16le(height), 0, 0];
  } else if (format === 'VP8L') {
    const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
    chunk = [0x2f, ...u32le(bits >>> 0), 0, 0, 0];
  } else {
    chunk = [0, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)];
  }
  const body = [...bytesOf('WEBP'), ...bytesOf(format), ...u32le(chunk.length), ...chunk];
  return Uint8Array.from([...bytesOf('RIFF'), ...u32le(body.length), ...body]);
}

/** A GIF whose logical screen is `screen` and whose first frame (after an extension) is `frame`. */
export function gifWithFrame(
  screen: { width: number; height: number },
  frame: { width: number; height: number },
): Uint8Array {
  const graphicControl = [0x21, 0xf9, 4, 0, 0, 0, 0, 0];
  const descriptor = [0x2c, 0, 0, 0, 0, ...u16le(frame.width), ...u16le(frame.height), 0];
  return Uint8Array.from([
    ...bytesOf('GIF89a'),
    ...u16le(screen.width),
    ...u16le(screen.height),
    0,
    0,
    0,
    ...graphicControl,
    ...descriptor,
    2,
    0,
    0x3b,
  ]);
}

/** An ICO holding one bitmap whose own header says `width` x `height` (the directory says 16 x 16). */
export function icoWithBitmap(width: number, height: number): Uint8Array {
  const header = [...u32le(40), ...u32le(width), ...u32le(height * 2), ...u16le(1), ...u16le(32)];
  const bitmap = [...header, ...new Array(24).fill(0)];
  const directory = [16, 16, 0, 0, ...u16le(1), ...u16le(32), ...u32le(bitmap.length), ...u32le(6 + 16)];
  return Uint8Array.from([0, 0, 1, 0, ...u16le(1), ...directory, ...bitmap]);
}

/** An ICO file; each entry is either a directory size (0 means 256) or an embedded PNG of that size. */
export function icoBytes(entries: { width: number; height: number; png?: boolean }[]): Uint8Array {
  const header = [0, 0, 1, 0, ...u16le(entries.length)];
  const directory: number[] = [];
  const images: number[] = [];
  const dataStart = 6 + entries.length * 16;
  for (const entry of entries) {
    const image = entry.png ? [...pngBytes(entry.width, entry.height)] : [0, 0, 0, 0];
    const dirWidth = entry.width >= 256 ? 0 : entry.width;
    const dirHeight = entry.height >= 256 ? 0 : entry.height;
    directory.push(dirWidth, dirHeight, 0, 0, ...u16le(1), ...u16le(32));
    directory.push(...u32le(image.length), ...u32le(dataStart + images.length));
    images.push(...image);
  }
  return Uint8Array.from([...header, ...directory, ...images]);
}

/** Pads `bytes` to `size` bytes, keeping the header. */
export function padTo(bytes: Uint8Array, size: number): Uint8Array {
  const padded = new Uint8Array(size);
  padded.set(bytes.subarray(0, size));
  return padded;
}
