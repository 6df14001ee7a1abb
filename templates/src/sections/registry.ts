import type { SectionTemplates } from '../section-template.ts';
import { articleTemplate } from './article/index.ts';
import { codeEmbedTemplate } from './code-embed/index.ts';
import { contactTemplate } from './contact/index.ts';
import { customerReviewsTemplate } from './customer-reviews/index.ts';
import { faqTemplate } from './faq/index.ts';
import { footerTemplate } from './footer/index.ts';
import { galleryTemplate } from './gallery/index.ts';
import { headerTemplate } from './header/index.ts';
import { imageBannerTemplate } from './image-banner/index.ts';
import { introductionTemplate } from './introduction/index.ts';
import { logoGridTemplate } from './logo-grid/index.ts';
import { newsletterTemplate } from './newsletter/index.ts';
import { schedulingTemplate } from './scheduling/index.ts';
import { servicesTemplate } from './services/index.ts';
import { teamTemplate } from './team/index.ts';
import { textBannerTemplate } from './text-banner/index.ts';
import { videoTemplate } from './video/index.ts';

/**
 * Every section type's template (see `section-template.ts`); `renderSite` renders each section
 * through this table. `satisfies SectionTemplates` makes a missing section type a type error.
 */
export const sectionTemplates = {
  Header: headerTemplate,
  Introduction: introductionTemplate,
  Services: servicesTemplate,
  Gallery: galleryTemplate,
  TextBanner: textBannerTemplate,
  ImageBanner: imageBannerTemplate,
  Team: teamTemplate,
  Scheduling: schedulingTemplate,
  Video: videoTemplate,
  CustomerReviews: customerReviewsTemplate,
  Article: articleTemplate,
  LogoGrid: logoGridTemplate,
  FAQ: faqTemplate,
  Contact: contactTemplate,
  Newsletter: newsletterTemplate,
  Footer: footerTemplate,
  CodeEmbed: codeEmbedTemplate,
} satisfies SectionTemplates;
