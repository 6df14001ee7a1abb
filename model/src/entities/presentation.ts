import { z } from 'zod';
import { alignment, border, fill } from './enums.ts';
import { image } from './image.ts';

/**
 * Spec §3 BackgroundType and Fill: a colour fill (flat or gradient from the theme colours) or
 * an image. The image variant keeps a fill for the moment before the image loads.
 */
export const background = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ColorFill'), fill: fill.default('Color Fill') }),
  z.object({ type: z.literal('Image'), fill: fill.default('Color Fill'), image }),
]);
export type Background = z.infer<typeof background>;

/**
 * Presentation options every section may override. A missing option follows the theme
 * (`theme.alignment`, `theme.background`, `theme.border`), so a new section looks like the rest.
 */
export const sectionPresentation = z.object({
  alignment: alignment.optional(),
  background: background.optional(),
  border: border.optional(),
});
export type SectionPresentation = z.infer<typeof sectionPresentation>;
