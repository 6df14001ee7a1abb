import type { Section } from '@sitewright/model';
import type { RenderContext } from '../render-context.ts';
import { type AnalyticsPlan, analyticsInlineScript, customHeadCode } from './analytics.ts';

/**
 * The script host of Google's tag (gtag.js and gtm.js), as Google's CSP guide for Google Analytics 4
 * and Tag Manager gives it.
 */
export const analyticsScriptSource = 'https://*.googletagmanager.com';

/**
 * Whether the page carries the owner's own code: custom head code or a non-empty Code Embed. Both
 * are published only on the site's connected custom domain (its own origin), mirroring
 * `customHeadCode` and the Code Embed section.
 */
export function pageHasOwnerCode(ctx: RenderContext, sections: readonly Section[]): boolean {
  if (customHeadCode(ctx) !== '') return true;
  if (ctx.options.mode === 'preview' || !ctx.options.customDomain) return false;
  return sections.some((s) => s.type === 'CodeEmbed' && s.code.trim() !== '');
}

/**
 * The published page's Content-Security-Policy, carried by the page itself in a `<meta>` so that
 * every host serves it (CloudFront, the embedded sites server, any custom domain):
 * - scripts only from the site's own origin (`'self'`: the page's one deferred visitor script);
 * - with analytics, Google's tag host, and the SHA-256 of the inline snippet when the tag is in the
 *   page (the cookie banner's script loads it itself after Accept, so then no hash is needed);
 *   JSON-LD is data, which `script-src` does not govern;
 * - no plugins (`object-src 'none'`) and no `<base>` (`base-uri 'none'`).
 * Styles, images, frames and form posts are left to the browser's defaults: the page uses inline
 * `style` attributes, pictures from other hosts and video frames, and a CSP for them would buy
 * little on a page with no executable script of anyone else's.
 *
 * `undefined` — no policy — for the designer's preview (its frame belongs to the app) and for a page
 * with the owner's own code, which may load anything from anywhere: only the owner knows what it
 * needs, and it runs on the owner's own domain.
 * @param sha256Base64 the base64 SHA-256 of a text's UTF-8 bytes (Node's crypto; `renderSite` passes it).
 */
export function contentSecurityPolicy(
  ctx: RenderContext,
  sections: readonly Section[],
  analytics: AnalyticsPlan,
  sha256Base64: (text: string) => string,
): string | undefined {
  if (ctx.options.mode === 'preview' || pageHasOwnerCode(ctx, sections)) return undefined;
  const scripts = ["'self'"];
  if (analytics.kind === 'direct') {
    scripts.push(`'sha256-${sha256Base64(analyticsInlineScript(analytics.id, analytics.tagManager))}'`);
  }
  if (analytics.kind !== 'none') scripts.push(analyticsScriptSource);
  return `script-src ${scripts.join(' ')};object-src 'none';base-uri 'none'`;
}
