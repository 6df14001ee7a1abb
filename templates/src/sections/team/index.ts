import type { SectionTemplate } from '../../section-template.ts';
import { css } from './team.css.ts';
import { Team } from './team.tsx';

/** Team: heading and the members with framed portraits, names, job titles and bios. */
export const teamTemplate: SectionTemplate<'Team'> = { Component: Team, css };
