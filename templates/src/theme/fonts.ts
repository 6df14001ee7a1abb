import type { FontStyle, FontWeight, Theme, ThemeFont } from '@sitewright/model';

/** A self-hosted family (from its @fontsource package, latin subset). */
export interface FontFamily {
  family: string;
  /** The @fontsource package name, also the prefix of its file names. */
  id: string;
  category: 'serif' | 'sans-serif';
  /** Weights shipped for the normal style (and italic, where `italic` is true). */
  weights: readonly FontWeight[];
  italic: boolean;
}

const all: readonly FontWeight[] = [300, 400, 500, 600, 700, 800];
const from400: readonly FontWeight[] = [400, 500, 600, 700];

/** The 12 families a site can use without loading anything from another origin. */
export const fontCatalogue: readonly FontFamily[] = [
  { family: 'Inter', id: 'inter', category: 'sans-serif', weights: all, italic: true },
  { family: 'Poppins', id: 'poppins', category: 'sans-serif', weights: all, italic: true },
  { family: 'Montserrat', id: 'montserrat', category: 'sans-serif', weights: all, italic: true },
  { family: 'Raleway', id: 'raleway', category: 'sans-serif', weights: all, italic: true },
  { family: 'Open Sans', id: 'open-sans', category: 'sans-serif', weights: all, italic: true },
  { family: 'Nunito', id: 'nunito', category: 'sans-serif', weights: all, italic: true },
  { family: 'Work Sans', id: 'work-sans', category: 'sans-serif', weights: all, italic: true },
  {
    family: 'Playfair Display',
    id: 'playfair-display',
    category: 'serif',
    weights: [...from400, 800],
    italic: true,
  },
  { family: 'Lora', id: 'lora', category: 'serif', weights: from400, italic: true },
  { family: 'Merriweather', id: 'merriweather', category: 'serif', weights: all, italic: true },
  { family: 'Roboto Slab', id: 'roboto-slab', category: 'serif', weights: all, italic: false },
  { family: 'DM Serif Display', id: 'dm-serif-display', category: 'serif', weights: [400], italic: true },
];

/** The catalogue entry of a family name (case-insensitive), or undefined for a family we do not host. */
export function findFontFamily(family: string): FontFamily | undefined {
  const wanted = family.trim().toLowerCase();
  return fontCatalogue.find((f) => f.family.toLowerCase() === wanted);
}

/** The 8 font pairs the generator offers; defined by the model (spec §5). */
export { fontPairs } from '@sitewright/model';

const fallbacks = {
  serif: 'Georgia,"Times New Roman",serif',
  'sans-serif': 'system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif',
} as const;

/** A CSS font-family stack: the family, then system fonts of the same kind. */
export function fontStack(family: string): string {
  const known = findFontFamily(family);
  const name = (known?.family ?? family).replace(/["\\<>;{}]/g, '');
  return `"${name}",${fallbacks[known?.category ?? 'sans-serif']}`;
}

/** The face a theme font is drawn with: the nearest weight the family ships, italic only if shipped. */
export interface FontFace {
  family: FontFamily;
  weight: FontWeight;
  style: FontStyle;
  /** `inter-latin-600-normal.woff2` */
  file: string;
}

/** The face used for a theme font, or undefined when the family is not self-hosted. */
export function resolveFontFace(themeFont: ThemeFont): FontFace | undefined {
  const family = findFontFamily(themeFont.family);
  if (!family) return undefined;
  const weight = [...family.weights].sort(
    (a, b) => Math.abs(a - themeFont.weight) - Math.abs(b - themeFont.weight) || b - a,
  )[0]!;
  const style: FontStyle = themeFont.style === 'italic' && family.italic ? 'italic' : 'normal';
  return { family, weight, style, file: `${family.id}-latin-${weight}-${style}.woff2` };
}

/** The faces a theme uses: heading first (the one to preload), then body; no duplicates. */
export function themeFontFaces(theme: Pick<Theme, 'headingFont' | 'bodyFont'>): FontFace[] {
  const faces: FontFace[] = [];
  for (const f of [theme.headingFont, theme.bodyFont]) {
    const face = resolveFontFace(f);
    if (face && !faces.some((x) => x.file === face.file)) faces.push(face);
  }
  return faces;
}

/** The latin subset's code points, as @fontsource declares them. */
export const latinUnicodeRange =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/**
 * Where a stylesheet finds a font file: a folder the `fonts/` files are in, seen from the
 * stylesheet (`'../fonts/'`), or the address of each file by its name.
 */
export type FontBase = string | ((file: string) => string);

/**
 * `@font-face` rules for ONLY the faces the theme uses (heading and body, latin subset,
 * `font-display: swap`). `fontBase` is where the `fonts/` files are, seen from the stylesheet.
 * @defaultValue `fontBase` is '../fonts/' (the stylesheet lives in `assets/`)
 */
export function fontFaceCss(
  theme: Pick<Theme, 'headingFont' | 'bodyFont'>,
  fontBase: FontBase = '../fonts/',
): string {
  const url = typeof fontBase === 'string' ? (file: string) => `${fontBase}${file}` : fontBase;
  return themeFontFaces(theme)
    .map(
      (f) =>
        `@font-face{font-family:"${f.family.family}";font-style:${f.style};font-weight:${f.weight};font-display:swap;src:url(${url(f.file)}) format("woff2");unicode-range:${latinUnicodeRange}}`,
    )
    .join('\n');
}
