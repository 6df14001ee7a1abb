import type { Section, SectionType } from '@sitewright/model';
import type { ReactNode } from 'react';
import type { RenderContext } from '../render-context.ts';
import type { SectionProps, SectionTemplates } from '../section-template.ts';

/** The registry as the page reads it: complete in production, partial while sections are built. */
export type TemplateLookup = Partial<SectionTemplates>;

/** One section through its template; a type without a template renders nothing. */
export function SectionView({
  section,
  ctx,
  templates,
}: {
  section: Section;
  ctx: RenderContext;
  templates: TemplateLookup;
}): ReactNode {
  const template = templates[section.type];
  if (!template) return null;
  // The registry pairs each type with its own template; TypeScript cannot follow that through the union.
  const Component = template.Component as (props: SectionProps<SectionType>) => ReactNode;
  return <Component section={section} ctx={ctx} />;
}

/**
 * The sections a page shows, in page order. Code Embed sections are published only on the site's own
 * custom domain (spec §5, ARCHITECTURE "Security"); the preview passes them to their template, which
 * decides how to show them to the owner.
 */
export function visibleSections(ctx: RenderContext): Section[] {
  const { mode, customDomain } = ctx.options;
  return ctx.website.sections.filter((s) => s.type !== 'CodeEmbed' || mode === 'preview' || customDomain);
}

/** The page's sections split by landmark: the Header in `<header>`, the Footer in `<footer>`, the rest in `<main>`. */
export function pageRegions(sections: readonly Section[]) {
  return {
    header: sections.filter((s) => s.type === 'Header'),
    main: sections.filter((s) => s.type !== 'Header' && s.type !== 'Footer'),
    footer: sections.filter((s) => s.type === 'Footer'),
  };
}
