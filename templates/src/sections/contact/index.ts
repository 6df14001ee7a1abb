import type { SectionTemplate } from '../../section-template.ts';
import { css } from './contact.css.ts';
import { Contact } from './contact.tsx';

/** Contact needs the 'contact-form' script to validate and send without leaving the page. */
export const contactTemplate: SectionTemplate<'Contact'> = {
  Component: Contact,
  css,
  scripts: () => ['contact-form'],
};
