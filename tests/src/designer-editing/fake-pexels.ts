import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';

/** CRC-32 of PNG chunks (ISO 3309). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour with a lighter diagonal band (so a crop is visible), `width` × `height`. */
export function solidPng(
  width: number,
  height: number,
  [r, g, b]: readonly [number, number, number],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const band = Math.abs(x - y * (width / height)) < width / 8 ? 60 : 0;
      rows.set([Math.min(255, r + band), Math.min(255, g + band), Math.min(255, b + band)], row + 1 + x * 3);
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const colours: readonly (readonly [number, number, number])[] = [
  [196, 120, 64],
  [64, 128, 160],
  [96, 150, 90],
  [170, 90, 120],
];

export interface FakePexels {
  /** The API base to give the api as PEXELS_API_URL (`…/v1`). */
  apiBase: string;
  /** Every search query the api sent. */
  queries: string[];
  /** The URL of photo `id`'s `medium` rendition (what the §3 `regular` url becomes). */
  regularUrl(id: number): string;
  close(): Promise<void>;
}

/**
 * A local server speaking the Pexels search API (`GET /v1/search`, documented JSON shape), whose
 * photos it serves itself as PNGs, so the designer's search runs end to end without the network.
 */
export async function startFakePexels(apiKey: string): Promise<FakePexels> {
  const queries: string[] = [];
  let base = '';
  const photo = (id: number) => {
    const src = (size: string) => `${base}/photos/${id}-${size}.png`;
    return {
      id,
      width: 1600,
      height: 1200,
      url: `https://www.pexels.com/photo/${id}/`,
      photographer: 'Ana Baker',
      alt: `Fresh loaves on a wooden shelf, photo ${id}`,
      src: {
        original: src('original'),
        large2x: src('large2x'),
        large: src('large'),
        medium: src('medium'),
        small: src('small'),
        portrait: src('portrait'),
        landscape: src('landscape'),
        tiny: src('tiny'),
      },
    };
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname === '/v1/search') {
      if (req.headers.authorization !== apiKey) {
        return res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"Unauthorized"}');
      }
      queries.push(url.searchParams.get('query') ?? '');
      const count = Math.min(4, Number(url.searchParams.get('per_page') ?? 4));
      const photos = Array.from({ length: count }, (_, i) => photo(i + 1));
      return res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ page: 1, per_page: count, photos, total_results: count }));
    }
    const image = /^\/photos\/(\d+)-\w+\.png$/.exec(url.pathname);
    if (image) {
      const colour = colours[(Number(image[1]) - 1) % colours.length]!;
      return res.writeHead(200, { 'content-type': 'image/png' }).end(solidPng(160, 120, colour));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiBase: `${base}/v1`,
    queries,
    regularUrl: (id) => `${base}/photos/${id}-medium.png`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
