/**
 * The CSS custom properties the theme sets on `:root` (see `theme-css.ts`) and every section's CSS
 * reads. A section never hard-codes a colour, font, radius or spacing: it uses these.
 *
 * | property | value |
 * |---|---|
 * | `--sw-color-bg`, `--sw-color-text`, `--sw-color-text-2` | background, primary text, secondary text |
 * | `--sw-color-btn`, `--sw-color-btn-text`, `--sw-color-btn-hover`, `--sw-color-btn-pressed` | button colours |
 * | `--sw-font-heading`, `--sw-font-body` | font-family stacks |
 * | `--sw-weight-heading`, `--sw-weight-body`, `--sw-style-heading`, `--sw-style-body` | weights and styles |
 * | `--sw-size-h1`, `--sw-size-h2`, `--sw-size-h3`, `--sw-size-body`, `--sw-size-small` | font sizes (headings × 0.85 up to 576 px) |
 * | `--sw-line-height` | body line height (tighter for the `defaultCompact` body size) |
 * | `--sw-radius-button`, `--sw-radius-image` | corner radii (§9: 0/4/8/28 and 0/4/8/24 px) |
 * | `--sw-shadow` | box-shadow of cards and images |
 * | `--sw-border-width`, `--sw-border-color` | section borders (§3 BorderThickness 1/2/4/8) |
 * | `--sw-space-1` … `--sw-space-8` | spacing steps 4, 6, 8, 12, 16, 24, 32, 40 px (§9) |
 * | `--sw-content-width` | the widest a section's content grows |
 * | `--sw-section-pad` | vertical padding of a section (60 % of it below 768 px) |
 *
 * Besides these, the base stylesheet sets two helpers on sections, not on `:root`: `--sw-align`
 * (start, center, end, stretch — from `.sw-align-*`, for `justify-items`/`align-items` of a
 * section's own layout) and `--sw-align-block` (start/end for the Top/Bottom alignments). A section
 * with a backdrop image may set `--sw-backdrop-overlay` (0–0.8) inline; the default is 0.8.
 */
export const themeVariables = [
  '--sw-color-bg',
  '--sw-color-text',
  '--sw-color-text-2',
  '--sw-color-btn',
  '--sw-color-btn-text',
  '--sw-color-btn-hover',
  '--sw-color-btn-pressed',
  '--sw-font-heading',
  '--sw-font-body',
  '--sw-weight-heading',
  '--sw-weight-body',
  '--sw-style-heading',
  '--sw-style-body',
  '--sw-size-h1',
  '--sw-size-h2',
  '--sw-size-h3',
  '--sw-size-body',
  '--sw-size-small',
  '--sw-line-height',
  '--sw-radius-button',
  '--sw-radius-image',
  '--sw-shadow',
  '--sw-border-width',
  '--sw-border-color',
  '--sw-space-1',
  '--sw-space-2',
  '--sw-space-3',
  '--sw-space-4',
  '--sw-space-5',
  '--sw-space-6',
  '--sw-space-7',
  '--sw-space-8',
  '--sw-content-width',
  '--sw-section-pad',
] as const;
export type ThemeVariable = (typeof themeVariables)[number];
