import type { Image } from '@sitewright/model';
import { describe, expect, it, vi } from 'vitest';
import type { ImageProvider } from './image-provider.ts';
import { ImageProviderError } from './image-provider.ts';
import { bundledImages, type ImageProviders, imageProvidersFromConfig, pickImages } from './pick-images.ts';

const appUrl = 'http://localhost:3000';
const photo = (provider: 'Pexels' | 'Unsplash', n: number): Image => ({
  provider,
  description: `${provider} photo ${n}`,
  tags: ['x'],
  urls: [{ type: 'regular', url: `https://${provider.toLowerCase()}.example/${n}.jpg` }],
  fit: 'cover',
});
const fakeProvider = (
  name: 'Pexels' | 'Unsplash',
  available: number,
): ImageProvider & { search: ReturnType<typeof vi.fn> } => ({
  name,
  search: vi.fn(async (_query: string, { count }: { count: number }) =>
    Array.from({ length: Math.min(count, available) }, (_, i) => photo(name, i)),
  ),
});
const failing = (name: 'Pexels' | 'Unsplash'): ImageProvider => ({
  name,
  search: async () => {
    throw new ImageProviderError(name, 429, 'search answered HTTP 429');
  },
});

describe('pickImages', () => {
  it('uses bundled pictures when no stock key is set (the embedded default)', async () => {
    const providers = imageProvidersFromConfig({ appUrl, images: {} });
    expect(providers.stock).toEqual([]);
    const intro = await pickImages('barber-shop', 'intro', 1, providers);
    expect(intro).toHaveLength(1);
    expect(intro[0]!.urls[0]!.url).toBe(`${appUrl}/assets/images/barber-shop-intro.svg`);
    const gallery = await pickImages('barber-shop', 'gallery', 3, providers);
    expect(gallery.map((i) => i.urls[0]!.url.split('/').pop())).toEqual([
      'barber-shop-gallery-1.svg',
      'barber-shop-gallery-2.svg',
      'barber-shop-gallery-3.svg',
    ]);
    expect(await pickImages('barber-shop', 'banner', 4, providers)).toHaveLength(1);
    expect(await pickImages('barber-shop', 'gallery', 10, providers)).toHaveLength(5);
  });

  it('builds Pexels then Unsplash from the keys that are set', () => {
    const both = imageProvidersFromConfig({ appUrl, images: { pexelsApiKey: 'p', unsplashAccessKey: 'u' } });
    expect(both.stock.map((p) => p.name)).toEqual(['Pexels', 'Unsplash']);
    expect(
      imageProvidersFromConfig({ appUrl, images: { unsplashAccessKey: 'u' } }).stock.map((p) => p.name),
    ).toEqual(['Unsplash']);
  });

  it('prefers stock photos, with the industry query or the caller’s, in landscape', async () => {
    const pexels = fakeProvider('Pexels', 10);
    const providers: ImageProviders = { stock: [pexels, fakeProvider('Unsplash', 10)], appUrl };
    const images = await pickImages('coffee-shop', 'gallery', 4, providers);
    expect(images.map((i) => i.provider)).toEqual(['Pexels', 'Pexels', 'Pexels', 'Pexels']);
    expect(pexels.search).toHaveBeenCalledWith('coffee shop barista', { count: 4, orientation: 'landscape' });
    await pickImages('coffee-shop', 'intro', 1, providers, { query: 'vegan bakery' });
    expect(pexels.search).toHaveBeenLastCalledWith('vegan bakery', { count: 1, orientation: 'landscape' });
  });

  it('tops up from the next stock provider, and never mixes in illustrations', async () => {
    const providers: ImageProviders = {
      stock: [fakeProvider('Pexels', 2), fakeProvider('Unsplash', 1)],
      appUrl,
    };
    const images = await pickImages('spa', 'gallery', 6, providers);
    expect(images.map((i) => i.provider)).toEqual(['Pexels', 'Pexels', 'Unsplash']);
  });

  it('falls back to the next provider, then to bundled pictures, when stock searches fail', async () => {
    const onProviderError = vi.fn();
    const unsplash = fakeProvider('Unsplash', 5);
    const withBackup = await pickImages(
      'spa',
      'banner',
      1,
      { stock: [failing('Pexels'), unsplash], appUrl },
      { onProviderError },
    );
    expect(withBackup.map((i) => i.provider)).toEqual(['Unsplash']);
    expect(onProviderError).toHaveBeenCalledWith('Pexels', expect.any(ImageProviderError));
    const allFailed = await pickImages('spa', 'banner', 1, {
      stock: [failing('Pexels'), failing('Unsplash')],
      appUrl,
    });
    expect(allFailed[0]!.urls[0]!.url).toBe(`${appUrl}/assets/images/spa-banner.svg`);
    const noResults = await pickImages('spa', 'intro', 1, { stock: [fakeProvider('Pexels', 0)], appUrl });
    expect(noResults[0]!.provider).toBe('Custom');
  });

  it('returns nothing for a count of zero', async () => {
    expect(await pickImages('spa', 'gallery', 0, { stock: [], appUrl })).toEqual([]);
    expect(bundledImages('spa', 'gallery', -1, appUrl)).toEqual([]);
  });
});

describe('createBundledProvider (offline search)', () => {
  it('finds bundled pictures by the words of a query, best match first', async () => {
    const { createBundledProvider } = await import('./bundled-provider.ts');
    const offline = createBundledProvider(appUrl);
    const found = await offline.search('barber haircut', { count: 3 });
    expect(found).toHaveLength(3);
    expect(found.every((img) => img.urls[0]!.url.includes('/barber-shop-'))).toBe(true);
    expect((await offline.search('espresso coffee', { count: 1 }))[0]!.urls[0]!.url).toBe(
      `${appUrl}/assets/images/coffee-shop-intro.svg`,
    );
    expect(await offline.search('zeppelin', { count: 5 })).toEqual([]);
  });
});
