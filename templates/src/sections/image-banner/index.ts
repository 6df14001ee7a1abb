import type { SectionTemplate } from '../../section-template.ts';
import { css } from './image-banner.css.ts';
import { ImageBanner } from './image-banner.tsx';

/** Image Banner: a full-width image of the section's height and overlay, with text and a button. */
export const imageBannerTemplate: SectionTemplate<'ImageBanner'> = { Component: ImageBanner, css };
