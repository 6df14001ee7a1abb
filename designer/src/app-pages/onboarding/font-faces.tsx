import type { ThemeFont } from '@sitewright/model';
import { fontFaceCss, fontStack, resolveFontFace } from '@sitewright/templates';
import type { CSSProperties } from 'react';

/**
 * Where the app serves the theme fonts: the api's `previewFontsRouter` answers `/fonts/<file>.woff2`
 * with the very files a published build ships (the designer's preview asks for the same URLs, so
 * the browser's cache serves both).
 */
export const appFontBase = '/fonts/';

/** A pair of theme fonts, as `fontPairs` lists them. */
export interface FontPair {
  heading: ThemeFont;
  body: ThemeFont;
}

/**
 * The `@font-face` rules of these pairs' faces (latin subset, `font-display: swap`), each rule once.
 * A browser downloads a declared face only when some text on the page is drawn in it, so the
 * screen loads exactly the faces its cards show.
 */
export function fontFaceRules(pairs: readonly FontPair[]): string {
  const rules = pairs.flatMap((pair) =>
    fontFaceCss({ headingFont: pair.heading, bodyFont: pair.body }, appFontBase).split('\n'),
  );
  return [...new Set(rules.filter(Boolean))].join('\n');
}

/** Declares the faces of `pairs` for the page (a `<style>`; the app's CSP allows inline styles). */
export function FontFaces({ pairs }: { pairs: readonly FontPair[] }) {
  return <style>{fontFaceRules(pairs)}</style>;
}

/** Draws text in a theme font: the face a published page uses (nearest shipped weight), then system fonts. */
export function fontStyle(font: ThemeFont): CSSProperties {
  const face = resolveFontFace(font);
  return {
    fontFamily: fontStack(font.family),
    fontWeight: face?.weight ?? font.weight,
    fontStyle: face?.style ?? font.style,
  };
}
