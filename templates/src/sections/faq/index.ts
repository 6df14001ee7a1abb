import type { SectionTemplate } from '../../section-template.ts';
import { css } from './faq.css.ts';
import { Faq } from './faq.tsx';

export const faqTemplate: SectionTemplate<'FAQ'> = { Component: Faq, css };
