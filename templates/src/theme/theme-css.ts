import { hexToRgba, type Theme, typography, type WebsiteSettings } from '@sitewright/model';
import { fixedHeaderCss } from './base-css.ts';
import { fontStack, resolveFontFace } from './fonts.ts';
import { decorFrameCss } from './frames.ts';
import { presetStyles } from './presets.ts';
import {
  bodySizes,
  borderWidth,
  buttonRadius,
  contentWidths,
  gutterPx,
  headingSizes,
  imageRadius,
  shadows,
  smallTextScale,
  spacing,
} from './scales.ts';
import type { ThemeVariable } from './variables.ts';

const rem = (n: number) => `${Number(n.toFixed(4))}rem`;
const px = (n: number) => `${n}px`;

/** A colour at an opacity; the theme's colours are validated hex, so failure falls back to the colour. */
const translucent = (hex: string, alpha: number) => {
  const result = hexToRgba(hex, alpha);
  return result.ok ? result.value : hex;
};

/**
 * Every custom property of `variables.ts`, computed from the theme (spec §3 enumerations, §9 sizes).
 * Weights are the ones the self-hosted family really ships, so the browser never fakes bold.
 */
export function themeVariableValues(theme: Theme): Record<ThemeVariable, string> {
  const { colors } = theme;
  const headings = headingSizes[theme.headingFontSize];
  const body = bodySizes[theme.bodyFontSize];
  const preset = presetStyles[theme.presetStyle];
  const heading = resolveFontFace(theme.headingFont);
  const bodyFace = resolveFontFace(theme.bodyFont);
  const spaces = Object.fromEntries(spacing.map((s, i) => [`--sw-space-${i + 1}`, px(s)])) as Record<
    `--sw-space-${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`,
    string
  >;
  return {
    '--sw-color-bg': colors.backgroundColor ?? '#ffffff',
    '--sw-color-text': colors.primaryTextColor ?? '#1f2933',
    '--sw-color-text-2': colors.secondaryTextColor ?? '#52606d',
    '--sw-color-btn': colors.buttonBackgroundColor ?? '#0f766e',
    '--sw-color-btn-text': colors.buttonTextColor ?? '#ffffff',
    '--sw-color-btn-hover': colors.buttonBackgroundHoverColor ?? '#115e59',
    '--sw-color-btn-pressed': colors.buttonBackgroundPressedColor ?? '#134e4a',
    '--sw-font-heading': fontStack(theme.headingFont.family),
    '--sw-font-body': fontStack(theme.bodyFont.family),
    '--sw-weight-heading': String(heading?.weight ?? theme.headingFont.weight),
    '--sw-weight-body': String(bodyFace?.weight ?? theme.bodyFont.weight),
    '--sw-style-heading': heading?.style ?? theme.headingFont.style,
    '--sw-style-body': bodyFace?.style ?? theme.bodyFont.style,
    '--sw-size-h1': rem(headings.h1),
    '--sw-size-h2': rem(headings.h2),
    '--sw-size-h3': rem(headings.h3),
    '--sw-size-body': rem(body.size),
    '--sw-size-small': rem(body.size * smallTextScale),
    '--sw-line-height': String(body.lineHeight),
    '--sw-radius-button': px(buttonRadius(theme.buttonCorners)),
    '--sw-radius-image': px(imageRadius(theme.imageCorners)),
    '--sw-shadow': shadows[theme.shadow],
    '--sw-border-width': px(borderWidth(theme.borderThickness)),
    '--sw-border-color': translucent(colors.primaryTextColor ?? '#1f2933', 0.2),
    ...spaces,
    '--sw-content-width': '100%',
    '--sw-section-pad': px(Math.round(preset.sectionPadPx * 0.6 * body.padScale)),
  };
}

const declarations = (vars: Partial<Record<string, string>>) =>
  Object.entries(vars)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');

/**
 * The theme as CSS: every variable of `variables.ts` on `:root`; the §9 breakpoints (content width
 * 540/720/960/1140/1320 px from 576/768/992/1200/1400 px, full section padding from 768 px);
 * headings scaled 0.85 up to 576 px wide; the decor frame; the fixed-header rules when that setting
 * is on. The preset's own rules are added by the stylesheet after this.
 */
export function themeToCss(theme: Theme, settings: Pick<WebsiteSettings, 'fixedHeader'>): string {
  const vars = themeVariableValues(theme);
  const headings = headingSizes[theme.headingFontSize];
  const scale = typography.mobileHeadingScale;
  const fullPad = Math.round(
    presetStyles[theme.presetStyle].sectionPadPx * bodySizes[theme.bodyFontSize].padScale,
  );
  const parts = [
    `:root{${declarations(vars)}}`,
    `@media (max-width:${typography.mobileHeadingMaxWidth}px){:root{${declarations({
      '--sw-size-h1': rem(headings.h1 * scale),
      '--sw-size-h2': rem(headings.h2 * scale),
      '--sw-size-h3': rem(headings.h3 * scale),
    })}}}`,
    ...contentWidths.map(
      ([min, width]) =>
        `@media (min-width:${min}px){:root{--sw-content-width:${px(width - 2 * gutterPx)}${min === 768 ? `;--sw-section-pad:${px(fullPad)}` : ''}}}`,
    ),
    decorFrameCss(theme.decorFrame),
    settings.fixedHeader ? fixedHeaderCss : '',
  ];
  return parts.filter(Boolean).join('\n');
}
