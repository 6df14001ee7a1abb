import type { SectionTemplate } from '../../section-template.ts';
import { css } from './text-banner.css.ts';
import { TextBanner } from './text-banner.tsx';

/** Text Banner: a quote with its subhead and a longer subordinate text. */
export const textBannerTemplate: SectionTemplate<'TextBanner'> = { Component: TextBanner, css };
