import { failure, type Result, success } from './result.ts';

/** Spec §5 "Hex colour to translucent colour": the two failure messages, word for word. */
export const hexColourMessages = {
  invalidHex: 'Invalid hex color code',
  invalidAlpha: 'alpha must be between 0 and 1',
} as const;

/**
 * Turns a hex colour and an opacity into a CSS `rgba(r, g, b, a)` colour (spec §5), e.g. for the
 * image overlay. The hex has 3 or 6 hex digits, with or without a leading `#`; alpha is within 0..1.
 */
export function hexToRgba(hex: string, alpha: number): Result<string> {
  const digits = hex.trim().replace(/^#/, '');
  if (!/^(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(digits)) return failure(hexColourMessages.invalidHex);
  if (!(alpha >= 0 && alpha <= 1)) return failure(hexColourMessages.invalidAlpha);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  return success(`rgba(${r}, ${g}, ${b}, ${alpha})`);
}
