import { z } from 'zod';
import { fieldLimits } from '../../limits/index.ts';
import { sectionBase } from './section-base.ts';

/**
 * Code Embed: the owner's own HTML (a booking widget, a map …), at most 102400 characters (§9).
 * Spec §5: only published for sites with a custom domain or a paid plan; never on the shared origin.
 */
export const codeEmbedSection = z.object({
  type: z.literal('CodeEmbed'),
  ...sectionBase,
  code: z.string().max(fieldLimits.codeEmbed),
});
export type CodeEmbedSection = z.infer<typeof codeEmbedSection>;
