import { imageSource, primaryLanguage } from '@sitewright/model';
import { singleImageUrl } from '../primitives/published-image.ts';
import type { RenderContext } from '../render-context.ts';
import type { AnalyticsPlan } from './analytics.ts';
import { analyticsInlineScript, gtagUrl } from './analytics.ts';
import { jsonForScript, localBusiness } from './json-ld.ts';
import { isMultilingual, languageUrl, ogLocales } from './languages.ts';
import { canonicalUrl, pageDescription, pageTitle, shareImageUrl } from './seo.ts';

/** Where the page's files are; `renderSite` fills in content-hashed paths, `renderPage` inlines the CSS. */
export interface PageAssets {
  /** Root-relative URL of the stylesheet (`{basePath}assets/site.<hash>.css`). */
  stylesheetHref?: string;
  /** The stylesheet itself, for a page that has no files (the designer's preview). */
  inlineCss?: string;
  /** Root-relative URL of the heading font file, preloaded. */
  fontPreloadHref?: string;
  /** Root-relative URL of the generated monogram icon, linked when the owner set no browser icon. */
  monogramHref?: string;
  /** The page's Content-Security-Policy (`contentSecurityPolicy`); none when absent. */
  contentSecurityPolicy?: string;
}

/**
 * A page of a site in two languages names every language's page, its own included, and the first
 * language as `x-default` — the same links on both pages, so each pair is reciprocal — and its
 * Open Graph locale with the other as an alternate.
 */
function LanguageAlternates({ ctx }: { ctx: RenderContext }) {
  return (
    <>
      {ctx.languages.map((code) => (
        <link key={code} rel="alternate" hrefLang={code} href={languageUrl(ctx, code)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={languageUrl(ctx, primaryLanguage)} />
      <meta property="og:locale" content={ogLocales[ctx.language]} />
      {ctx.languages
        .filter((code) => code !== ctx.language)
        .map((code) => (
          <meta key={code} property="og:locale:alternate" content={ogLocales[code]} />
        ))}
    </>
  );
}

interface HeadProps {
  ctx: RenderContext;
  assets: PageAssets;
  analytics: AnalyticsPlan;
}

/**
 * The page's `<head>`: charset, the Content-Security-Policy (before any script, which it must
 * precede to govern), viewport, title, description, keywords, canonical URL, Open Graph, favicon
 * (the owner's browser icon, else the generated monogram; none of the app's), noindex
 * when search indexing is off, JSON-LD LocalBusiness, the font preload and stylesheet, analytics.
 * `page-html.tsx` appends what React hoisted out of the body and the owner's custom head code.
 */
export function PageHead({ ctx, assets, analytics }: HeadProps) {
  const { settings } = ctx;
  const title = pageTitle(ctx);
  const description = pageDescription(ctx);
  const url = canonicalUrl(ctx);
  const image = shareImageUrl(ctx);
  return (
    <head>
      <meta charSet="utf-8" />
      {assets.contentSecurityPolicy ? (
        <meta httpEquiv="Content-Security-Policy" content={assets.contentSecurityPolicy} />
      ) : null}
      <meta name="viewport" content="width=device-width,initial-scale=1" />
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      {settings.seoKeywords.trim() ? <meta name="keywords" content={settings.seoKeywords.trim()} /> : null}
      {settings.searchIndexing ? null : <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={settings.businessName} />
      {isMultilingual(ctx) ? <LanguageAlternates ctx={ctx} /> : null}
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="theme-color" content={ctx.theme.colors.backgroundColor} />
      {settings.favIcon ? (
        <link
          rel="icon"
          href={singleImageUrl(ctx.options.images, settings.favIcon, 0, 'small', imageSource)}
        />
      ) : assets.monogramHref ? (
        <link rel="icon" href={assets.monogramHref} type="image/svg+xml" />
      ) : null}
      {assets.fontPreloadHref ? (
        <link rel="preload" href={assets.fontPreloadHref} as="font" type="font/woff2" crossOrigin="" />
      ) : null}
      {assets.stylesheetHref ? <link rel="stylesheet" href={assets.stylesheetHref} /> : null}
      {assets.inlineCss ? (
        <style
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet; theme values are validated and `</style` cannot end it early
          dangerouslySetInnerHTML={{ __html: assets.inlineCss.replace(/<\/style/gi, '<\\/style') }}
        />
      ) : null}
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every `<` escaped (jsonForScript), so nothing can close the script
        dangerouslySetInnerHTML={{ __html: jsonForScript(localBusiness(ctx)) }}
      />
      {analytics.kind === 'direct' && !analytics.tagManager ? (
        <script async src={gtagUrl(analytics.id)} />
      ) : null}
      {analytics.kind === 'direct' ? (
        <script
          // biome-ignore lint/security/noDangerouslySetInnerHtml: Google's snippet around an ID that validateAnalyticsId allowed ([A-Z0-9-] only)
          dangerouslySetInnerHTML={{ __html: analyticsInlineScript(analytics.id, analytics.tagManager) }}
        />
      ) : null}
    </head>
  );
}
