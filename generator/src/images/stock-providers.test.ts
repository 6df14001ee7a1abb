import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { image } from '@sitewright/model';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ImageProviderError } from './image-provider.ts';
import { createPexelsProvider } from './pexels.ts';
import { pickImages } from './pick-images.ts';
import { createUnsplashProvider } from './unsplash.ts';

// A local server speaking the Pexels and Unsplash search APIs (their documented JSON shapes).
const pexelsPhoto = (id: number) => ({
  id,
  width: 4000,
  height: 3000,
  url: `https://www.pexels.com/photo/barber-${id}/`,
  photographer: 'Thgusstavo Santana',
  photographer_url: 'https://www.pexels.com/@thgusstavo',
  photographer_id: 11335,
  avg_color: '#6B5E57',
  src: {
    original: `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg`,
    large2x: `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940`,
    large: `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&h=650&w=940`,
    medium: `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&h=350`,
    small: `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&h=130`,
    portrait: `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&fit=crop&h=1200&w=800`,
    landscape: `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&fit=crop&h=627&w=1200`,
    tiny: `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&dpr=1&fit=crop&h=200&w=280`,
  },
  liked: false,
  alt: id === 1 ? 'Barber trimming a beard with clippers' : '',
});
const unsplashPhoto = (id: string) => ({
  id,
  created_at: '2023-02-11T10:21:43Z',
  width: 5472,
  height: 3648,
  color: '#262626',
  blur_hash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
  description: id === 'a' ? 'Morning at the shop' : null,
  alt_description: id === 'a' ? 'man sitting in a barber chair' : null,
  urls: {
    raw: `https://images.unsplash.com/photo-${id}?ixid=M3w1`,
    full: `https://images.unsplash.com/photo-${id}?ixid=M3w1&q=85&fm=jpg`,
    regular: `https://images.unsplash.com/photo-${id}?ixid=M3w1&w=1080`,
    small: `https://images.unsplash.com/photo-${id}?ixid=M3w1&w=400`,
    thumb: `https://images.unsplash.com/photo-${id}?ixid=M3w1&w=200`,
    small_s3: `https://s3.us-west-2.amazonaws.com/images.unsplash.com/small/photo-${id}`,
  },
  links: { download_location: `https://api.unsplash.com/photos/${id}/download?ixid=M3w1` },
  user: { id: 'u1', username: 'jdoe', name: 'Jo Doe' },
  tags: [
    { type: 'search', title: 'barbershop' },
    { type: 'search', title: 'Haircut' },
  ],
});

