import type { PresetStyle, ThemeColors } from '@sitewright/model';
import { palettes as onboardingPalettes } from '../onboarding/palettes.ts';

/** A palette the Theme panel applies in one click: all seven theme colours. */
export interface ThemePalette {
  name: string;
  colours: Required<ThemeColors>;
}

/**
 * Decision: the Theme panel offers onboarding's palettes and four more, each setting all seven
 * colours with text that meets WCAG AA on its background and button; the seven pickers stay as
 * "Custom colours" for anything else.
 */
export const themePalettes: readonly ThemePalette[] = [
  ...onboardingPalettes,
  {
    name: 'Ocean',
    colours: {
      backgroundColor: '#f5fafc',
      primaryTextColor: '#0c2a36',
      secondaryTextColor: '#3d5a66',
      buttonBackgroundColor: '#0e7490',
      buttonTextColor: '#ffffff',
      buttonBackgroundHoverColor: '#155e75',
      buttonBackgroundPressedColor: '#164e63',
    },
  },
  {
    name: 'Plum',
    colours: {
      backgroundColor: '#fdf8fc',
      primaryTextColor: '#2e1433',
      secondaryTextColor: '#5c4560',
      buttonBackgroundColor: '#7e22ce',
      buttonTextColor: '#ffffff',
      buttonBackgroundHoverColor: '#6b21a8',
      buttonBackgroundPressedColor: '#581c87',
    },
  },
  {
    name: 'Sand',
    colours: {
      backgroundColor: '#fbf7ef',
      primaryTextColor: '#2b2418',
      secondaryTextColor: '#5b5140',
      buttonBackgroundColor: '#1f2937',
      buttonTextColor: '#ffffff',
      buttonBackgroundHoverColor: '#374151',
      buttonBackgroundPressedColor: '#111827',
    },
  },
  {
    name: 'Cherry',
    colours: {
      backgroundColor: '#ffffff',
      primaryTextColor: '#1f1416',
      secondaryTextColor: '#574348',
      buttonBackgroundColor: '#be123c',
      buttonTextColor: '#ffffff',
      buttonBackgroundHoverColor: '#9f1239',
      buttonBackgroundPressedColor: '#881337',
    },
  },
];

/** Whether the theme's colours are exactly a palette's (case-insensitive, as §3 matches themes). */
export function isPalette(colours: ThemeColors, palette: ThemePalette): boolean {
  return (Object.keys(palette.colours) as (keyof ThemeColors)[]).every(
    (field) => colours[field]?.toLowerCase() === palette.colours[field].toLowerCase(),
  );
}

/**
 * The preset styles in the owner's words. Decision: the spec's names (§3) stay in the document; the
 * panel shows these (never an internal name such as "CommonAlt").
 */
export const presetStyleNames: Record<PresetStyle, string> = {
  Common: 'Classic',
  CommonAlt: 'Centred',
  Geometric: 'Geometric',
  Elegant: 'Elegant',
  Fun: 'Playful',
};
