import { createRequire } from 'node:module';
import { defaultTheme, type Theme } from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { fontCatalogue, fontFaceCss, fontPairs, resolveFontFace, themeFontFaces } from './fonts.ts';

const require = createRequire(import.meta.url);
const theme = (heading: Theme['headingFont'], body: Theme['bodyFont']) => ({
  headingFont: heading,
  bodyFont: body,
});

describe('fonts', () => {
  it('catalogues 12 self-hosted families whose every listed face ships in its @fontsource package', () => {
    expect(fontCatalogue).toHaveLength(12);
    for (const family of fontCatalogue) {
      for (const weight of family.weights) {
        for (const style of family.italic ? ['normal', 'italic'] : ['normal']) {
          const file = `@fontsource/${family.id}/files/${family.id}-latin-${weight}-${style}.woff2`;
          expect(() => require.resolve(file), file).not.toThrow();
        }
      }
    }
  });

  it('offers 8 font pairs of catalogued families (spec §5)', () => {
    expect(fontPairs).toHaveLength(8);
    for (const pair of fontPairs) {
      expect(resolveFontFace(pair.heading)?.weight).toBe(pair.heading.weight);
      expect(resolveFontFace(pair.body)?.weight).toBe(pair.body.weight);
    }
  });

  it('writes @font-face rules for only the weights and styles the theme uses', () => {
    const css = fontFaceCss(defaultTheme);
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css).toContain('font-family:"Poppins";font-style:normal;font-weight:600');
    expect(css).toContain('url(../fonts/poppins-latin-600-normal.woff2) format("woff2")');
    expect(css).toContain('font-family:"Inter";font-style:normal;font-weight:400');
    expect(css).toContain('font-display:swap');
    expect(css).toContain('unicode-range:U+0000-00FF');
    expect(css).not.toMatch(/font-weight:(300|500|700|800)/);
  });

  it('writes one face when heading and body share it, and none for a family it does not host', () => {
    const inter = { family: 'Inter', weight: 400, style: 'normal' } as const;
    expect(themeFontFaces(theme(inter, inter))).toHaveLength(1);
    const other = { family: 'Helvetica', weight: 700, style: 'normal' } as const;
    expect(fontFaceCss(theme(other, other))).toBe('');
  });

  it('takes the nearest shipped weight, and italic only where the family has it', () => {
    expect(resolveFontFace({ family: 'dm serif display', weight: 700, style: 'italic' })?.file).toBe(
      'dm-serif-display-latin-400-italic.woff2',
    );
    expect(resolveFontFace({ family: 'Roboto Slab', weight: 500, style: 'italic' })?.file).toBe(
      'roboto-slab-latin-500-normal.woff2',
    );
  });

  it('points the font URLs wherever the stylesheet asks', () => {
    expect(fontFaceCss(defaultTheme, '/riverside/fonts/')).toContain(
      'url(/riverside/fonts/inter-latin-400-normal.woff2)',
    );
  });
});
