import { describe, expect, it } from 'vitest';
import { themePalettes } from '../designer/theme-palettes.ts';
import { fontFaceRules } from './font-faces.tsx';
import { palettes } from './palettes.ts';

/** WCAG 2.x relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('palettes', () => {
  it('are one list for onboarding and the Theme panel: eight, the first four in their old places', () => {
    expect(themePalettes).toBe(palettes);
    expect(palettes.map((p) => p.name)).toEqual([
      'Harbour',
      'Forest',
      'Terracotta',
      'Night',
      'Ocean',
      'Plum',
      'Sand',
      'Cherry',
    ]);
  });

  it.each(palettes.map((p) => [p.name, p] as const))(
    '%s sets all seven colours, its text and button text at WCAG AA (4.5:1)',
    (_, { colours }) => {
      expect(Object.keys(colours)).toHaveLength(7);
      expect(contrast(colours.primaryTextColor, colours.backgroundColor)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colours.secondaryTextColor, colours.backgroundColor)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colours.buttonTextColor, colours.buttonBackgroundColor)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('fontFaceRules', () => {
  it('declares each face of the pairs once, from the app’s /fonts/, with font-display swap', () => {
    const poppinsInter = {
      heading: { family: 'Poppins', weight: 600, style: 'normal' },
      body: { family: 'Inter', weight: 400, style: 'normal' },
    } as const;
    const slabInter = {
      heading: { family: 'Roboto Slab', weight: 700, style: 'normal' },
      body: { family: 'Inter', weight: 400, style: 'normal' },
    } as const;
    const css = fontFaceRules([poppinsInter, slabInter]);
    expect(css.match(/@font-face/g)).toHaveLength(3);
    expect(css.match(/inter-latin-400-normal\.woff2/g)).toHaveLength(1);
    expect(css).toContain('url(/fonts/poppins-latin-600-normal.woff2) format("woff2")');
    expect(css).toContain('url(/fonts/roboto-slab-latin-700-normal.woff2)');
    expect(css.match(/font-display:swap/g)).toHaveLength(3);
  });
});
