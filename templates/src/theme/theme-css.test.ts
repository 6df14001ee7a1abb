import {
  bodyFontSize,
  borderThickness,
  cornerStyle,
  decorFrame,
  defaultTheme,
  headingFontSize,
  presetStyle,
  shadow,
  type Theme,
} from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { decorFrameCss } from './frames.ts';
import { themeToCss, themeVariableValues } from './theme-css.ts';
import { themeVariables } from './variables.ts';

const settings = { fixedHeader: false };

/** One theme per value of every enumeration the theme has (spec §3), on top of the default theme. */
function everyThemeVariant(): Theme[] {
  const variants: Theme[] = [];
  const vary = <K extends keyof Theme>(key: K, values: readonly Theme[K][]) => {
    for (const value of values) variants.push({ ...defaultTheme, [key]: value });
  };
  vary('presetStyle', presetStyle.options);
  vary('headingFontSize', headingFontSize.options);
  vary('bodyFontSize', bodyFontSize.options);
  vary('buttonCorners', cornerStyle.options);
  vary('imageCorners', cornerStyle.options);
  vary('shadow', shadow.options);
  vary('decorFrame', decorFrame.options);
  vary(
    'borderThickness',
    borderThickness.options.map((o) => o.value),
  );
  return variants;
}

describe('themeToCss', () => {
  it('sets every variable of the contract on :root, for every preset and enum value', () => {
    for (const theme of everyThemeVariant()) {
      const values = themeVariableValues(theme);
      const root = /:root\{([^}]*)\}/.exec(themeToCss(theme, settings))?.[1] ?? '';
      for (const name of themeVariables) {
        expect(values[name], `${name} for ${JSON.stringify(theme)}`).toMatch(/\S/);
        expect(root).toContain(`${name}:${values[name]}`);
      }
    }
  });

  it('maps the §9 sizes: body small 0.875 / large 1.25 of 16 px, radii 0/4/8/28 and 0/4/8/24, borders 1/2/4/8', () => {
    const v = (patch: Partial<Theme>) => themeVariableValues({ ...defaultTheme, ...patch });
    expect(v({ bodyFontSize: 'small' })['--sw-size-body']).toBe('0.875rem');
    expect(v({ bodyFontSize: 'default' })['--sw-size-body']).toBe('1rem');
    expect(v({ bodyFontSize: 'large' })['--sw-size-body']).toBe('1.25rem');
    expect(cornerStyle.options.map((c) => v({ buttonCorners: c })['--sw-radius-button'])).toEqual([
      '0px',
      '4px',
      '8px',
      '28px',
    ]);
    expect(cornerStyle.options.map((c) => v({ imageCorners: c })['--sw-radius-image'])).toEqual([
      '0px',
      '4px',
      '8px',
      '24px',
    ]);
    expect([1, 2, 4, 8].map((t) => v({ borderThickness: t as 1 })['--sw-border-width'])).toEqual([
      '1px',
      '2px',
      '4px',
      '8px',
    ]);
    expect(Array.from({ length: 8 }, (_, i) => v({})[`--sw-space-${i + 1}` as '--sw-space-1'])).toEqual([
      '4px',
      '6px',
      '8px',
      '12px',
      '16px',
      '24px',
      '32px',
      '40px',
    ]);
    expect(v({ shadow: 'None' })['--sw-shadow']).toBe('none');
    expect(new Set(shadow.options.map((s) => v({ shadow: s })['--sw-shadow'])).size).toBe(6);
  });

  it('grows the heading sizes Default < Large < ExtraLarge', () => {
    const h1 = (size: Theme['headingFontSize']) =>
      Number.parseFloat(themeVariableValues({ ...defaultTheme, headingFontSize: size })['--sw-size-h1']);
    expect(h1('Default')).toBeLessThan(h1('Large'));
    expect(h1('Large')).toBeLessThan(h1('ExtraLarge'));
  });

  it('scales headings by 0.85 up to 576 px and uses every §9 breakpoint', () => {
    const css = themeToCss(defaultTheme, settings);
    expect(css).toContain('@media (max-width:576px){:root{--sw-size-h1:2.125rem;--sw-size-h2:1.7rem');
    for (const bp of [576, 768, 992, 1200, 1400]) expect(css).toContain(`@media (min-width:${bp}px)`);
  });

  it('uses the weight a family really ships, and a generic fallback for families it does not host', () => {
    const lora = themeVariableValues({
      ...defaultTheme,
      headingFont: { family: 'Lora', weight: 800, style: 'normal' },
    });
    expect(lora['--sw-weight-heading']).toBe('700');
    expect(lora['--sw-font-heading']).toBe('"Lora",Georgia,"Times New Roman",serif');
    const unknown = themeVariableValues({
      ...defaultTheme,
      bodyFont: { family: 'Comic "Sans"; }', weight: 300, style: 'italic' },
    });
    expect(unknown['--sw-font-body']).toMatch(/^"Comic Sans ",system-ui/);
    expect(unknown['--sw-weight-body']).toBe('300');
  });

  it('adds the sticky-header rules only when the fixed header setting is on', () => {
    expect(themeToCss(defaultTheme, { fixedHeader: true })).toContain(
      '.sw-site-header--fixed{position:sticky',
    );
    expect(themeToCss(defaultTheme, settings)).not.toContain('sw-site-header--fixed');
  });

  it('draws each decor frame with its own shape, and none for None', () => {
    expect(decorFrameCss('None')).toBe('');
    const shapes = decorFrame.options.filter((d) => d !== 'None').map(decorFrameCss);
    expect(new Set(shapes).size).toBe(8);
    for (const css of shapes) expect(css).toMatch(/clip-path|mask|border-radius/);
    expect(themeToCss({ ...defaultTheme, decorFrame: 'Flower' }, settings)).toContain('mask:');
  });
});
