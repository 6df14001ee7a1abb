import { z } from 'zod';
import { imageBanner, overlayOpacity } from '../../limits/index.ts';
import { decidedLimits } from '../common.ts';
import { image } from '../image.ts';
import { link } from '../link.ts';
import { sectionBase } from './section-base.ts';

/**
 * Image Banner: a full-width image of adjustable height (§9 160–640 px, default 320) under an
 * adjustable overlay (§9 opacity 0–0.8, default 0.2), with a line of text and an optional button.
 */
export const imageBannerSection = z.object({
  type: z.literal('ImageBanner'),
  ...sectionBase,
  height: z
    .number()
    .int()
    .min(imageBanner.minHeight)
    .max(imageBanner.maxHeight)
    .default(imageBanner.defaultHeight),
  overlay: z.number().min(overlayOpacity.min).max(overlayOpacity.max).default(imageBanner.defaultOverlay),
  image: image.nullable().describe('A wide, calm photo that suits the business; null until chosen'),
  text: z
    .string()
    .max(decidedLimits.imageBannerText)
    .describe('One short line shown over the image, at most 10 words'),
  button: link.optional(),
});
export type ImageBannerSection = z.infer<typeof imageBannerSection>;
