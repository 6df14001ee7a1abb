/**
 * @sitewright/templates — the 17 section components, the theme and preset styles, and
 * `renderSite(document, options)` → the static files of a published site.
 */
export * from './primitives/index.ts';
export type { RenderContext, RenderOptions } from './render-context.ts';
export { renderContext } from './render-context.ts';
export type { ClientScript, SectionProps, SectionTemplate, SectionTemplates } from './section-template.ts';
export type { RenderedSite, SiteFile } from './site-files.ts';
export { type ThemeVariable, themeVariables } from './theme/variables.ts';
