import type { ThemeColors } from '@sitewright/model';
import {
  contrastRatio,
  ensureContrast,
  minimumTextContrast,
  parseHex,
  shiftLightness,
  toHex,
} from './colour-math.ts';

/** The colours a palette is chosen by; the rest are derived (button text, hover, pressed). */
export type PaletteBase = Pick<
  ThemeColors,
  'backgroundColor' | 'primaryTextColor' | 'secondaryTextColor' | 'buttonBackgroundColor'
> &
  Partial<ThemeColors>;

/** How much darker (HSL lightness points) the hovered and pressed button is. */
export const hoverDarken = 8;
export const pressedDarken = 16;

const nearBlack = '#111111';
const white = '#FFFFFF';

/**
 * All seven theme colours (spec §3) from a palette's base, readable by construction: both text
 * colours reach WCAG AA (4.5:1) on the background, and the button text reaches it on the button in
 * every state. Hover and pressed are the button colour made darker; when the button text is dark,
 * the button is lightened first so that even its pressed shade keeps AA.
 */
export function completePalette(base: PaletteBase): ThemeColors {
  const backgroundColor = toHex(parseHex(base.backgroundColor));
  const primaryTextColor = ensureContrast(base.primaryTextColor, backgroundColor);
  const secondaryTextColor = ensureContrast(base.secondaryTextColor, backgroundColor);
  let button = toHex(parseHex(base.buttonBackgroundColor));
  const buttonTextColor =
    contrastRatio(white, button) >= contrastRatio(nearBlack, button) ? white : nearBlack;
  if (buttonTextColor === white) {
    // Darkening only raises white text's contrast, so hover and pressed keep it too.
    button = ensureContrast(button, white);
  } else {
    for (
      let i = 0;
      i < 50 && contrastRatio(nearBlack, shiftLightness(button, -pressedDarken)) < minimumTextContrast;
      i++
    ) {
      button = shiftLightness(button, 2);
    }
  }
  return {
    backgroundColor,
    primaryTextColor,
    secondaryTextColor,
    buttonBackgroundColor: button,
    buttonTextColor,
    buttonBackgroundHoverColor: shiftLightness(button, -hoverDarken),
    buttonBackgroundPressedColor: shiftLightness(button, -pressedDarken),
  };
}

/** The pairs whose contrast the palette must keep, with their ratio (for checks and tests). */
export function paletteContrasts(colors: ThemeColors): Array<{ pair: string; ratio: number }> {
  const bg = colors.backgroundColor;
  const text = colors.buttonTextColor;
  return [
    { pair: 'primary text / background', ratio: contrastRatio(colors.primaryTextColor, bg) },
    { pair: 'secondary text / background', ratio: contrastRatio(colors.secondaryTextColor, bg) },
    { pair: 'button text / button', ratio: contrastRatio(text, colors.buttonBackgroundColor) },
    { pair: 'button text / hover', ratio: contrastRatio(text, colors.buttonBackgroundHoverColor) },
    { pair: 'button text / pressed', ratio: contrastRatio(text, colors.buttonBackgroundPressedColor) },
  ];
}

/** The contrast failures of a palette (empty when every pair reaches WCAG AA). */
export function paletteProblems(colors: ThemeColors): string[] {
  return paletteContrasts(colors)
    .filter((c) => c.ratio < minimumTextContrast)
    .map((c) => `${c.pair} contrast is ${c.ratio.toFixed(2)}:1, needs at least 4.5:1`);
}
