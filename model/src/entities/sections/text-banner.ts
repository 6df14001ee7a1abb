import { z } from 'zod';
import { fieldLimits } from '../../limits/index.ts';
import { sectionBase } from './section-base.ts';

/** Text Banner (the quote banner): a quote, a subhead and a longer subordinate text. */
export const textBannerSection = z.object({
  type: z.literal('TextBanner'),
  ...sectionBase,
  primary: z
    .string()
    .max(fieldLimits.quotePrimary)
    .describe('A memorable quote or motto of the business, at most 12 words'),
  subhead: z.string().max(fieldLimits.quoteSubhead).describe('Who said it, or one line of context'),
  subordinate: z
    .string()
    .max(fieldLimits.quoteSubordinate)
    .describe('Optional longer text under the quote: a short story or a promise'),
});
export type TextBannerSection = z.infer<typeof textBannerSection>;
