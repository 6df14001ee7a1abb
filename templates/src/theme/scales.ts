import {
  type BodyFontSize,
  type BorderThickness,
  buttonCornerRadii,
  type CornerStyle,
  cornerStyle,
  type HeadingFontSize,
  imageCornerRadii,
  type Shadow,
  spacingSteps,
  typography,
} from '@sitewright/model';

/**
 * The numbers behind the theme's enumerations (spec §3 "Theme and style enumerations", §9
 * "Images and layout"). `theme-css.ts` turns them into the custom properties of `variables.ts`.
 */

/** Heading sizes in rem (of the 16 px base) for h1, h2 and h3, by `headingFontSize`. */
export const headingSizes: Record<HeadingFontSize, { h1: number; h2: number; h3: number }> = {
  Default: { h1: 2.5, h2: 2, h3: 1.25 },
  Large: { h1: 3, h2: 2.25, h3: 1.375 },
  ExtraLarge: { h1: 3.5, h2: 2.625, h3: 1.5 },
};

/**
 * Body text by `bodyFontSize`: size in rem (§9: small 0.875, large 1.25 of the 16 px base),
 * line height, and how much of the usual vertical section padding is kept. `defaultCompact` is the
 * default size set tighter: shorter lines apart and less air between sections.
 */
export const bodySizes: Record<BodyFontSize, { size: number; lineHeight: number; padScale: number }> = {
  small: { size: typography.smallBody, lineHeight: 1.6, padScale: 1 },
  default: { size: 1, lineHeight: 1.6, padScale: 1 },
  defaultCompact: { size: 1, lineHeight: 1.45, padScale: 0.75 },
  large: { size: typography.largeBody, lineHeight: 1.55, padScale: 1 },
};

/** Small print (captions, labels) relative to the body size. */
export const smallTextScale = 0.875;

const cornerIndex = (style: CornerStyle) => cornerStyle.options.indexOf(style);

/** Button corner radius in px (§9: Square 0, Softened 4, Rounded 8, Oval 28). */
export const buttonRadius = (style: CornerStyle): number => buttonCornerRadii[cornerIndex(style)] ?? 0;

/** Image corner radius in px (§9: Square 0, Softened 4, Rounded 8, Oval 24). */
export const imageRadius = (style: CornerStyle): number => imageCornerRadii[cornerIndex(style)] ?? 0;

/** `box-shadow` of cards and images by the theme's `shadow`. */
export const shadows: Record<Shadow, string> = {
  None: 'none',
  ExtraSmall: '0 1px 2px rgba(0,0,0,.08)',
  Small: '0 1px 3px rgba(0,0,0,.12),0 1px 2px rgba(0,0,0,.06)',
  Medium: '0 4px 10px -2px rgba(0,0,0,.14),0 2px 4px -2px rgba(0,0,0,.08)',
  Large: '0 12px 24px -6px rgba(0,0,0,.18),0 4px 8px -4px rgba(0,0,0,.08)',
  ExtraLarge: '0 24px 48px -12px rgba(0,0,0,.28)',
};

/** Border width in px: the theme's `borderThickness` (§3: 1, 2, 4, 8) is already in px. */
export const borderWidth = (thickness: BorderThickness): number => thickness;

/** `--sw-space-1` … `--sw-space-8` in px (§9 spacing steps). */
export const spacing: readonly number[] = spacingSteps;

/** Where the content column stops growing at each §9 breakpoint (min-width → max content width). */
export const contentWidths: ReadonlyArray<readonly [minWidth: number, width: number]> = [
  [576, 540],
  [768, 720],
  [992, 960],
  [1200, 1140],
  [1400, 1320],
];

/** Horizontal padding of a section on phones, in px (beside the content column). */
export const gutterPx = 16;
