import type { PresetStyle, Theme, ThemeFont } from '@sitewright/model';

/** The theme fields a preset style chooses when the owner (or the generator) picks it. */
export type PresetStyleDefaults = Pick<
  Theme,
  | 'buttonCorners'
  | 'imageCorners'
  | 'shadow'
  | 'decorFrame'
  | 'border'
  | 'borderThickness'
  | 'alignment'
  | 'buttonStyle'
  | 'headingFontSize'
>;

/** One of the five preset styles (spec §3): its defaults, suggested fonts, spacing and own rules. */
export interface PresetStyleDefinition {
  name: PresetStyle;
  /** One line for the Theme panel. */
  description: string;
  defaults: PresetStyleDefaults;
  /** The font pair the preset is designed around (fonts stay the owner's choice). */
  fonts: { heading: ThemeFont; body: ThemeFont };
  /** Vertical padding of a section from 768 px wide, in px (phones get 60 % of it). */
  sectionPadPx: number;
  /** A few rules of its own, written only with the theme's custom properties. */
  css: string;
}

const main = 'main>.sw-section';
const plain = ':not(.sw-bg-gradient):not(.sw-bg-image)';

/**
 * The five preset styles as data. Each is recognisable at a glance: Common is the quiet default;
 * CommonAlt centres everything and bands every other section; Geometric squares every corner,
 * capitalises headings and rules sections apart; Elegant sets serif headings with thin rules and
 * generous air; Fun rounds everything, underlines headings with a wave and throws bold accents.
 */
export const presetStyles: Record<PresetStyle, PresetStyleDefinition> = {
  Common: {
    name: 'Common',
    description: 'Clean and friendly: soft corners, light shadows, left-aligned.',
    defaults: {
      buttonCorners: 'Softened',
      imageCorners: 'Softened',
      shadow: 'Small',
      decorFrame: 'None',
      border: 'None',
      borderThickness: 1,
      alignment: 'Left',
      buttonStyle: 'solid',
      headingFontSize: 'Default',
    },
    fonts: { heading: { family: 'Poppins', weight: 600, style: 'normal' }, body: inter() },
    sectionPadPx: 72,
    css: 'h1,h2,h3{letter-spacing:-.01em}',
  },
  CommonAlt: {
    name: 'CommonAlt',
    description: 'Centred and banded: rounded corners, every other section tinted.',
    defaults: {
      buttonCorners: 'Rounded',
      imageCorners: 'Rounded',
      shadow: 'Medium',
      decorFrame: 'None',
      border: 'None',
      borderThickness: 1,
      alignment: 'Center',
      buttonStyle: 'solid',
      headingFontSize: 'Default',
    },
    fonts: {
      heading: { family: 'Montserrat', weight: 700, style: 'normal' },
      body: { family: 'Open Sans', weight: 400, style: 'normal' },
    },
    sectionPadPx: 64,
    css: `${main}:nth-child(even)${plain}{background:color-mix(in srgb,var(--sw-color-btn) 7%,var(--sw-color-bg))}.sw-button{font-weight:700}`,
  },
  Geometric: {
    name: 'Geometric',
    description: 'Sharp and structured: square corners, capital headings, ruled sections.',
    defaults: {
      buttonCorners: 'Square',
      imageCorners: 'Square',
      shadow: 'None',
      decorFrame: 'Notched',
      border: 'Bottom',
      borderThickness: 2,
      alignment: 'Left',
      buttonStyle: 'outlined',
      headingFontSize: 'Large',
    },
    fonts: {
      heading: { family: 'Raleway', weight: 700, style: 'normal' },
      body: { family: 'Work Sans', weight: 400, style: 'normal' },
    },
    sectionPadPx: 64,
    css: `h1,h2,h3,.sw-button{text-transform:uppercase;letter-spacing:.06em}.sw-section h2::after{content:"";display:block;width:48px;height:4px;margin-top:var(--sw-space-4);background:var(--sw-color-btn)}.sw-align-center h2::after{margin-inline:auto}.sw-align-right h2::after{margin-left:auto}${main}+.sw-section{border-top:var(--sw-border-width) solid var(--sw-border-color)}`,
  },
  Elegant: {
    name: 'Elegant',
    description: 'Refined: serif headings, thin rules, generous spacing, centred.',
    defaults: {
      buttonCorners: 'Square',
      imageCorners: 'Softened',
      shadow: 'ExtraSmall',
      decorFrame: 'Arch',
      border: 'None',
      borderThickness: 1,
      alignment: 'Center',
      buttonStyle: 'outlined',
      headingFontSize: 'Large',
    },
    fonts: {
      heading: { family: 'Playfair Display', weight: 500, style: 'normal' },
      body: { family: 'Lora', weight: 400, style: 'normal' },
    },
    sectionPadPx: 112,
    css: `h1,h2,h3{letter-spacing:.01em}.sw-section h2::after{content:"";display:block;width:64px;height:1px;margin:var(--sw-space-5) auto 0;background:currentColor;opacity:.5}.sw-align-left h2::after{margin-left:0}.sw-align-right h2::after{margin-right:0}.sw-button{text-transform:uppercase;letter-spacing:.12em;font-size:.8125em}${main}+.sw-section::before{content:"";position:absolute;top:0;left:50%;width:min(240px,40%);transform:translateX(-50%);border-top:1px solid var(--sw-border-color)}`,
  },
  Fun: {
    name: 'Fun',
    description: 'Playful: oval buttons, round images, wavy headings, bold colour accents.',
    defaults: {
      buttonCorners: 'Oval',
      imageCorners: 'Oval',
      shadow: 'Medium',
      decorFrame: 'Bumpy',
      border: 'None',
      borderThickness: 2,
      alignment: 'Center',
      buttonStyle: 'solid',
      headingFontSize: 'ExtraLarge',
    },
    fonts: {
      heading: { family: 'Nunito', weight: 800, style: 'normal' },
      body: { family: 'Nunito', weight: 400, style: 'normal' },
    },
    sectionPadPx: 72,
    css: `.sw-section h2{text-decoration:underline wavy var(--sw-color-btn);text-decoration-thickness:3px;text-underline-offset:.3em}.sw-button{font-weight:800;transition:transform .2s}.sw-button:hover{transform:translateY(-2px) rotate(-1deg)}${main}:nth-child(odd)${plain}{background:radial-gradient(circle at 100% 0,color-mix(in srgb,var(--sw-color-btn) 16%,transparent) 0 160px,transparent 161px),radial-gradient(circle at 0 100%,color-mix(in srgb,var(--sw-color-btn-hover) 12%,transparent) 0 120px,transparent 121px)}`,
  },
};

function inter(): ThemeFont {
  return { family: 'Inter', weight: 400, style: 'normal' };
}

/**
 * The theme with a preset style chosen: `presetStyle` and the preset's defaults for the style
 * fields; colours and (unless `withFonts`) fonts stay as they were.
 * @defaultValue `withFonts` is false
 */
export function applyPresetStyle(theme: Theme, preset: PresetStyle, withFonts = false): Theme {
  const definition = presetStyles[preset];
  return {
    ...theme,
    ...definition.defaults,
    presetStyle: preset,
    ...(withFonts ? { headingFont: definition.fonts.heading, bodyFont: definition.fonts.body } : {}),
  };
}
