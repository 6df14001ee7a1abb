import { primaryLanguage, type SiteLanguage } from '@sitewright/model';
import type { RenderContext } from '../render-context.ts';

/**
 * Where each of a site's languages lives, and how a page names the others. The first language is
 * the site's home (`{siteUrl}/`, `x-default`); the second lives one folder down (`{siteUrl}/es/`).
 * Both folders share the root's assets: every page links them as `{basePath}assets/…`.
 */

/** The folder of a language's page below the site's root: '' for the first language, `es/` for Spanish. */
export const languageFolder = (code: SiteLanguage) => (code === primaryLanguage ? '' : `${code}/`);

/** The file holding a language's page: `index.html`, `es/index.html`. */
export const languageEntry = (code: SiteLanguage) => `${languageFolder(code)}index.html`;

/** The public URL of a language's page: `{siteUrl}/`, `{siteUrl}/es/` (hreflang, canonical, sitemap). */
export const languageUrl = (ctx: RenderContext, code: SiteLanguage) =>
  `${ctx.options.siteUrl}/${languageFolder(code)}`;

/**
 * A language's page linked from the site's own pages, root-relative so it works at `/{handle}/`
 * and on a custom domain alike (and an export's relative links turn it into `es/index.html`).
 */
export const languageHref = (ctx: RenderContext, code: SiteLanguage) =>
  `${ctx.options.basePath}${languageFolder(code)}`;

/** Open Graph `og:locale` of each language (language_TERRITORY, the territory the language is named after). */
export const ogLocales: Record<SiteLanguage, string> = {
  en: 'en_US',
  es: 'es_ES',
  fr: 'fr_FR',
  de: 'de_DE',
  pt: 'pt_PT',
  it: 'it_IT',
  nl: 'nl_NL',
};

/** Whether the page belongs to a site in two languages (then it names the other with hreflang and a switch). */
export const isMultilingual = (ctx: RenderContext) => ctx.languages.length > 1;
