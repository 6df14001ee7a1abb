import { z } from 'zod';
import { fieldLimits } from '../../limits/index.ts';
import { itemId, sectionBase, sectionHeading } from './section-base.ts';

/** Spec §3 "Review": paragraph, author name, author location. */
export const review = z.object({
  id: itemId,
  paragraph: z
    .string()
    .max(fieldLimits.reviewParagraph)
    .describe('What the customer said, at most 4 sentences'),
  authorName: z.string().max(fieldLimits.reviewAuthorName).describe('Customer name, e.g. "Maria G."'),
  authorLocation: z.string().max(fieldLimits.reviewAuthorLocation).describe('Customer town or neighbourhood'),
});
export type Review = z.infer<typeof review>;

/** Customer Reviews: up to 6 reviews (§9 Max reviews). */
export const customerReviewsSection = z.object({
  type: z.literal('CustomerReviews'),
  ...sectionBase,
  heading: sectionHeading,
  reviews: z.array(review).max(fieldLimits.maxReviews),
});
export type CustomerReviewsSection = z.infer<typeof customerReviewsSection>;
