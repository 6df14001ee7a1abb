import type { SectionTemplate } from '../../section-template.ts';
import { css } from './footer.css.ts';
import { SiteFooter } from './footer.tsx';

export const footerTemplate: SectionTemplate<'Footer'> = { Component: SiteFooter, css };
