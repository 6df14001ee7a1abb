import type { Section } from '@sitewright/model';
import type { RenderContext } from '../render-context.ts';
import { type AnalyticsPlan, tagManagerFrameUrl } from './analytics.ts';
import { CookieBanner } from './cookie-banner.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { pageRegions, SectionView, type TemplateLookup } from './page-sections.tsx';
import { wordsOf } from './page-words.ts';

interface PageBodyProps {
  ctx: RenderContext;
  sections: readonly Section[];
  templates: TemplateLookup;
  analytics: AnalyticsPlan;
  /** Root-relative URL of the page's one script, when it needs one. */
  scriptHref: string | undefined;
}

/** The 'Made with Sitewright' badge: on every site (spec §5, hiding it is 'Not currently available'). */
export function MadeWithBadge({ ctx }: { ctx: RenderContext }) {
  return (
    <a className="sw-badge" href={`${ctx.options.appUrl}/?ref=badge`}>
      {wordsOf(ctx).madeWith}
    </a>
  );
}

/**
 * Whether a section renders the page's h1: the Introduction does, for a non-empty headline (its
 * template's contract, checked by the page tests).
 */
export function hasHeadline(sections: readonly Section[], templates: TemplateLookup): boolean {
  return (
    templates.Introduction !== undefined &&
    sections.some((s) => s.type === 'Introduction' && s.heading.trim() !== '')
  );
}

/**
 * The page's `<body>`: landmarks (`<header>`, `<main id="main">`, `<footer>`) holding the sections,
 * a skip link to the main content, the badge, the cookie banner when it is on, and the page's one
 * deferred script when it needs one. It is rendered before the head: the stylesheet is cut to the
 * classes the body uses.
 */
export function PageBody({ ctx, sections, templates, analytics, scriptHref }: PageBodyProps) {
  const regions = pageRegions(sections);
  const view = (section: Section) => (
    <SectionView key={section.id} section={section} ctx={ctx} templates={templates} />
  );
  const headerClass = ctx.settings.fixedHeader ? 'sw-site-header sw-site-header--fixed' : 'sw-site-header';
  return (
    <body>
      {analytics.kind === 'direct' && analytics.tagManager ? (
        <noscript>
          <iframe
            src={tagManagerFrameUrl(analytics.id)}
            title="Google Tag Manager"
            height="0"
            width="0"
            style={{ display: 'none', visibility: 'hidden' }}
          />
        </noscript>
      ) : null}
      <a className="sw-skip" href="#main">
        {wordsOf(ctx).skipToContent}
      </a>
      {regions.header.length > 0 ? <header className={headerClass}>{regions.header.map(view)}</header> : null}
      <main id="main" tabIndex={-1}>
        {hasHeadline(sections, templates) ? null : (
          // Every page has exactly one h1: without a headline, the business name, for screen readers.
          <h1 className="sw-visually-hidden">{ctx.settings.businessName}</h1>
        )}
        {regions.main.map(view)}
      </main>
      <footer className="sw-site-footer">
        {regions.footer.map(view)}
        {regions.header.length > 0 && templates.Header ? null : <LanguageSwitch ctx={ctx} />}
        <MadeWithBadge ctx={ctx} />
      </footer>
      {ctx.settings.cookieBanner.enabled ? <CookieBanner ctx={ctx} analytics={analytics} /> : null}
      {scriptHref ? <script defer src={scriptHref} /> : null}
    </body>
  );
}
