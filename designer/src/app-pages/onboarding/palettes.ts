import type { ThemeColors } from '@sitewright/model';

/**
 * Decision: onboarding offers a small fixed set of palettes (the designer's theme panel edits
 * every colour later). Each sets all seven theme colours; text meets WCAG AA on its background.
 */
export const palettes: ReadonlyArray<{ name: string; colours: Required<ThemeColors> }> = [
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
];
