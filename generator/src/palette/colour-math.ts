/**
 * Colour arithmetic for palettes: hex ↔ RGB ↔ HSL and the WCAG 2.x contrast ratio
 * (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio). Hex colours are written `#RRGGBB`.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Hue 0–360, saturation and lightness 0–100. */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

/** Parses `#rgb` or `#rrggbb` (with or without `#`). @throws Error on anything else */
export function parseHex(hex: string): Rgb {
  const digits = hex.trim().replace(/^#/, '');
  if (!/^(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(digits)) throw new Error(`Invalid hex color code: ${hex}`);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return {
    r: Number.parseInt(full.slice(0, 2), 16),
    g: Number.parseInt(full.slice(2, 4), 16),
    b: Number.parseInt(full.slice(4, 6), 16),
  };
}

export function toHex({ r, g, b }: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`.toUpperCase();
}

export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l: l * 100 };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return { h: h * 60, s: s * 100, l: l * 100 };
}

export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const sn = Math.min(100, Math.max(0, s)) / 100;
  const ln = Math.min(100, Math.max(0, l)) / 100;
  const k = (n: number) => (n + (((h % 360) + 360) % 360) / 30) % 12;
  const a = sn * Math.min(ln, 1 - ln);
  const f = (n: number) => ln - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return { r: f(0) * 255, g: f(8) * 255, b: f(4) * 255 };
}

/** `#RRGGBB` from hue, saturation and lightness. */
export function hsl(h: number, s: number, l: number): string {
  return toHex(hslToRgb({ h, s, l }));
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The colour with its HSL lightness moved by `delta` percentage points (negative: darker). */
export function shiftLightness(hex: string, delta: number): string {
  const c = rgbToHsl(parseHex(hex));
  return hsl(c.h, c.s, Math.min(100, Math.max(0, c.l + delta)));
}

/** WCAG AA for normal text. */
export const minimumTextContrast = 4.5;

/**
 * `fg` moved away from `bg` in lightness, step by step, until their contrast is at least `min`;
 * black or white (whichever contrasts more) if no step gets there. Keeps the hue where it can.
 */
export function ensureContrast(fg: string, bg: string, min = minimumTextContrast): string {
  if (contrastRatio(fg, bg) >= min) return toHex(parseHex(fg));
  const darker = relativeLuminance(bg) > 0.18;
  let candidate = fg;
  for (let step = 0; step < 50; step++) {
    candidate = shiftLightness(candidate, darker ? -2 : 2);
    if (contrastRatio(candidate, bg) >= min) return candidate;
  }
  return contrastRatio('#000000', bg) >= contrastRatio('#FFFFFF', bg) ? '#111111' : '#FFFFFF';
}
