import { z } from 'zod';
import { fieldLimits } from '../../limits/index.ts';
import { externalUrl } from '../common.ts';
import { socialNetwork } from '../enums.ts';
import { footerLink } from '../link.ts';
import { sectionBase } from './section-base.ts';

/** A profile on one of the 17 social networks (spec §3 "Social networks"). */
export const socialLink = z.object({
  network: socialNetwork,
  url: externalUrl.describe('Address of the business profile on this network'),
});
export type SocialLink = z.infer<typeof socialLink>;

/**
 * Footer: social profiles (at most one per network), the copyright line (§9 copyright 32) and up
 * to 4 links (§9 Max footer links). The 'Made with' badge is a website setting, always shown.
 */
export const footerSection = z.object({
  type: z.literal('Footer'),
  ...sectionBase,
  socialLinks: z
    .array(socialLink)
    .max(socialNetwork.options.length)
    .superRefine((links, ctx) => {
      const seen = new Set<string>();
      links.forEach((l, index) => {
        if (seen.has(l.network)) {
          ctx.addIssue({ code: 'custom', path: [index, 'network'], message: `${l.network} is listed twice` });
        }
        seen.add(l.network);
      });
    }),
  copyright: z.string().max(fieldLimits.copyright).describe('Copyright line, e.g. "© 2025 Rosa Bakery"'),
  links: z.array(footerLink).max(fieldLimits.maxFooterLinks),
});
export type FooterSection = z.infer<typeof footerSection>;
