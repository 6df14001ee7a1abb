import { z } from 'zod';
import { fieldLimits } from '../../limits/index.ts';
import { faqLayout } from '../enums.ts';
import { link } from '../link.ts';
import { itemId, sectionBase, sectionHeading } from './section-base.ts';

/** Spec §3 "FAQ item": question, answer, optional button (§9 FAQ question / answer 512 / 2048). */
export const faqItem = z.object({
  id: itemId,
  question: z.string().max(fieldLimits.faqQuestion).describe('A question customers really ask'),
  answer: z.string().max(fieldLimits.faqAnswer).describe('A direct, friendly answer in 1 to 3 sentences'),
  button: link.optional(),
});
export type FaqItem = z.infer<typeof faqItem>;

/** FAQ: up to 24 questions (§9 Max FAQs), as a list or with a sidebar. */
export const faqSection = z.object({
  type: z.literal('FAQ'),
  ...sectionBase,
  heading: sectionHeading,
  layout: faqLayout.default('List'),
  items: z.array(faqItem).max(fieldLimits.maxFaqs),
});
export type FaqSection = z.infer<typeof faqSection>;