let server: Server;
let base: string;
let seen: IncomingMessage[] = [];
let mode: 'ok' | 'unauthorized' | 'rate-limited' | 'broken-json' | 'wrong-shape' | 'slow' = 'ok';

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (mode === 'unauthorized') return send(401, { error: 'Unauthorized' });
    if (mode === 'rate-limited') return send(429, { errors: ['Rate Limit Exceeded'] });
    if (mode === 'broken-json')
      return res.writeHead(200, { 'content-type': 'application/json' }).end('{"photos": [');
    if (mode === 'wrong-shape') return send(200, { items: [] });
    if (mode === 'slow') return void setTimeout(() => send(200, { photos: [], results: [] }), 5000);
    const url = new URL(req.url ?? '/', 'http://local');
    const count = Number(url.searchParams.get('per_page'));
    if (url.pathname === '/v1/search') {
      return send(200, {
        page: 1,
        per_page: count,
        photos: [1, 2, 3].slice(0, count).map(pexelsPhoto),
        total_results: 3,
        next_page: null,
      });
    }
    if (/^\/photos\/[a-z]+\/download$/.test(url.pathname))
      return send(200, { url: 'https://image.example/x' });
    if (url.pathname === '/search/photos') {
      return send(200, { total: 2, total_pages: 1, results: ['a', 'b'].slice(0, count).map(unsplashPhoto) });
    }
    send(404, { error: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(() => {
  seen = [];
  mode = 'ok';
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

describe('Pexels provider', () => {
  const pexels = () => createPexelsProvider({ apiKey: 'pexels-test-key', baseUrl: `${base}/v1` });

  it('sends the documented request', async () => {
    await pexels().search('barber shop haircut', { count: 3, orientation: 'landscape' });
    const req = seen[0]!;
    const url = new URL(req.url ?? '', base);
    expect(url.pathname).toBe('/v1/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      query: 'barber shop haircut',
      per_page: '3',
      orientation: 'landscape',
    });
    expect(req.headers.authorization).toBe('pexels-test-key');
  });

  it('maps photos to the spec §3 Image shape with every url type', async () => {
    const images = await pexels().search('barber shop haircut', { count: 2 });
    expect(images).toHaveLength(2);
    for (const img of images) expect(image.parse(img)).toEqual(img);
    const first = images[0]!;
    expect(first).toMatchObject({
      provider: 'Pexels',
      description: 'Barber trimming a beard with clippers',
      tags: ['barber', 'shop', 'haircut'],
      fit: 'cover',
    });
    const byType = Object.fromEntries(first.urls.map((u) => [u.type, u.url]));
    const src = pexelsPhoto(1).src;
    expect(byType).toEqual({
      thumbnail: src.tiny,
      small: src.small,
      regular: src.medium,
      full: src.large2x,
      raw: src.original,
    });
    expect(images[1]!.description).toBe('Photo by Thgusstavo Santana');
  });
});

describe('Unsplash provider', () => {
  const unsplash = () => createUnsplashProvider({ apiKey: 'unsplash-access', baseUrl: base });

  it('sends the documented request', async () => {
    await unsplash().search('barber shop', { count: 2, orientation: 'square' });
    const req = seen[0]!;
    const url = new URL(req.url ?? '', base);
    expect(url.pathname).toBe('/search/photos');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      query: 'barber shop',
      per_page: '2',
      orientation: 'squarish',
    });
    expect(req.headers.authorization).toBe('Client-ID unsplash-access');
    expect(req.headers['accept-version']).toBe('v1');
  });

  it('maps results to the spec §3 Image shape', async () => {
    const images = await unsplash().search('barber shop', { count: 5 });
    expect(images).toHaveLength(2);
    for (const img of images) expect(image.parse(img)).toEqual(img);
    const urls = unsplashPhoto('a').urls;
    expect(images[0]).toEqual({
      provider: 'Unsplash',
      description: 'man sitting in a barber chair',
      tags: ['barber', 'shop', 'barbershop', 'haircut'],
      urls: [
        { type: 'thumbnail', url: urls.thumb },
        { type: 'small', url: urls.small },
        { type: 'regular', url: urls.regular },
        { type: 'full', url: urls.full },
        { type: 'raw', url: urls.raw },
      ],
      fit: 'cover',
    });
    expect(images[1]!.description).toBe('barber shop');
  });

  it("pings each used photo's download endpoint, on the API's own base, with the key (Unsplash guidelines)", async () => {
    const images = await pickImages(
      null,
      'gallery',
      1,
      { stock: [unsplash()], appUrl: 'http://app.test' },
      {
        query: 'barber shop',
      },
    );
    expect(images).toHaveLength(1);
    const pings = seen.filter((req) => (req.url ?? '').includes('/download'));
    // Only the photo put in the site (one of the two found), at the path and query the API gave.
    expect(pings.map((req) => req.url)).toEqual(['/photos/a/download?ixid=M3w1']);
    expect(pings[0]!.headers.authorization).toBe('Client-ID unsplash-access');
    // A search alone pings nothing.
    seen = [];
    await unsplash().search('barber shop', { count: 2 });
    expect(seen.filter((req) => (req.url ?? '').includes('/download'))).toEqual([]);
  });

  it('caps the page size at the API maximum', async () => {
    await unsplash().search('x', { count: 100 });
    expect(new URL(seen[0]!.url ?? '', base).searchParams.get('per_page')).toBe('30');
  });
});

describe('stock provider failures', () => {
  const providers = () => [
    // Time-out well under the slow server's 5 s, well over a loaded CI machine's answer time.
    createPexelsProvider({ apiKey: 'k', baseUrl: `${base}/v1`, timeoutMs: 1500 }),
    createUnsplashProvider({ apiKey: 'k', baseUrl: base, timeoutMs: 1500 }),
  ];

  it.each([
    ['unauthorized', 401],
    ['rate-limited', 429],
    ['broken-json', 200],
    ['wrong-shape', 200],
    ['slow', undefined],
  ] as const)('%s → ImageProviderError', async (failure, status) => {
    mode = failure;
    for (const provider of providers()) {
      const error = await provider.search('x', { count: 1 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ImageProviderError);
      expect((error as ImageProviderError).status).toBe(status);
    }
  });
});
