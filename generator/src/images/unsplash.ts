import type { Image } from '@sitewright/model';
import { z } from 'zod';
import {
  altText,
  getJson,
  type ImageProvider,
  ImageProviderError,
  type StockProviderOptions,
  tagsFrom,
  validImages,
} from './image-provider.ts';

/** The part of an Unsplash `/search/photos` answer the provider reads. */
const unsplashAnswer = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      description: z.string().nullish(),
      alt_description: z.string().nullish(),
      urls: z.object({
        raw: z.string(),
        full: z.string(),
        regular: z.string(),
        small: z.string(),
        thumb: z.string(),
      }),
      tags: z.array(z.object({ title: z.string() })).optional(),
      links: z.object({ download_location: z.string() }).partial().optional(),
    }),
  ),
});

/** @defaultValue base URL of the Unsplash API */
export const unsplashBaseUrl = 'https://api.unsplash.com';

/**
 * Unsplash photo search (`GET /search/photos`, `Authorization: Client-ID <key>`, API version 1).
 * Renditions map one to one: thumb → thumbnail, small, regular, full, raw. Orientation `square` is
 * Unsplash's `squarish`. The description is the photo's alt description; the tags are its own
 * tags plus the query words.
 */
export function createUnsplashProvider(options: StockProviderOptions): ImageProvider {
  const base = (options.baseUrl ?? unsplashBaseUrl).replace(/\/+$/, '');
  const headers = { authorization: `Client-ID ${options.apiKey}`, 'accept-version': 'v1' };
  // Each found photo's download endpoint, until it is used (or forgotten with the image object).
  const downloadLocation = new WeakMap<Image, string>();
  return {
    name: 'Unsplash',
    /**
     * Unsplash's guidelines: a photo put in a website is "downloaded" — one request to its
     * `download_location` (sent to the API's own base, whatever host the answer named, so the key
     * goes nowhere else). The photo itself stays on Unsplash's CDN (hotlinked).
     */
    async recordUse(images, signal) {
      await Promise.all(
        images.map(async (img) => {
          const location = downloadLocation.get(img);
          if (location === undefined) return;
          downloadLocation.delete(img);
          const given = new URL(location);
          const url = new URL(`${base}${given.pathname}${given.search}`);
          await getJson('Unsplash', url, headers, { ...options, ...(signal ? { signal } : {}) });
        }),
      );
    },
    async search(query, { count, orientation, signal }) {
      const url = new URL(`${base}/search/photos`);
      url.searchParams.set('query', query);
      url.searchParams.set('per_page', String(Math.min(Math.max(1, count), 30)));
      if (orientation)
        url.searchParams.set('orientation', orientation === 'square' ? 'squarish' : orientation);
      const body = await getJson('Unsplash', url, headers, { ...options, signal });
      const answer = unsplashAnswer.safeParse(body);
      if (!answer.success)
        throw new ImageProviderError('Unsplash', 200, 'search answered an unexpected shape');
      const photos = answer.data.results.slice(0, count);
      const images = validImages(
        photos.map((photo) => ({
          provider: 'Unsplash',
          description: altText(photo.alt_description, photo.description, query),
          tags: tagsFrom(query, ...(photo.tags ?? []).map((t) => t.title)),
          urls: [
            { type: 'thumbnail', url: photo.urls.thumb },
            { type: 'small', url: photo.urls.small },
            { type: 'regular', url: photo.urls.regular },
            { type: 'full', url: photo.urls.full },
            { type: 'raw', url: photo.urls.raw },
          ],
          fit: 'cover',
        })),
      );
      for (const img of images) {
        const photo = photos.find((p) => p.urls.raw === img.urls.find((u) => u.type === 'raw')?.url);
        if (photo?.links?.download_location) downloadLocation.set(img, photo.links.download_location);
      }
      return images;
    },
  };
}
