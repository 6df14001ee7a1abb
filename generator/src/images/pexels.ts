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

/** The part of a Pexels `/v1/search` answer the provider reads. */
const pexelsAnswer = z.object({
  photos: z.array(
    z.object({
      id: z.number(),
      alt: z.string().nullish(),
      photographer: z.string().nullish(),
      src: z.object({
        original: z.string(),
        large2x: z.string(),
        medium: z.string(),
        small: z.string(),
        tiny: z.string(),
      }),
    }),
  ),
});

/** @defaultValue base URL of the Pexels API */
export const pexelsBaseUrl = 'https://api.pexels.com/v1';

/**
 * Pexels photo search (`GET /v1/search`, the API key in `Authorization`). Renditions map to the
 * spec §3 url types: tiny → thumbnail, small → small, medium → regular, large2x → full,
 * original → raw. The alt text Pexels gives is the description; the query words are the tags.
 */
export function createPexelsProvider(options: StockProviderOptions): ImageProvider {
  const base = (options.baseUrl ?? pexelsBaseUrl).replace(/\/+$/, '');
  return {
    name: 'Pexels',
    async search(query, { count, orientation, signal }) {
      const url = new URL(`${base}/search`);
      url.searchParams.set('query', query);
      url.searchParams.set('per_page', String(Math.min(Math.max(1, count), 80)));
      if (orientation) url.searchParams.set('orientation', orientation);
      const body = await getJson('Pexels', url, { authorization: options.apiKey }, { ...options, signal });
      const answer = pexelsAnswer.safeParse(body);
      if (!answer.success) throw new ImageProviderError('Pexels', 200, 'search answered an unexpected shape');
      return validImages(
        answer.data.photos.slice(0, count).map((photo) => ({
          provider: 'Pexels',
          description: altText(
            photo.alt,
            photo.photographer ? `Photo by ${photo.photographer}` : null,
            query,
          ),
          tags: tagsFrom(query),
          urls: [
            { type: 'thumbnail', url: photo.src.tiny },
            { type: 'small', url: photo.src.small },
            { type: 'regular', url: photo.src.medium },
            { type: 'full', url: photo.src.large2x },
            { type: 'raw', url: photo.src.original },
          ],
          fit: 'cover',
        })),
      );
    },
  };
}
