/**
 * The colours of one industry's illustrations: a two-stop background, then primary, secondary,
 * accent, dark and light. Motifs and scenes only ever paint with these.
 */
export interface Palette {
  bg: readonly [string, string];
  p: string;
  s: string;
  a: string;
  d: string;
  l: string;
}

/** A motif: an industry's emblem drawn in a 100 × 100 box with the palette's colours. */
export type Motif = (c: Palette) => string;

/** Whole numbers keep the files small; nothing here needs sub-pixel precision. */
export const n = (value: number) => Math.round(value);

/** Places a 100 × 100 motif at (x, y) with side `size`. */
export function place(motif: Motif, c: Palette, x: number, y: number, size: number): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${(size / 100).toFixed(2)})">${motif(c)}</g>`;
}

/** A four-pointed sparkle centred on (x, y). */
export function sparkle(x: number, y: number, r: number, fill: string): string {
  const q = n(r / 4);
  return `<path d="M${x} ${y - r}L${x + q} ${y - q}L${x + r} ${y}L${x + q} ${y + q}L${x} ${y + r}L${x - q} ${y + q}L${x - r} ${y}L${x - q} ${y - q}Z" fill="${fill}"/>`;
}
