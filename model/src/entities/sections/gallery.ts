import { z } from 'zod';
import { fieldLimits } from '../../limits/index.ts';
import { galleryLayout } from '../enums.ts';
import { image } from '../image.ts';
import { itemId, sectionBase, sectionHeading } from './section-base.ts';

/** Spec §3 "Gallery item": an image and an optional caption (§9 Gallery caption 128). */
export const galleryItem = z.object({
  id: itemId,
  image,
  caption: z.string().max(fieldLimits.galleryCaption).optional().describe('A short caption, one sentence'),
});
export type GalleryItem = z.infer<typeof galleryItem>;

/** Gallery: up to 10 images (§9 Max gallery items), shown as a carousel or a grid. */
export const gallerySection = z.object({
  type: z.literal('Gallery'),
  ...sectionBase,
  heading: sectionHeading,
  layout: galleryLayout.default('Grid'),
  items: z.array(galleryItem).max(fieldLimits.maxGalleryItems),
});
export type GallerySection = z.infer<typeof gallerySection>;
