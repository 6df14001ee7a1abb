import { customCodeAllowed, validateAnalyticsId } from '@sitewright/model';
import type { RenderContext } from '../render-context.ts';

/**
 * How a page loads analytics (spec §3 analytics ID and cookie banner, §5 analytics ID):
 * - none: no ID, an invalid ID, a GTM- ID without a custom domain, or the designer's preview;
 * - direct: the tag is in the page's head;
 * - consent: the cookie banner is on, so the banner's script loads the tag after Accept.
 */
export type AnalyticsPlan =
  | { kind: 'none' }
  | { kind: 'direct'; id: string; tagManager: boolean }
  | { kind: 'consent'; id: string; tagManager: boolean };

/** Decides the page's analytics from the settings and the render options. */
export function analyticsPlan(ctx: RenderContext): AnalyticsPlan {
  if (ctx.options.mode === 'preview') return { kind: 'none' };
  const checked = validateAnalyticsId(ctx.settings.gaMeasurementId, {
    hasCustomDomain: ctx.options.customDomain,
  });
  if (!checked.ok || checked.value === '') return { kind: 'none' };
  const id = checked.value;
  const tagManager = id.startsWith('GTM-');
  return ctx.settings.cookieBanner.enabled
    ? { kind: 'consent', id, tagManager }
    : { kind: 'direct', id, tagManager };
}

/** The inline part of Google's tag (the ID is validated: letters, digits and one dash). */
export function analyticsInlineScript(id: string, tagManager: boolean): string {
  if (tagManager) {
    return `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');`;
  }
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}');`;
}

/** The Google Analytics library URL for a `G-` ID. */
export const gtagUrl = (id: string) =>
  `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;

/** The Tag Manager fallback frame for visitors without JavaScript. */
export const tagManagerFrameUrl = (id: string) =>
  `https://www.googletagmanager.com/ns.html?id=${encodeURIComponent(id)}`;

/**
 * The owner's custom head code, or '' where it must not appear: only published on the site's own
 * custom domain (spec §5, ARCHITECTURE "Security"), never on the shared origin or in the preview.
 */
export function customHeadCode(ctx: RenderContext): string {
  if (ctx.options.mode === 'preview') return '';
  if (!customCodeAllowed({ hasCustomDomain: ctx.options.customDomain, hasPaidPlan: false })) return '';
  return ctx.settings.customHeadCode.trim();
}
