import { z } from 'zod';
import { fieldLimits } from '../limits/index.ts';
import { openingHours, serviceArea } from './business-reach.ts';
import { dialablePhone, externalUrl } from './common.ts';
import { industry, sectionType } from './enums.ts';
import { service } from './sections/services.ts';
import { themeColors, themeFont } from './theme.ts';
import { businessContact, websiteSettings } from './website-settings.ts';

/** A service the owner offers, in their words: it becomes a Services item heading (§9 64). */
export const ownerService = service.shape.heading.refine(
  (name) => name.trim() !== '',
  'A service needs a name',
);

/**
 * The onboarding answers a website is created from (spec §2: about business, fonts, colours,
 * sections, and what only the owner knows: contact details, hours, service area, services), taken
 * from the model's schemas. `sections` defaults to spec §9 "On by default". The generator writes a
 * first draft from them; the creation call takes them as its body.
 */
export const creationAnswers = z.object({
  businessName: websiteSettings.shape.businessName,
  description: websiteSettings.shape.businessDescription,
  location: websiteSettings.shape.location,
  industry: industry.optional(),
  link: externalUrl.optional(),
  fonts: z.object({ heading: themeFont, body: themeFont }).optional(),
  colours: themeColors.optional(),
  sections: z.array(sectionType).optional(),
  contact: businessContact
    .pick({ email: true, address: true })
    .extend({ phone: dialablePhone })
    .partial()
    .strict()
    .optional(),
  /** The owner's services, in their order; they become the Services items (§9 at most 24). */
  services: z
    .array(ownerService)
    .max(fieldLimits.maxServiceItems, `At most ${fieldLimits.maxServiceItems} services`)
    .optional(),
  hours: openingHours.optional(),
  serviceArea: serviceArea.optional(),
});
export type CreationAnswers = z.input<typeof creationAnswers>;
