/**
 * The create-from-link form's check of a pasted link, shared by the pre-rendered page's island
 * (`../islands/marketing-islands.ts`, the browser) and the page component. No imports: the island
 * ships it to every create-from-link page's first visit.
 */

/** Spec §9: external URLs are at most 2048 characters. */
export const maxLinkLength = 2048;

/** Checks a pasted link; returns the normalised URL or the message to show. */
export function checkLink(input: string): { link: string } | { error: string } {
  const trimmed = input.trim();
  if (trimmed === '') return { error: 'Paste the link to your page.' };
  if (trimmed.length > maxLinkLength) return { error: `Links can be at most ${maxLinkLength} characters.` };
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.'))
      throw new Error();
    return { link: url.href };
  } catch {
    return { error: 'That does not look like a web address. It should start with https://' };
  }
}
