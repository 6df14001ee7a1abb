import type { SectionTemplate } from '../../section-template.ts';
import { css } from './article.css.ts';
import { Article } from './article.tsx';

export const articleTemplate: SectionTemplate<'Article'> = { Component: Article, css };
