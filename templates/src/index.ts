/**
 * @sitewright/templates — the 17 section components, the theme and preset styles, and
 * `renderSite(document, options)` → the static files of a published site.
 *
 * esbuild and `node:` modules are reached only through a dynamic import inside `renderSite`
 * (`render/node-tools.ts`), so the designer can use the components, the theme and `renderPage`
 * without running them (a bundler may still emit that chunk; it is never loaded in the browser).
 */

export { type AnalyticsPlan, analyticsPlan, customHeadCode } from './page/analytics.ts';
export type { PageAssets } from './page/head.tsx';
export { localBusiness } from './page/json-ld.ts';
export {
  type PublishedDocument,
  publishedDocument,
  withoutPendingSuggestions,
} from './page/published-document.ts';
export { canonicalUrl, pageDescription, pageTitle, representativeImage } from './page/seo.ts';
export { isStandInImage, type PublishableDocument, withoutStandIns } from './page/stand-ins.ts';
export * from './primitives/index.ts';
export { formEndpoint } from './render/form-endpoint.ts';
export { pageEntry, renderPage, renderSite, siteContentTypes, siteFontFiles } from './render/render-site.ts';
export { clientScriptOrder, clientScriptsFor } from './render/scripts.ts';
export { siteCss } from './render/site-css.ts';
export type { RenderContext, RenderOptions } from './render-context.ts';
export { renderContext, renderOptionDefaults } from './render-context.ts';
export type { ClientScript, SectionProps, SectionTemplate, SectionTemplates } from './section-template.ts';
export { socialNetworkNames } from './sections/footer/social-networks.ts';
export { sectionTemplates } from './sections/registry.ts';
export type { RenderedSite, SiteFile } from './site-files.ts';
export * from './theme/index.ts';
