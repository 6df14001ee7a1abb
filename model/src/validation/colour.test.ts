import { describe, expect, it } from 'vitest';
import { hexToRgba } from './colour.ts';

describe('spec §5 hex colour to translucent colour', () => {
  it.each([
    ['6 digits with #', '#1a2B3c', 0.5, 'rgba(26, 43, 60, 0.5)'],
    ['6 digits without #', 'ffffff', 1, 'rgba(255, 255, 255, 1)'],
    ['3 digits expanded', '#f0a', 0, 'rgba(255, 0, 170, 0)'],
    ['alpha at 0.2 (overlay default)', '#000', 0.2, 'rgba(0, 0, 0, 0.2)'],
  ])('accepts: %s', (_rule, hex, alpha, expected) => {
    expect(hexToRgba(hex, alpha)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['4 digits', '#abcd', 0.5, 'Invalid hex color code'],
    ['8 digits', '#aabbccdd', 0.5, 'Invalid hex color code'],
    ['not hex', '#ggg', 0.5, 'Invalid hex color code'],
    ['empty', '', 0.5, 'Invalid hex color code'],
    ['alpha below 0', '#fff', -0.1, 'alpha must be between 0 and 1'],
    ['alpha above 1', '#fff', 1.01, 'alpha must be between 0 and 1'],
    ['alpha NaN', '#fff', Number.NaN, 'alpha must be between 0 and 1'],
  ])('refuses: %s', (_rule, hex, alpha, message) => {
    expect(hexToRgba(hex, alpha)).toEqual({ ok: false, message });
  });
});
