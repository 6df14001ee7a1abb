import type { SectionTemplate } from '../../section-template.ts';
import { css } from './scheduling.css.ts';
import { Scheduling } from './scheduling.tsx';

/** Scheduling: heading, body and the booking button (left out while the link is empty). */
export const schedulingTemplate: SectionTemplate<'Scheduling'> = { Component: Scheduling, css };
