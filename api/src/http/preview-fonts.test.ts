import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundPort, listen } from '../server.ts';
import { previewFontsRouter } from './preview-fonts.ts';

describe('preview fonts', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const app = express();
    app.use(previewFontsRouter());
    app.use((_req, res) => res.status(404).end());
    server = await listen(app, 0, '127.0.0.1');
    base = `http://127.0.0.1:${boundPort(server)}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves a catalogue face as the published build ships it: woff2, immutable', async () => {
    const answer = await fetch(`${base}/fonts/poppins-latin-600-normal.woff2`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('font/woff2');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect((await fetch(`${base}/fonts/lora-latin-400-italic.woff2`)).status).toBe(200);
  });

  it('answers nothing else: unknown faces, weights a family does not ship, paths out of the folder', async () => {
    for (const file of [
      'comic-sans-latin-400-normal.woff2',
      'lora-latin-300-normal.woff2', // Lora ships 400–700
      'roboto-slab-latin-400-italic.woff2', // no italic
      '..%2Fpackage.json',
    ]) {
      expect((await fetch(`${base}/fonts/${file}`)).status, file).toBe(404);
    }
  });
});
