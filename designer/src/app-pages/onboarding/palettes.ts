import type { ThemeColors } from '@sitewright/model';

/** A palette: a name and all seven theme colours. */
export interface Palette {
  name: string;
  colours: Required<ThemeColors>;
}

/**
 * The palettes, defined once: onboarding's colour step offers them and the designer's Theme panel
 * applies them in one click (`theme-palettes.ts`). Decision: eight, each setting all seven colours
 * with text that meets WCAG AA on its background and on its button. Onboarding keeps the chosen
 * one as an index (session storage), so new palettes go at the end.
 */
export const palettes: readonly Palette[] = [
  {
    name: 'Harbour',
    colours: {
      backgroundColor: '#ffffff',
      primaryTextColor: '#10233f',
      secondaryTextColor: '#44546a',
      buttonBackgroundColor: '#1d4ed8',
      buttonTextColor: '#ffffff',
      buttonBackgroundHoverColor: '#1e40af',
      buttonBackgroundPressedColor: '#1e3a8a',
    },
  },
  {
    name: 'Forest',
    colours: {
      backgroundColor: '#f7faf5',
      primaryTextColor: '#1b2e1f',
      secondaryTextColor: '#46594a',
      buttonBackgroundColor: '#2f6b3a',
      buttonTextColor: '#ffffff',
      buttonBackgroundHoverColor: '#265a30',
      buttonBackgroundPressedColor: '#1d4725',
    },
  },
  {
    name: 'Terracotta',
    colours: {
      backgroundColor: '#fffaf5',
      primaryTextColor: '#3b1f14',
      secondaryTextColor: '#6b4a3c',
      buttonBackgroundColor: '#b4441f',
      buttonTextColor: '#ffffff',
      buttonBackgroundHoverColor: '#983817',
      buttonBackgroundPressedColor: '#7c2d12',
    },
  },
  {
    name: 'Night',
    colours: {
      backgroundColor: '#111827',
      primaryTextColor: '#f9fafb',
      secondaryTextColor: '#cbd5e1',
      buttonBackgroundColor: '#facc15',
      buttonTextColor: '#111827',
      buttonBackgroundHoverColor: '#eab308',
      buttonBackgroundPressedColor: '#ca8a04',
    },
  },
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
