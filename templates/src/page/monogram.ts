import type { Theme } from '@sitewright/model';

/**
 * The browser icon of a site whose owner set none: the business name's initials on the theme's
 * button colour, in the button's text colour (the pair the owner already chose to read well
 * together). Without any declared icon every visitor's browser asks for `/favicon.ico` and logs a
 * 404; an SVG is a few hundred bytes and needs no image tooling.
 */

/**
 * Up to two initials: the first character of the first two words (`Riverside Heating` → `RH`,
 * `rosa` → `R`), upper-cased; whole code points, so a name starting with an emoji or a letter
 * outside the BMP stays one intact character. '' when the name has no word.
 */
export function monogramInitials(businessName: string): string {
  const words = businessName
    .trim()
    .split(/[\s\-–—_/&+.,:;·|]+/u)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The monogram as a standalone SVG document (64×64, rounded square). Text in the system's sans
 * serif: an icon is drawn as an image, which cannot load the site's web fonts.
 */
export function monogramSvg(theme: Theme, businessName: string): string {
  const letters = monogramInitials(businessName);
  const { buttonBackgroundColor, buttonTextColor } = theme.colors;
  const size = Array.from(letters).length > 1 ? 30 : 38;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    `<rect width="64" height="64" rx="14" fill="${buttonBackgroundColor}"/>` +
    `<text x="32" y="33" fill="${buttonTextColor}" font-family="Arial,Helvetica,sans-serif" ` +
    `font-size="${size}" font-weight="700" text-anchor="middle" dominant-baseline="central">` +
    `${escapeXml(letters)}</text></svg>`
  );
}
