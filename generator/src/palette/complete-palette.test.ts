import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, hsl, relativeLuminance, toHex } from './colour-math.ts';
import { completePalette, paletteContrasts, paletteProblems } from './complete-palette.ts';

const hex = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([r, g, b]) => toHex({ r, g, b }));

describe('colour math (WCAG 2.x)', () => {
  it('computes the contrast ratios of known pairs', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#fff', '#767676')).toBeGreaterThanOrEqual(4.5);
    expect(hsl(0, 100, 50)).toBe('#FF0000');
  });
});

describe('completePalette', () => {
  it('makes any base colours readable: text and button text at least 4.5:1, hover and pressed darker', () => {
    fc.assert(
      fc.property(
        hex,
        hex,
        hex,
        hex,
        (backgroundColor, primaryTextColor, secondaryTextColor, buttonBackgroundColor) => {
          const colors = completePalette({
            backgroundColor,
            primaryTextColor,
            secondaryTextColor,
            buttonBackgroundColor,
          });
          expect(paletteProblems(colors)).toEqual([]);
          expect(paletteContrasts(colors)).toHaveLength(5);
          for (const value of Object.values(colors)) expect(value).toMatch(/^#[0-9A-F]{6}$/);
          expect(relativeLuminance(colors.buttonBackgroundHoverColor)).toBeLessThanOrEqual(
            relativeLuminance(colors.buttonBackgroundColor),
          );
          expect(relativeLuminance(colors.buttonBackgroundPressedColor)).toBeLessThanOrEqual(
            relativeLuminance(colors.buttonBackgroundHoverColor),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps colours that are already readable, and is stable when applied twice', () => {
    const base = {
      backgroundColor: '#FFFFFF',
      primaryTextColor: '#1F2933',
      secondaryTextColor: '#52606D',
      buttonBackgroundColor: '#0F766E',
    };
    const once = completePalette(base);
    expect(once).toMatchObject({ ...base, buttonTextColor: '#FFFFFF' });
    expect(completePalette(once)).toEqual(once);
  });

  it('puts dark text on a light button and lightens it until even the pressed shade keeps AA', () => {
    const colors = completePalette({
      backgroundColor: '#FFFFFF',
      primaryTextColor: '#111111',
      secondaryTextColor: '#444444',
      buttonBackgroundColor: '#F5C542',
    });
    expect(colors.buttonTextColor).toBe('#111111');
    expect(contrastRatio(colors.buttonTextColor, colors.buttonBackgroundPressedColor)).toBeGreaterThanOrEqual(
      4.5,
    );
  });
});
