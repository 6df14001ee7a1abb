import type { SectionTemplate } from '../../section-template.ts';
import { css } from './introduction.css.ts';
import { Introduction } from './introduction.tsx';

/** Introduction: the hero with the page's only h1, body, buttons and a background or side image. */
export const introductionTemplate: SectionTemplate<'Introduction'> = { Component: Introduction, css };
