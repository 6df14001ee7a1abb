import type { SectionOf, SectionType } from '@sitewright/model';
import type { ReactNode } from 'react';
import type { RenderContext } from './render-context.ts';

/**
 * The small progressive-enhancement scripts a published page may need. Each is bundled into the
 * page's one script file only when a section (or a setting) asks for it.
 */
export type ClientScript = 'contact-form' | 'newsletter' | 'cookie-banner' | 'carousel' | 'mobile-menu';

export interface SectionProps<T extends SectionType> {
  section: SectionOf<T>;
  ctx: RenderContext;
}

/**
 * One section type's template, like a Puck block: a pure render component (SSR-safe: no browser
 * globals, no effects, no state), the CSS it needs and the client scripts it needs.
 */
export interface SectionTemplate<T extends SectionType> {
  Component: (props: SectionProps<T>) => ReactNode;
  /**
   * The section's rules. They are added to the site's one stylesheet only when the section is on
   * the page. Class names start with `sw-<kebab-type>` so sections never collide; colours, fonts,
   * radii and spacing come from the theme's custom properties (see `theme/theme-css.ts`).
   */
  css: string;
  /** The client scripts this section needs, given its content. */
  scripts?: (section: SectionOf<T>, ctx: RenderContext) => readonly ClientScript[];
}

/** The registry's type: a missing section type is a type error. */
export type SectionTemplates = { [K in SectionType]: SectionTemplate<K> };
