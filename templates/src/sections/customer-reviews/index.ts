import type { SectionTemplate } from '../../section-template.ts';
import { css } from './customer-reviews.css.ts';
import { CustomerReviews } from './customer-reviews.tsx';

export const customerReviewsTemplate: SectionTemplate<'CustomerReviews'> = {
  Component: CustomerReviews,
  css,
};
