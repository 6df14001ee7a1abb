import type { PresetStyle, ThemeColors } from '@sitewright/model';
import { type Palette, palettes } from '../onboarding/palettes.ts';

/** A palette the Theme panel applies in one click: all seven theme colours. */
export type ThemePalette = Palette;

/**
 * The Theme panel offers the same palettes as onboarding's colour step (one definition, in
 * `onboarding/palettes.ts`); the seven pickers stay as "Custom colours" for anything else.
 */
export const themePalettes: readonly ThemePalette[] = palettes;

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
