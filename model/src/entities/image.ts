import { z } from 'zod';
import { cropperZoom, fieldLimits } from '../limits/index.ts';
import { imageUrlMessage, isImageUrl } from '../validation/image-url.ts';
import { decidedLimits } from './common.ts';
import { imageFilter, imageFit, imageFrame, imageProvider, imageUrlType } from './enums.ts';

/**
 * Spec §3 "Image": one rendition of an image (thumbnail, small, regular, raw, full). The address is
 * an http(s) URL or the product's stand-in picture ({@link isImageUrl}): templates write it into
 * `src`, `srcset`, `og:image` and JSON-LD.
 */
export const imageUrl = z.object({
  type: imageUrlType,
  url: z.string().min(1).max(fieldLimits.externalUrl).refine(isImageUrl, { message: imageUrlMessage }),
});
export type ImageUrl = z.infer<typeof imageUrl>;

/**
 * The cropper's placement of the image inside its frame, as the cropper reports it
 * (translations and width in the cropper's units, rotation in degrees).
 */
export const imageEffects = z.object({
  translateX: z.number().default(0),
  translateY: z.number().default(0),
  width: z.number().positive().default(100),
  /** Spec §9 cropper zoom 1 to 2, default 1. */
  zoom: z.number().min(cropperZoom.min).max(cropperZoom.max).default(cropperZoom.default),
  rotation: z.number().min(-360).max(360).default(0),
});
export type ImageEffects = z.infer<typeof imageEffects>;

/** Spec §3 "Image": where it came from, how it is described and every rendition's URL. */
export const image = z.object({
  provider: imageProvider.describe('Where the image comes from: Custom (uploaded), Pexels or Unsplash'),
  description: z
    .string()
    .max(decidedLimits.imageDescription)
    .describe('Alternative text: what the image shows, in one plain sentence'),
  tags: z
    .array(z.string().min(1).max(decidedLimits.imageTag))
    .max(decidedLimits.imageTags)
    .describe('Search keywords for the image, e.g. "bakery", "bread", "morning"'),
  urls: z.array(imageUrl).min(1, 'An image needs at least one URL'),
  effects: imageEffects.optional(),
  fit: imageFit.default('cover'),
  filter: imageFilter.optional(),
  frame: imageFrame.optional(),
});
export type Image = z.infer<typeof image>;

const urlPreference: Record<ImageUrl['type'], number> = {
  regular: 0,
  full: 1,
  small: 2,
  raw: 3,
  thumbnail: 4,
};

/**
 * The URL to show for an image: the requested rendition when present, otherwise the best
 * other one (regular, full, small, raw, thumbnail).
 * @defaultValue `preferred` is 'regular'
 */
export function imageSource(img: Image, preferred: ImageUrl['type'] = 'regular'): string {
  const exact = img.urls.find((u) => u.type === preferred);
  if (exact) return exact.url;
  const sorted = [...img.urls].sort((a, b) => urlPreference[a.type] - urlPreference[b.type]);
  // `urls` has at least one entry (schema), so the fallback is never reached for parsed images.
  return sorted[0]?.url ?? '';
}
