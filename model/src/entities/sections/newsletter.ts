import { z } from 'zod';
import { fieldLimits } from '../../limits/index.ts';
import { submitButton } from '../link.ts';
import { sectionBase } from './section-base.ts';

/** Newsletter: a sign-up box (§9 Newsletter heading / body / field label 80 / 512 / 40). */
export const newsletterSection = z.object({
  type: z.literal('Newsletter'),
  ...sectionBase,
  heading: z.string().max(fieldLimits.newsletterHeading).describe('Newsletter heading, 2 to 6 words'),
  body: z
    .string()
    .max(fieldLimits.newsletterBody)
    .describe('What subscribers will receive and how often, one or two sentences'),
  fieldLabel: z
    .string()
    .min(1)
    .max(fieldLimits.newsletterFieldLabel)
    .describe('Placeholder of the e-mail field, e.g. "Your email address"'),
  button: submitButton,
});
export type NewsletterSection = z.infer<typeof newsletterSection>;
