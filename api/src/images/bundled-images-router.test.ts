import express from 'express';
import { describe, expect, it } from 'vitest';
import { bundledImagesRouter } from './bundled-images-router.ts';

describe('bundledImagesRouter', () => {
  it('serves the pictures as SVG files, embeddable by published sites, and nothing else', async () => {
    const app = express().use(bundledImagesRouter());
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const ok = await fetch(`${origin}/assets/images/tire-shop-intro.svg`);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toBe('image/svg+xml');
      expect(ok.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(ok.headers.get('content-security-policy')).toContain('sandbox');
      expect(await ok.text()).toMatch(/^<svg /);
      expect((await fetch(`${origin}/assets/images/nope.svg`)).status).toBe(404);
      expect((await fetch(`${origin}/assets/images/..%2f..%2fpackage.json`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
