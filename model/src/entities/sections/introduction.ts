import { z } from 'zod';
import { fieldLimits, introduction } from '../../limits/index.ts';
import { decidedLimits } from '../common.ts';
import { image } from '../image.ts';
import { link } from '../link.ts';
import { sectionBase } from './section-base.ts';

/**
 * Introduction (the hero): headline, body, a background image under a fixed 0.75 overlay (§9)
 * and up to two buttons (primary and secondary).
 */
export const introductionSection = z.object({
  type: z.literal('Introduction'),
  ...sectionBase,
  heading: z
    .string()
    .max(fieldLimits.introHeading)
    .describe('Headline of the website: what the business offers, at most 6 words'),
  body: z
    .string()
    .max(fieldLimits.introBody)
    .describe('One or two sentences under the headline: who it is for and why choose it'),
  image: image.nullable().describe('Hero image showing the business at work; null until one is chosen'),
  /** Spec §9 "Introduction overlay 0.75": not adjustable. */
  overlay: z.literal(introduction.overlay).default(introduction.overlay),
  buttons: z.array(link).max(decidedLimits.introductionButtons),
});
export type IntroductionSection = z.infer<typeof introductionSection>;
