import { z } from 'zod';
import { fieldLimits } from '../../limits/index.ts';
import { decidedLimits } from '../common.ts';
import { image } from '../image.ts';
import { link } from '../link.ts';
import { itemId, sectionBase } from './section-base.ts';

/** Spec §3 "Logo item": a text or image logo (Logo types Text, Image) with an optional link. */
export const logoItem = z.discriminatedUnion('type', [
  z.object({
    id: itemId,
    type: z.literal('Text'),
    text: z.string().max(decidedLimits.logoText).describe('Name of a client, partner or certification'),
    link: link.optional(),
  }),
  z.object({ id: itemId, type: z.literal('Image'), image, link: link.optional() }),
]);
export type LogoItem = z.infer<typeof logoItem>;

/** Logo Grid: clients, partners or certifications, up to 10 logos (§9 Logos max; heading / body 64 / 512). */
export const logoGridSection = z.object({
  type: z.literal('LogoGrid'),
  ...sectionBase,
  heading: z.string().max(fieldLimits.logoHeading).describe('Heading, e.g. "Trusted by", 2 to 5 words'),
  body: z.string().max(fieldLimits.logoBody).describe('One sentence about the clients or partners shown'),
  logos: z.array(logoItem).max(fieldLimits.maxLogos),
});
export type LogoGridSection = z.infer<typeof logoGridSection>;
