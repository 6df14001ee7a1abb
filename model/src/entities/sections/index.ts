import { z } from 'zod';
import type { SectionType } from '../enums.ts';
import { articleSection } from './article.ts';
import { codeEmbedSection } from './code-embed.ts';
import { contactSection } from './contact.ts';
import { customerReviewsSection } from './customer-reviews.ts';
import { faqSection } from './faq.ts';
import { footerSection } from './footer.ts';
import { gallerySection } from './gallery.ts';
import { headerSection } from './header.ts';
import { imageBannerSection } from './image-banner.ts';
import { introductionSection } from './introduction.ts';
import { logoGridSection } from './logo-grid.ts';
import { newsletterSection } from './newsletter.ts';
import { schedulingSection } from './scheduling.ts';
import { servicesSection } from './services.ts';
import { teamSection } from './team.ts';
import { textBannerSection } from './text-banner.ts';
import { videoSection } from './video.ts';

export * from './article.ts';
export * from './code-embed.ts';
export * from './contact.ts';
export * from './contact-form-copy.ts';
export * from './customer-reviews.ts';
export * from './faq.ts';
export * from './footer.ts';
export * from './gallery.ts';
export * from './header.ts';
export * from './image-banner.ts';
export * from './introduction.ts';
export * from './logo-grid.ts';
export * from './newsletter.ts';
export * from './scheduling.ts';
export * from './section-base.ts';
export * from './services.ts';
export * from './team.ts';
export * from './text-banner.ts';
export * from './video.ts';

/** The schema of each section type; a missing type is a compile error. */
export const sectionSchemas = {
  Header: headerSection,
  Introduction: introductionSection,
  Services: servicesSection,
  Gallery: gallerySection,
  TextBanner: textBannerSection,
  ImageBanner: imageBannerSection,
  Team: teamSection,
  Scheduling: schedulingSection,
  Video: videoSection,
  CustomerReviews: customerReviewsSection,
  Article: articleSection,
  LogoGrid: logoGridSection,
  FAQ: faqSection,
  Contact: contactSection,
  Newsletter: newsletterSection,
  Footer: footerSection,
  CodeEmbed: codeEmbedSection,
} as const satisfies Record<SectionType, z.ZodObject>;

/** Any section of the page, told apart by `type` (spec §3 "Website sections"). */
export const section = z.discriminatedUnion('type', [
  headerSection,
  introductionSection,
  servicesSection,
  gallerySection,
  textBannerSection,
  imageBannerSection,
  teamSection,
  schedulingSection,
  videoSection,
  customerReviewsSection,
  articleSection,
  logoGridSection,
  faqSection,
  contactSection,
  newsletterSection,
  footerSection,
  codeEmbedSection,
]);
export type Section = z.infer<typeof section>;

/** The section of one type: `SectionOf<'Team'>` is `TeamSection`. */
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;

/** Narrows a section to one type. */
export function isSectionOf<T extends SectionType>(s: Section, type: T): s is SectionOf<T> {
  return s.type === type;
}

/**
 * Sections that cannot work yet because their link is empty: spec §5 "Scheduling and video
 * links are required for those sections to work". A draft may hold them; the designer shows a
 * hint and the publisher may warn.
 */
export function sectionsMissingLinks(sections: readonly Section[]): Array<SectionOf<'Scheduling' | 'Video'>> {
  return sections.filter(
    (s): s is SectionOf<'Scheduling' | 'Video'> =>
      (s.type === 'Scheduling' || s.type === 'Video') && s.link.url.trim() === '',
  );
}
