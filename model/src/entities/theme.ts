import { z } from 'zod';
import { decidedLimits, hexColor } from './common.ts';
import {
  alignment,
  bodyFontSize,
  border,
  borderThickness,
  buttonStyle,
  cornerStyle,
  decorFrame,
  fontStyle,
  fontWeight,
  headingFontSize,
  presetStyle,
  shadow,
  themeColorFields,
} from './enums.ts';
import { background } from './presentation.ts';

/**
 * The seven theme colours, keyed exactly by `themeColorFields` (spec §3). Themes are looked up
 * by any of these colours, so the shape is fixed: every key present, no others.
 */
export const themeColors = z.record(z.enum(themeColorFields), hexColor);
export type ThemeColors = z.infer<typeof themeColors>;

/** A font choice: a family name (as the font service spells it), weight and style. */
export const themeFont = z.object({
  family: z
    .string()
    .min(1)
    .max(decidedLimits.fontFamily)
    .describe('Font family name, e.g. "Playfair Display"'),
  weight: fontWeight,
  style: fontStyle.default('normal'),
});
export type ThemeFont = z.infer<typeof themeFont>;

/** Spec §3 "Theme and style enumerations": the look of the whole site. */
export const theme = z.object({
  presetStyle,
  colors: themeColors,
  headingFont: themeFont,
  bodyFont: themeFont,
  headingFontSize: headingFontSize.default('Default'),
  bodyFontSize: bodyFontSize.default('default'),
  buttonCorners: cornerStyle,
  imageCorners: cornerStyle,
  shadow: shadow.default('None'),
  decorFrame: decorFrame.default('None'),
  border: border.default('None'),
  borderThickness: borderThickness.default(1),
  alignment: alignment.default('Left'),
  buttonStyle: buttonStyle.default('solid'),
  background: background.default({ type: 'ColorFill', fill: 'Color Fill' }),
});
export type Theme = z.infer<typeof theme>;

/**
 * The theme of a new website before the owner picks colours and fonts: warm white, near-black
 * text and a deep teal button with readable contrast (WCAG AA on white for text and buttons).
 */
export const defaultTheme: Theme = {
  presetStyle: 'Common',
  colors: {
    backgroundColor: '#FFFFFF',
    primaryTextColor: '#1F2933',
    secondaryTextColor: '#52606D',
    buttonBackgroundColor: '#0F766E',
    buttonTextColor: '#FFFFFF',
    buttonBackgroundHoverColor: '#115E59',
    buttonBackgroundPressedColor: '#134E4A',
  },
  headingFont: { family: 'Poppins', weight: 600, style: 'normal' },
  bodyFont: { family: 'Inter', weight: 400, style: 'normal' },
  headingFontSize: 'Default',
  bodyFontSize: 'default',
  buttonCorners: 'Softened',
  imageCorners: 'Softened',
  shadow: 'Small',
  decorFrame: 'None',
  border: 'None',
  borderThickness: 1,
  alignment: 'Left',
  buttonStyle: 'solid',
  background: { type: 'ColorFill', fill: 'Color Fill' },
};

const font = (family: string, weight: ThemeFont['weight']): ThemeFont => ({
  family,
  weight,
  style: 'normal',
});

/** The 8 font pairs the generator offers (spec §5 "8 font pairs"), heading first. */
export const fontPairs: ReadonlyArray<{ name: string; heading: ThemeFont; body: ThemeFont }> = [
  { name: 'Modern', heading: font('Poppins', 600), body: font('Inter', 400) },
  { name: 'Classic', heading: font('Playfair Display', 700), body: font('Lora', 400) },
  { name: 'Bold', heading: font('Montserrat', 800), body: font('Open Sans', 400) },
  { name: 'Editorial', heading: font('DM Serif Display', 400), body: font('Work Sans', 400) },
  { name: 'Friendly', heading: font('Nunito', 800), body: font('Nunito', 400) },
  { name: 'Sturdy', heading: font('Roboto Slab', 700), body: font('Inter', 400) },
  { name: 'Graceful', heading: font('Raleway', 600), body: font('Merriweather', 300) },
  { name: 'Bookish', heading: font('Merriweather', 700), body: font('Open Sans', 400) },
];
