import {
  articleSection,
  contactSection,
  customerReviewsSection,
  faqItem,
  faqSection,
  fieldLimits,
  fontPairs,
  gallerySection,
  googleAd,
  hexColor,
  imageBannerSection,
  introductionSection,
  newsletterSection,
  review,
  schedulingSection,
  service,
  servicesSection,
  teamMember,
  teamSection,
  textBannerSection,
  themeColorFields,
  websiteSettings,
} from '@sitewright/model';
import { z } from 'zod';

/**
 * The shapes of generated copy, derived from the model's section schemas (`.pick`, `.shape`), so
 * every §9 limit and every `.describe()` hint reaches the AI and the checks from one place.
 * Required texts gain `.min(1)`: an empty service name is no answer.
 */

export const serviceCopy = z.object({
  heading: service.shape.heading.min(1),
  paragraph: service.shape.paragraph.min(1),
  pricing: service.shape.pricing,
});
export type ServiceCopy = z.infer<typeof serviceCopy>;

export const faqCopy = z.object({
  question: faqItem.shape.question.min(1),
  answer: faqItem.shape.answer.min(1),
});
export type FaqCopy = z.infer<typeof faqCopy>;

export const reviewCopy = z.object({
  paragraph: review.shape.paragraph.min(1),
  authorName: review.shape.authorName.min(1),
  authorLocation: review.shape.authorLocation,
});
export type ReviewCopy = z.infer<typeof reviewCopy>;

export const teamMemberCopy = z.object({
  name: teamMember.shape.name.min(1),
  jobTitle: teamMember.shape.jobTitle.min(1),
  bio: teamMember.shape.bio.min(1),
});
export type TeamMemberCopy = z.infer<typeof teamMemberCopy>;

/** A quote for the Text Banner: the quote itself (≤ 12 words) and its subhead. */
export const quoteCopy = z.object({
  text: textBannerSection.shape.primary.min(1),
  attribution: textBannerSection.shape.subhead.min(1),
});
export type QuoteCopy = z.infer<typeof quoteCopy>;

export const articleCopy = z.object({
  heading: articleSection.shape.heading.min(1),
  content: articleSection.shape.content.min(1),
});
export type ArticleCopy = z.infer<typeof articleCopy>;

/** About text: at most 4 sentences (spec §5), kept within the business-description limit. */
export const aboutCopy = z.object({
  about: z
    .string()
    .min(1)
    .max(fieldLimits.businessDescription)
    .describe('About the business in 2 to 4 sentences: what it does, for whom, where and why choose it'),
});

/** The headings and short texts of a page, one per section that has them. */
export const headingsCopy = z.object({
  introHeadline: introductionSection.shape.heading.min(1),
  introBody: introductionSection.shape.body.min(1),
  primaryCta: z
    .string()
    .min(1)
    .max(fieldLimits.buttonLabel)
    .describe('Main call-to-action button text, 1 to 4 words, e.g. "Book a cleaning"'),
  servicesHeading: servicesSection.shape.heading.min(1),
  galleryHeading: gallerySection.shape.heading.min(1),
  reviewsHeading: customerReviewsSection.shape.heading.min(1),
  teamHeading: teamSection.shape.heading.min(1),
  faqHeading: faqSection.shape.heading.min(1),
  contactTitle: contactSection.shape.heading.min(1),
  contactBody: contactSection.shape.body.min(1),
  bannerText: imageBannerSection.shape.text.min(1),
  newsletterHeading: newsletterSection.shape.heading.min(1),
  newsletterBody: newsletterSection.shape.body.min(1),
  schedulingHeading: schedulingSection.shape.heading.min(1),
  schedulingBody: schedulingSection.shape.body.min(1),
});
export type HeadingsCopy = z.infer<typeof headingsCopy>;

/** All seven theme colour fields (spec §3) as an object, so strict structured outputs can ask for it. */
export const paletteColors = z.object(
  Object.fromEntries(themeColorFields.map((field) => [field, hexColor])) as Record<
    (typeof themeColorFields)[number],
    typeof hexColor
  >,
);

export const paletteCopy = z.object({
  name: z.string().min(1).max(40).describe('A two-word name for the palette, e.g. "Harbour Blue"'),
  colors: paletteColors,
});
export type Palette = z.infer<typeof paletteCopy>;

export const fontPairName = z.enum(fontPairs.map((p) => p.name) as [string, ...string[]]);

export const businessNameCopy = websiteSettings.shape.businessName;
export const businessIdeaCopy = z.string().min(1).max(80).describe('A business idea in 5 to 8 words');
export { googleAd as googleAdCopy };
