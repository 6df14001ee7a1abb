import { z } from 'zod';
import { fieldLimits } from '../../limits/index.ts';
import { image } from '../image.ts';
import { link } from '../link.ts';
import { itemId, sectionBase } from './section-base.ts';

/** Spec §3 "Service": image, heading, paragraph, pricing, optional button. */
export const service = z.object({
  id: itemId,
  image: image.nullable().describe('A photo of this service; null until one is chosen'),
  heading: z.string().max(fieldLimits.servicesHeading).describe('Name of the service, 1 to 5 words'),
  paragraph: z
    .string()
    .max(fieldLimits.servicesBody)
    .describe('What the customer gets, in 2 or 3 plain sentences'),
  pricing: z
    .string()
    .max(fieldLimits.servicesPricing)
    .describe('Price or price range as the customer would read it, e.g. "From $45"; empty if unknown'),
  button: link.optional(),
});
export type Service = z.infer<typeof service>;

/** Services: up to 24 service items (§9 Max service items). */
export const servicesSection = z.object({
  type: z.literal('Services'),
  ...sectionBase,
  heading: z.string().max(fieldLimits.servicesHeading).describe('Heading of the services list, 2 to 5 words'),
  items: z.array(service).max(fieldLimits.maxServiceItems),
});
export type ServicesSection = z.infer<typeof servicesSection>;
