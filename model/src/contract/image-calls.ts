import { z } from 'zod';
import { industry } from '../entities/enums.ts';
import { image } from '../entities/image.ts';
import { defineRoute } from './route-contract.ts';

/** Most images one search returns (Unsplash pages hold 30). */
export const maxImageSearchCount = 30;

/**
 * The image search of the designer (spec §1: "an image search service … supplies gallery, banner
 * and intro images"): Pexels, Unsplash or the bundled pictures, in the §3 Image shape
 * (docs/decisions/free-tools.md).
 */
export const imageCalls = {
  searchImages: defineRoute({
    method: 'get',
    path: '/images/search',
    auth: 'user',
    query: z.object({
      query: z.string().trim().max(100, 'query must be at most 100 characters.').default(''),
      industry: industry.optional(),
      kind: z.enum(['intro', 'gallery', 'banner']).default('gallery'),
      count: z.coerce.number().int().min(1).max(maxImageSearchCount).default(12),
    }),
    responses: { 200: z.object({ images: z.array(image) }) },
  }),
};
