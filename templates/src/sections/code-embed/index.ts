import type { SectionTemplate } from '../../section-template.ts';
import { css } from './code-embed.css.ts';
import { CodeEmbed } from './code-embed.tsx';

export const codeEmbedTemplate: SectionTemplate<'CodeEmbed'> = { Component: CodeEmbed, css };
