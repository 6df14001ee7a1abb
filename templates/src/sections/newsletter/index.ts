import type { SectionTemplate } from '../../section-template.ts';
import { css } from './newsletter.css.ts';
import { Newsletter } from './newsletter.tsx';

/** Newsletter needs the 'newsletter' script to sign up without leaving the page. */
export const newsletterTemplate: SectionTemplate<'Newsletter'> = {
  Component: Newsletter,
  css,
  scripts: () => ['newsletter'],
};
