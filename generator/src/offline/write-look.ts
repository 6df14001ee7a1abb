import { fontPairs } from '@sitewright/model';
import type { Palette } from '../copy/copy-shapes.ts';
import { hsl } from '../palette/colour-math.ts';
import { completePalette } from '../palette/complete-palette.ts';
import type { Random } from './prng.ts';
import type { WriteContext } from './write-context.ts';

const hueNames: Array<[number, string]> = [
  [15, 'Red'],
  [35, 'Terracotta'],
  [50, 'Amber'],
  [70, 'Mustard'],
  [95, 'Olive'],
  [140, 'Sage'],
  [165, 'Green'],
  [185, 'Teal'],
  [200, 'Lagoon'],
  [225, 'Blue'],
  [250, 'Indigo'],
  [285, 'Violet'],
  [320, 'Plum'],
  [345, 'Berry'],
  [360, 'Red'],
];

function hueName(hue: number): string {
  const h = ((hue % 360) + 360) % 360;
  return hueNames.find(([limit]) => h < limit)?.[1] ?? 'Red';
}

/** One recipe: base colours from the brand hue `h`, an accent hue `a` and the seeded jitter `j`. */
type Recipe = (
  h: number,
  a: number,
  j: number,
) => { tone: string; bg: string; text: string; muted: string; button: string };

/** Eight looks (spec §5: 8 palettes): light, warm, tinted, bold, dark and a calm monochrome. */
const recipes: Recipe[] = [
  (h, _a, j) => ({
    tone: 'Fresh',
    bg: '#FFFFFF',
    text: hsl(h, 30, 14),
    muted: hsl(h, 12, 38),
    button: hsl(h, 65, 34 + j),
  }),
  (h, a, j) => ({
    tone: 'Warm',
    bg: hsl(40, 45, 96),
    text: hsl(h, 30, 15),
    muted: hsl(h, 15, 36),
    button: hsl(a, 60, 36 + j),
  }),
  (h, _a, j) => ({
    tone: 'Soft',
    bg: hsl(h, 40, 95),
    text: hsl(h, 45, 14),
    muted: hsl(h, 20, 34),
    button: hsl(h, 70, 30 + j),
  }),
  (h, a, j) => ({
    tone: 'Bold',
    bg: '#FFFFFF',
    text: '#111827',
    muted: hsl(h, 10, 34),
    button: hsl(a, 80, 42 + j),
  }),
  (h, _a, j) => ({
    tone: 'Deep',
    bg: hsl(h, 35, 11),
    text: hsl(h, 20, 95),
    muted: hsl(h, 15, 75),
    button: hsl(h, 70, 62 + j),
  }),
  (h, a, j) => ({
    tone: 'Earthy',
    bg: hsl(35, 25, 93),
    text: hsl(h, 25, 16),
    muted: hsl(h, 12, 36),
    button: hsl(a, 45, 32 + j),
  }),
  (h, _a, j) => ({
    tone: 'Classic',
    bg: '#FAFAF9',
    text: '#1C1917',
    muted: '#57534E',
    button: hsl(h, 25, 18 + j),
  }),
  (h, a, j) => ({
    tone: 'Night',
    bg: hsl(a, 25, 15),
    text: '#F8FAFC',
    muted: hsl(a, 10, 78),
    button: hsl(h, 85, 60 + j),
  }),
];

/**
 * Eight palettes from the industry's brand hues, readable by construction (`completePalette`:
 * WCAG AA text and button contrast, hover and pressed darker). The seed varies the hues a little.
 */
export function writePalettes(ctx: WriteContext, count: number): Palette[] {
  const random: Random = ctx.random('palettes');
  const hues = ctx.profile.look.hues;
  const hue = (i: number) => (hues[i % hues.length]! + random.int(17) - 8 + 360) % 360;
  return recipes.slice(0, count).map((recipe, i) => {
    const h = hue(i);
    const a = hue(i + 1);
    const base = recipe(h, a, random.int(7) - 3);
    const accent =
      base.tone === 'Bold' || base.tone === 'Warm' || base.tone === 'Earthy' || base.tone === 'Night' ? a : h;
    return {
      name: `${base.tone} ${hueName(accent)}`,
      colors: completePalette({
        backgroundColor: base.bg,
        primaryTextColor: base.text,
        secondaryTextColor: base.muted,
        buttonBackgroundColor: base.button,
      }),
    };
  });
}

/** All 8 font pairs the templates ship (spec §5), the industry's favourites first. */
export function writeFontPairOrder(ctx: WriteContext): string[] {
  const preferred = ctx.profile.look.fonts;
  const rest = ctx
    .random('fonts')
    .shuffle(fontPairs.map((p) => p.name).filter((n) => !preferred.includes(n)));
  return [...preferred, ...rest];
}
