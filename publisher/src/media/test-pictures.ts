import sharp from 'sharp';

/**
 * A photo-like JPEG (smooth gradients with fine grain, as a camera makes): real renditions of it
 * shrink as a photo's do, unlike a flat colour (nothing to save) or pure noise (nothing to save either).
 */
export async function testPhoto(width: number, height: number, seed = 1): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  const grain = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return (state % 13) - 6;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const u = x / width;
      const v = y / height;
      pixels[i] = Math.max(0, Math.min(255, 40 + 180 * u + 30 * Math.sin(v * 9 + seed) + grain()));
      pixels[i + 1] = Math.max(0, Math.min(255, 90 + 120 * v + 25 * Math.cos(u * 7) + grain()));
      pixels[i + 2] = Math.max(0, Math.min(255, 160 - 90 * u * v + 20 * Math.sin((u + v) * 11) + grain()));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A small SVG as the bundled pictures are. */
export const testSvg = (fill: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800"><rect width="1200" height="800" fill="${fill}"/><circle cx="600" cy="400" r="200" fill="#fff"/></svg>`,
  );

/** A local HTTP server answering fixed files, counting the requests for each path. */
export async function servePictures(
  files: Record<string, { contentType: string; body: Buffer }>,
): Promise<{ origin: string; requests: Map<string, number>; close(): Promise<void> }> {
  const { createServer } = await import('node:http');
  const requests = new Map<string, number>();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.set(path, (requests.get(path) ?? 0) + 1);
    const file = files[path];
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res
      .writeHead(200, { 'content-type': file.contentType, 'content-length': file.body.length })
      .end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
