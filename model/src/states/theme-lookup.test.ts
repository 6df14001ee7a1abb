import { describe, expect, it } from 'vitest';
import type { ThemeColorField } from '../entities/index.ts';
import { findThemesByColour } from './theme-lookup.ts';

const colours = (overrides: Partial<Record<ThemeColorField, string>>): Record<ThemeColorField, string> => ({
  backgroundColor: '#ffffff',
  primaryTextColor: '#111111',
  secondaryTextColor: '#222222',
  buttonBackgroundColor: '#333333',
  buttonTextColor: '#444444',
  buttonBackgroundHoverColor: '#555555',
  buttonBackgroundPressedColor: '#666666',
  ...overrides,
});
const themes = [
  { name: 'button-match', colors: colours({ buttonBackgroundColor: '#AA0000' }) },
  { name: 'plain', colors: colours({}) },
  { name: 'background-match', colors: colours({ backgroundColor: '#aa0000' }) },
  { name: 'pressed-match', colors: colours({ buttonBackgroundPressedColor: '#aA0000' }) },
];

describe('spec §3 theme lookup by colour', () => {
  it('matches any colour field case-insensitively, background matches first', () => {
    const result = findThemesByColour(themes, '#Aa0000');
    expect(result.ok && result.value.map((t) => t.name)).toEqual([
      'background-match',
      'button-match',
      'pressed-match',
    ]);
  });
  it('finds a theme by its secondary text colour', () => {
    const result = findThemesByColour([themes[1]!], ' #222222 ');
    expect(result.ok && result.value.map((t) => t.name)).toEqual(['plain']);
  });
  it('a colour no theme uses is a failure', () => {
    expect(findThemesByColour(themes, '#123456')).toEqual({ ok: false, message: 'Theme not found' });
  });
});
