import type { SectionTemplate } from '../../section-template.ts';
import { css } from './services.css.ts';
import { Services } from './services.tsx';

/** Services: heading and a grid of service cards with pricing and optional buttons. */
export const servicesTemplate: SectionTemplate<'Services'> = { Component: Services, css };
