import type { RenderContext } from '../render-context.ts';
import type { AnalyticsPlan } from './analytics.ts';
import { wordsOf } from './page-words.ts';

/** Relative luminance (WCAG) of a #rgb/#rrggbb colour. */
function luminance(hex: string): number {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** Near-black or white, whichever reads better on `background`. */
export function readableTextOn(background: string): string {
  return luminance(background) > 0.179 ? '#111111' : '#ffffff';
}

/** The key a visitor's choice is kept under: one per website, as sites share the sites origin. */
export const consentKey = (ctx: RenderContext) => `sw-consent:${ctx.website.id}`;

/**
 * The cookie banner (spec §3, §9 defaults): the owner's text and button labels on the owner's
 * background colour. Published pages render it hidden; the 'cookie-banner' script shows it until
 * the visitor chooses, and loads analytics after Accept. The preview shows it as visitors first see it.
 */
export function CookieBanner({ ctx, analytics }: { ctx: RenderContext; analytics: AnalyticsPlan }) {
  const banner = ctx.settings.cookieBanner;
  const background = banner.backgroundColor;
  const style = background
    ? ({ '--sw-cookie-bg': background, color: readableTextOn(background) } as Record<string, string>)
    : undefined;
  return (
    <aside
      className="sw-cookie"
      aria-label={wordsOf(ctx).cookieConsent}
      data-sw-cookie-banner=""
      data-sw-consent-key={consentKey(ctx)}
      data-sw-analytics={analytics.kind === 'consent' ? analytics.id : undefined}
      hidden={ctx.options.mode !== 'preview'}
      style={style}
    >
      <p>{banner.primaryText}</p>
      <button type="button" className="sw-button sw-button--solid sw-button--medium" data-sw-cookie="accept">
        {banner.acceptButtonText}
      </button>
      <button
        type="button"
        className="sw-button sw-button--outlined sw-button--medium"
        data-sw-cookie="reject"
      >
        {banner.rejectButtonText}
      </button>
    </aside>
  );
}
