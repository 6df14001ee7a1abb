import type { SectionTemplate } from '../../section-template.ts';
import { css } from './video.css.ts';
import { Video } from './video.tsx';

export const videoTemplate: SectionTemplate<'Video'> = { Component: Video, css };
