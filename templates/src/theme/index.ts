export { backgroundCss, baseCss, cookieBannerCss, fixedHeaderCss } from './base-css.ts';
export {
  type FontFace,
  type FontFamily,
  findFontFamily,
  fontCatalogue,
  fontFaceCss,
  fontPairs,
  fontStack,
  latinUnicodeRange,
  resolveFontFace,
  themeFontFaces,
} from './fonts.ts';
export { decorFrameCss, decorFrameShapes, decorSelector, pictureCss } from './frames.ts';
export {
  applyPresetStyle,
  type PresetStyleDefaults,
  type PresetStyleDefinition,
  presetStyles,
} from './presets.ts';
export {
  bodySizes,
  buttonRadius,
  contentWidths,
  headingSizes,
  imageRadius,
  shadows,
} from './scales.ts';
export { themeToCss, themeVariableValues } from './theme-css.ts';
export { type ThemeVariable, themeVariables } from './variables.ts';
