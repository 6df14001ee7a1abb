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

export function webpBytes(): Uint8Array {
  return Uint8Array.from([...bytesOf('RIFF'), ...u32le(26), ...bytesOf('WEBPVP8 '), 0, 0, 0, 0]);
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
