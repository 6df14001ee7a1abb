import { z } from 'zod';
import { fieldLimits } from '../../limits/index.ts';
import { image } from '../image.ts';
import { itemId, sectionBase } from './section-base.ts';

/** Spec §3 "Team member": name, job title, bio, image. */
export const teamMember = z.object({
  id: itemId,
  name: z.string().max(fieldLimits.teamName).describe('Full name of the team member'),
  jobTitle: z.string().max(fieldLimits.teamTitle).describe('Role in the business, e.g. "Head baker"'),
  bio: z.string().max(fieldLimits.teamDescription).describe('Two or three sentences about this person'),
  image: image.nullable().describe('Portrait; null until one is chosen'),
});
export type TeamMember = z.infer<typeof teamMember>;

/** Team: up to 12 members (§9 Max team members; Team heading 80). */
export const teamSection = z.object({
  type: z.literal('Team'),
  ...sectionBase,
  heading: z.string().max(fieldLimits.teamHeading).describe('Heading of the team section, 2 to 5 words'),
  members: z.array(teamMember).max(fieldLimits.maxTeamMembers),
});
export type TeamSection = z.infer<typeof teamSection>;
