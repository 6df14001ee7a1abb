import { type ThemeColorField, themeColorFields } from '../entities/index.ts';
import { failure, type Result, success } from '../validation/result.ts';

/** Refusal when no theme uses the colour. The spec only says "a failure"; the wording is ours. */
export const themeNotFoundMessage = 'Theme not found';

/** Any theme: only its seven colour fields are read. */
export interface ThemeWithColours {
  colors: Record<ThemeColorField, string>;
}

/**
 * Finds the themes that use `colour` in any of the seven colour fields, compared trimmed and
 * case-insensitively (spec §3). Themes whose background colour matches come first; the order within
 * each group is the input order. No match is a failure ('Theme not found').
 */
export function findThemesByColour<T extends ThemeWithColours>(
  themes: readonly T[],
  colour: string,
): Result<T[]> {
  const wanted = colour.trim().toLowerCase();
  const same = (value: string) => value.trim().toLowerCase() === wanted;
  const byBackground = themes.filter((theme) => same(theme.colors.backgroundColor));
  const byOther = themes.filter(
    (theme) =>
      !same(theme.colors.backgroundColor) && themeColorFields.some((field) => same(theme.colors[field])),
  );
  const found = [...byBackground, ...byOther];
  return found.length > 0 ? success(found) : failure(themeNotFoundMessage);
}
