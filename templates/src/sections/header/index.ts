import type { SectionTemplate } from '../../section-template.ts';
import { css } from './header.css.ts';
import { SiteHeader } from './header.tsx';

/** Header: logo, main navigation, optional button; the mobile menu script when there are links. */
export const headerTemplate: SectionTemplate<'Header'> = {
  Component: SiteHeader,
  css,
  scripts: (section) => (section.navLinks.length > 0 ? ['mobile-menu'] : []),
};
