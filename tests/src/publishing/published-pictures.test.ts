import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureMedia, createFolderStore, createS3Store, type ObjectStore } from '@sitewright/publisher';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppHarness, startAppHarness } from '../api-websites/support/app-harness.ts';
import { chromiumMissingReason, launchChromium, openLocalPage, viewports } from '../support/browser.ts';
import { loadEdgeFunction } from '../support/edge-function.ts';
import { type LocalS3, s3rverCredentials, startS3Server } from '../support/s3-server.ts';

/** A photo-like JPEG (gradients and grain), `width` × `height`. */
async function photo(width: number, height: number, seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = (((i * 7 + seed * 31) % 251) + (i % (width * 3)) / 12) & 255;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(1.5)
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** The stand-in for Pexels' image CDN (unreachable from tests): one photo at the path Pexels uses. */
async function startPexels(body: Buffer) {
  const server = http.createServer((req, res) => {
    if (req.url === '/photos/3771110/pexels-photo-3771110.jpeg') {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': body.length }).end(body);
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

type Storage = 'folder' | 's3';

/**
 * The api as the embedded default runs it (`startAppHarness`: in-process publish runner, the sites
 * server on its own origin), on a folder store or on the S3 protocol (s3rver). The api's origin is
 * both API_URL and APP_URL, so uploads and bundled pictures are the app origin's until published.
 */
function startWorld(storage: Storage, s3: LocalS3 | null, pexelsOrigin: string) {
  return startAppHarness({
    ownOrigin: true,
    store: (root) => {
      const store: ObjectStore =
        storage === 'folder'
          ? createFolderStore({ root })
          : createS3Store({
              bucket: s3!.bucket,
              endpoint: s3!.endpoint,
              credentials: s3rverCredentials,
              region: 'us-east-1',
              retry: { baseMs: 10 },
            });
      configureMedia(store, { copiedStockOrigins: [pexelsOrigin], log: () => undefined });
      return store;
    },
  });
}

type World = AppHarness;

/** Every URL a page or stylesheet names (attributes, srcset candidates, CSS url()). */
function urlsIn(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/(?:src|href|action|content)="([^"]+)"/g)) found.add(m[1] as string);
  for (const m of text.matchAll(/srcSet="([^"]+)"/gi)) {
    for (const candidate of (m[1] as string).split(','))
      found.add(candidate.trim().split(/\s+/)[0] as string);
  }
  for (const m of text.matchAll(/url\(([^)]+)\)/g)) found.add((m[1] as string).replace(/^["']|["']$/g, ''));
  return [...found].map((u) => u.replaceAll('&amp;', '&'));
}

/**
 * Publishes a site showing an upload (the hero), the bundled pictures the offline generator chose and
 * a Pexels photo (gallery), then returns its page, stylesheet and every picture address in them.
 */
async function publishSiteWithPictures(w: World, pexelsOrigin: string) {
  const owner = await w.signIn('pictures');
  const created = await w.call('POST', '/api/websites', owner, {
    businessName: 'Cedar Dental',
    description: 'Family dentistry, check-ups, whitening and emergency appointments in central Bristol.',
    location: 'Bristol, UK',
    industry: 'dentist-office',
  });
  expect(created.status).toBe(201);
  const websiteId = created.body.id as string;
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await photo(1600, 1200, 1))], { type: 'image/jpeg' }),
    'workshop.jpg',
  );
  form.append('metadata', JSON.stringify({ description: 'Our tiling workshop', tags: ['tiles'] }));
  const uploaded = await w.call('POST', `/api/websites/${websiteId}/images`, owner, form);
  expect(uploaded.status).toBe(201);
  const uploadImage = uploaded.body.image;
  expect(JSON.stringify(uploadImage)).toContain(`${w.base}/api/uploads/`);

  const draft = await w.call('GET', `/api/websites/${websiteId}`, owner);
  const document = draft.body.document;
  const pexels = {
    provider: 'Pexels',
    description: 'A freshly tiled bathroom',
    tags: ['bathroom'],
    urls: [
      {
        type: 'regular',
        url: `${pexelsOrigin}/photos/3771110/pexels-photo-3771110.jpeg?auto=compress&w=940`,
      },
      { type: 'full', url: `${pexelsOrigin}/photos/3771110/pexels-photo-3771110.jpeg` },
    ],
    fit: 'cover',
  };
  for (const section of document.sections) {
    if (section.type === 'Introduction') section.image = uploadImage;
    if (section.type === 'Gallery') section.items.push({ id: 'pexels-bathroom', image: pexels, caption: '' });
  }
  // The offline generator's bundled pictures, on the app origin in the draft.
  const bundled = new Set(JSON.stringify(document).match(/http:\/\/127\.0\.0\.1:\d+\/assets\/images\/[^"]+/g))
    .size;
  expect(bundled).toBeGreaterThan(0);
  const saved = await w.call('PUT', `/api/websites/${websiteId}/draft`, owner, {
    document,
    baseVersion: draft.body.version,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const handle = `tiling-${Date.now().toString(36)}`;
  const accepted = await w.call('POST', `/api/websites/${websiteId}/publish`, owner, { handle });
  expect(accepted.status).toBe(202);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { body } = await w.call(
      'GET',
      `/api/websites/${websiteId}/publish/${accepted.body.requestId}`,
      owner,
    );
    if (body.state === 'succeeded') break;
    expect(body.state).not.toBe('failed');
    if (Date.now() > deadline) throw new Error(`publish still ${body.state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const page = await fetch(`${w.sitesOrigin}/${handle}/`);
  expect(page.status).toBe(200);
  const html = await page.text();
  const cssPath = /href="([^"]+\.css)"/.exec(html)?.[1];
  const css = cssPath ? await (await fetch(new URL(cssPath, w.sitesOrigin))).text() : '';
  return { handle, html, css, bundled };
}

describe.each(['folder', 's3'] as const)(
  'a published site on the %s store shows every picture from the sites origin',
  (storage) => {
    let s3: LocalS3 | null = null;
    let pexels: Awaited<ReturnType<typeof startPexels>>;
    let w: World;
    let published: Awaited<ReturnType<typeof publishSiteWithPictures>>;
    beforeAll(async () => {
      if (storage === 's3') s3 = await startS3Server();
      pexels = await startPexels(await photo(1880, 1253, 2));
      w = await startWorld(storage, s3, pexels.origin);
      published = await publishSiteWithPictures(w, pexels.origin);
    }, 120_000);
    afterAll(async () => {
      await w?.close();
      await new Promise((resolve) => pexels?.server.close(resolve));
      await s3?.stop();
    }, 60_000);

    it('names no resource on the app origin: uploads, bundled pictures and the Pexels photo are /_media/ renditions', () => {
      const urls = [...urlsIn(published.html), ...urlsIn(published.css)];
      const onApp = urls.filter((u) => u.startsWith(w.base));
      console.info(`app-origin addresses in the page: ${JSON.stringify(onApp)}`);
      // The one app-origin address left is the 'Made with Sitewright' link (navigation, not a resource)
      // and the forms' endpoint until forms post through the site's own origin.
      expect(
        onApp.filter((u) => !/^https?:\/\/[^/]+\/(?:\?|$)/.test(u) && !u.includes('/api/sites/')),
      ).toEqual([]);
      expect(urls.filter((u) => u.startsWith(pexels.origin))).toEqual([]);
      const media = urls.filter((u) => u.startsWith('/_media/'));
      // The upload (1600 px) at 480/720/960/1600 and the Pexels photo (1880 × 1253) in the gallery's
      // Square frame as its 1253 × 1253 centre at 480/720/960/1253, in AVIF and WebP; the bundled
      // SVGs as they are.
      expect(media.filter((u) => u.endsWith('.avif'))).toHaveLength(8);
      expect(media.filter((u) => u.endsWith('.webp'))).toHaveLength(8);
      expect(media.filter((u) => u.endsWith('/1253.avif'))).toHaveLength(1);
      expect(media.filter((u) => u.endsWith('.svg')).length).toBeGreaterThanOrEqual(1);
      expect(published.html).toMatch(/<picture><source type="image\/avif"/);
      expect(published.html.match(/fetchPriority="high"/g)).toHaveLength(1);
      expect(published.html).not.toMatch(/<img(?![^>]*width=)[^>]*>/);
    });

    it('serves the page and every picture with the api stopped', async () => {
      await w.stopApi();
      await expect(fetch(`${w.base}/healthz`)).rejects.toThrow();
      const page = await fetch(`${w.sitesOrigin}/${published.handle}/`);
      expect(page.status).toBe(200);
      const pictures = urlsIn(published.html).filter((u) => u.startsWith('/_media/'));
      expect(pictures.length).toBeGreaterThan(6);
      for (const picture of pictures) {
        const response = await fetch(new URL(picture, w.sitesOrigin));
        expect(response.status, picture).toBe(200);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const type = response.headers.get('content-type') ?? '';
        expect(type, picture).toMatch(/^image\/(avif|webp|jpeg|png|svg\+xml)/);
        const bytes = Buffer.from(await response.arrayBuffer());
        if (!picture.endsWith('.svg')) {
          expect((await sharp(bytes).metadata()).width).toBe(Number(picture.split('/').pop()!.split('.')[0]));
        }
      }
    });

    // Registered for the store it is about only: the other variant has nothing to skip.
    if (storage === 'folder')
      it.runIf(chromiumMissingReason() === null)(
        'Chromium on a phone loads every picture from the sites origin, AVIF, no wider than it needs (api stopped)',
        async () => {
          await w.stopApi();
          const browser = await launchChromium();
          try {
            const { context, page, outside } = await openLocalPage(browser, [w.sitesOrigin], {
              viewport: viewports.mobile,
              deviceScaleFactor: 2,
            });
            const pictures: string[] = [];
            page.on('request', (request) => {
              if (request.resourceType() === 'image') pictures.push(request.url());
            });
            await page.goto(`${w.sitesOrigin}/${published.handle}/`, { waitUntil: 'load' });
            // Scroll through the page so every lazy picture loads, then wait for each to be decoded.
            await page.evaluate(async () => {
              for (let y = 0; y < document.body.scrollHeight; y += 400) {
                window.scrollTo(0, y);
                await new Promise((resolve) => requestAnimationFrame(resolve));
              }
              await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
            });
            const loaded = await page.evaluate(() =>
              [...document.querySelectorAll('picture img')].map((img) => {
                const image = img as HTMLImageElement;
                return { src: image.currentSrc, natural: image.naturalWidth, shown: image.clientWidth };
              }),
            );
            expect(outside).toEqual([]);
            expect(pictures.filter((url) => !url.startsWith(`${w.sitesOrigin}/`))).toEqual([]);
            expect(loaded.length).toBeGreaterThan(2);
            for (const picture of loaded) {
              expect(picture.src.startsWith(`${w.sitesOrigin}/_media/`), picture.src).toBe(true);
              expect(picture.natural, picture.src).toBeGreaterThan(0);
              // A photo comes as AVIF, never more than twice as wide as it is shown at 2× (an SVG as is).
              if (!picture.src.endsWith('.svg')) {
                expect(picture.src).toMatch(/\.avif$/);
                expect(picture.natural).toBeLessThanOrEqual(Math.max(480, picture.shown * 2 * 2));
              }
            }
            await context.close();
          } finally {
            await browser.close();
          }
        },
        60_000,
      );

    if (storage === 's3')
      it('the emitted edge function maps every picture to its object in the bucket', async () => {
        const edge = await loadEdgeFunction(new Map());
        const pictures = urlsIn(published.html).filter((u) => u.startsWith('/_media/'));
        for (const picture of pictures) {
          const visit = await edge('sites.example.test', picture);
          expect(visit).toEqual({ kind: 'object', key: picture.slice(2) });
          const object = await w.store.get(picture.slice(2));
          expect(object?.cacheControl, picture).toBe('public, max-age=31536000, immutable');
        }
      });
  },
);
