import { z } from 'zod';
import { fieldLimits } from '../../limits/index.ts';
import { webLink } from '../link.ts';
import { sectionBase } from './section-base.ts';

/**
 * Video: a heading, a description and the video link (YouTube, Vimeo …). Spec §5: the link is
 * required for the section to work; like Scheduling, a draft may hold it empty.
 */
export const videoSection = z.object({
  type: z.literal('Video'),
  ...sectionBase,
  heading: z.string().max(fieldLimits.videoHeading).describe('Heading of the video, 2 to 6 words'),
  description: z
    .string()
    .max(fieldLimits.videoDescription)
    .describe('What the video shows and why it is worth watching, 1 to 3 sentences'),
  link: webLink.describe('The video page address; the label is not shown'),
});
export type VideoSection = z.infer<typeof videoSection>;
