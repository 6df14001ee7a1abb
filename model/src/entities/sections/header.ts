import { z } from 'zod';
import { fieldLimits } from '../../limits/index.ts';
import { logoType } from '../enums.ts';
import { link, navLink } from '../link.ts';
import { sectionBase } from './section-base.ts';

/**
 * Header: the logo, up to 6 navigation links to sections of the page (§9 Max links 6, Nav link 32)
 * and an optional call-to-action button. `logoType` Text shows `websiteSettings.businessName`,
 * Image shows `websiteSettings.logo` (falling back to the name while no logo is uploaded), so the
 * brand lives in one place.
 */
export const headerSection = z.object({
  type: z.literal('Header'),
  ...sectionBase,
  logoType: logoType.default('Text'),
  navLinks: z
    .array(navLink)
    .max(fieldLimits.maxLinks)
    .describe('Menu entries, each scrolling to a section of the page, labelled in 1 or 2 words'),
  button: link.optional(),
});
export type HeaderSection = z.infer<typeof headerSection>;
