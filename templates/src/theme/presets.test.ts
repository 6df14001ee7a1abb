import { defaultTheme, presetStyle } from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { findFontFamily } from './fonts.ts';
import { applyPresetStyle, presetStyles } from './presets.ts';
import { themeToCss } from './theme-css.ts';

describe('preset styles', () => {
  it('defines all five (spec §3), each with its own defaults and its own rules', () => {
    expect(Object.keys(presetStyles).sort()).toEqual([...presetStyle.options].sort());
    const defaults = presetStyle.options.map((p) => JSON.stringify(presetStyles[p].defaults));
    const css = presetStyle.options.map((p) => presetStyles[p].css);
    expect(new Set(defaults).size).toBe(5);
    expect(new Set(css).size).toBe(5);
    for (const p of presetStyle.options) {
      expect(findFontFamily(presetStyles[p].fonts.heading.family), p).toBeDefined();
      expect(findFontFamily(presetStyles[p].fonts.body.family), p).toBeDefined();
    }
  });

  it('gives each preset its signature look', () => {
    const { Geometric, Elegant, Fun, CommonAlt } = presetStyles;
    expect(Geometric.defaults.buttonCorners).toBe('Square');
    expect(Geometric.css).toContain('text-transform:uppercase');
    expect(Geometric.css).toContain('border-top:var(--sw-border-width)');
    expect(findFontFamily(Elegant.fonts.heading.family)?.category).toBe('serif');
    expect(Elegant.css).toContain('height:1px');
    expect(Elegant.sectionPadPx).toBeGreaterThan(presetStyles.Common.sectionPadPx);
    expect(Fun.defaults.buttonCorners).toBe('Oval');
    expect(Fun.defaults.imageCorners).toBe('Oval');
    expect(Fun.css).toContain('wavy');
    expect(CommonAlt.css).toContain('nth-child(even)');
  });

  it('applies a preset: its style fields and name, colours kept, fonts only when asked', () => {
    const fun = applyPresetStyle(defaultTheme, 'Fun');
    expect(fun.presetStyle).toBe('Fun');
    expect(fun.buttonCorners).toBe('Oval');
    expect(fun.colors).toEqual(defaultTheme.colors);
    expect(fun.headingFont).toEqual(defaultTheme.headingFont);
    expect(applyPresetStyle(defaultTheme, 'Elegant', true).headingFont.family).toBe('Playfair Display');
  });

  it('makes the themes of different presets produce different CSS', () => {
    const css = presetStyle.options.map((p) =>
      themeToCss(applyPresetStyle(defaultTheme, p), { fixedHeader: false }),
    );
    expect(new Set(css).size).toBe(5);
  });
});
