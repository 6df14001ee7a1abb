import type { SectionTemplate } from '../../section-template.ts';
import { css } from './logo-grid.css.ts';
import { LogoGrid } from './logo-grid.tsx';

export const logoGridTemplate: SectionTemplate<'LogoGrid'> = { Component: LogoGrid, css };
