import type { Background, Section } from '@sitewright/model';
import { languageSwitchCss } from '../page/language-switch.tsx';
import { isMultilingual } from '../page/languages.ts';
import type { TemplateLookup } from '../page/page-sections.tsx';
import type { RenderContext } from '../render-context.ts';
import { backgroundCss, baseCss, cookieBannerCss } from '../theme/base-css.ts';
import { type FontBase, fontFaceCss } from '../theme/fonts.ts';
import { pictureCss } from '../theme/frames.ts';
import { presetStyles } from '../theme/presets.ts';
import { themeToCss } from '../theme/theme-css.ts';

const decorated = (b: Background | undefined) =>
  b !== undefined && (b.type === 'Image' || b.fill === 'Gradient Fill');

/** Whether any section of the page draws a gradient or a backdrop image (its own or the theme's). */
export function usesSectionBackgrounds(ctx: RenderContext, sections: readonly Section[]): boolean {
  return sections.some((s) => decorated(s.background ?? ctx.theme.background));
}

/**
 * The page's stylesheet, unminified, holding only what the page uses: the font faces of the
 * theme's heading and body fonts, the base rules, pictures, section backgrounds and the cookie
 * banner when used, the language switch on a site in two languages, the theme's variables, each present section type's `css` once (in page order),
 * and the preset style's rules last so its look wins.
 * @defaultValue `fontBase` is '../fonts/' (seen from `assets/site.<hash>.css`)
 */
export function siteCss(
  ctx: RenderContext,
  sections: readonly Section[],
  templates: TemplateLookup,
  fontBase: FontBase = '../fonts/',
): string {
  const sectionCss: string[] = [];
  const seen = new Set<string>();
  for (const section of sections) {
    if (seen.has(section.type)) continue;
    seen.add(section.type);
    const css = templates[section.type]?.css;
    if (css) sectionCss.push(css);
  }
  return [
    fontFaceCss(ctx.theme, fontBase),
    baseCss,
    pictureCss,
    usesSectionBackgrounds(ctx, sections) ? backgroundCss : '',
    ctx.settings.cookieBanner.enabled ? cookieBannerCss : '',
    isMultilingual(ctx) ? languageSwitchCss : '',
    themeToCss(ctx.theme, ctx.settings),
    ...sectionCss,
    presetStyles[ctx.theme.presetStyle].css,
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n');
}
