import type { Section } from '@sitewright/model';
import { renderToStaticMarkup } from 'react-dom/server';
import { type AnalyticsPlan, analyticsPlan, customHeadCode } from '../page/analytics.ts';
import { type PageAssets, PageHead } from '../page/head.tsx';
import type { TemplateLookup } from '../page/page-sections.tsx';
import { PageBody } from '../page/site-page.tsx';
import type { RenderContext } from '../render-context.ts';

/** A page in the pieces `renderSite` writes out, in order: `start`, `head`, `body`, `end`. */
export interface PageParts {
  start: string;
  head: string;
  body: string;
  end: string;
}

/** The rendered `<body>` and what React hoisted out of it for the head (image preloads and the like). */
export interface RenderedBody {
  hoisted: string;
  body: string;
  analytics: AnalyticsPlan;
}

/** Renders the body first: the stylesheet depends on the classes it uses. */
export function renderBody(
  ctx: RenderContext,
  sections: readonly Section[],
  templates: TemplateLookup,
  scriptHref: string | undefined,
): RenderedBody {
  const analytics = analyticsPlan(ctx);
  const markup = renderToStaticMarkup(
    <PageBody
      ctx={ctx}
      sections={sections}
      templates={templates}
      analytics={analytics}
      scriptHref={scriptHref}
    />,
  );
  // Rendered without a document, React puts hoistable elements (preloads, async scripts, metas
  // that sections render) before `<body>`; escaped text can never contain `<body`.
  const at = markup.indexOf('<body');
  return { hoisted: markup.slice(0, at), body: markup.slice(at), analytics };
}

const escapeAttribute = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The whole document around a rendered body: doctype, `<html lang>`, the head (plus the hoisted
 * elements and the owner's custom head code where `customHeadCode` allows it).
 */
export function pageParts(ctx: RenderContext, rendered: RenderedBody, assets: PageAssets): PageParts {
  const head = renderToStaticMarkup(<PageHead ctx={ctx} assets={assets} analytics={rendered.analytics} />);
  const close = head.lastIndexOf('</head>');
  return {
    start: `<!doctype html><html lang="${escapeAttribute(ctx.options.lang)}">`,
    head: head.slice(0, close) + rendered.hoisted + customHeadCode(ctx) + head.slice(close),
    body: rendered.body,
    end: '</html>',
  };
}

/** The pieces as one HTML string. */
export const joinPage = (parts: PageParts) => parts.start + parts.head + parts.body + parts.end;
