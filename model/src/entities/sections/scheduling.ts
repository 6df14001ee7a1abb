import { z } from 'zod';
import { decidedLimits } from '../common.ts';
import { webLink } from '../link.ts';
import { sectionBase, sectionHeading } from './section-base.ts';

/**
 * Scheduling: a heading, a short text and the booking link (Calendly, Acuity …). Spec §5: the link
 * is required for the section to work. A draft may hold an empty URL while the owner sets it up;
 * `sectionsMissingLinks` (sections/index.ts) reports it so the designer and publisher can warn.
 */
export const schedulingSection = z.object({
  type: z.literal('Scheduling'),
  ...sectionBase,
  heading: sectionHeading,
  body: z
    .string()
    .max(decidedLimits.sectionBody)
    .describe('One or two sentences inviting visitors to book an appointment'),
  link: webLink.describe('The booking page; its label is the button text, e.g. "Book now"'),
});
export type SchedulingSection = z.infer<typeof schedulingSection>;
