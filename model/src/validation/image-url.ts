import { placeholderImageUrl } from '../entities/placeholder-image.ts';

/** What a refused image address is told (the spec words no message for it). */
export const imageUrlMessage = 'An image address must be a web address starting with https:// or http://.';

// Whitespace, control and invisible format characters, and backslashes: none is in an address the
// product writes, and each is a way to make one text mean two addresses (srcset splits at spaces,
// browsers read `\` as `/`).
const forbiddenCharacter = /[\s\p{Cc}\p{Cf}\\]/u;

// The scheme, exactly `//`, then a host: `https:/x`, `https:x` and `https:///x` are refused, though
// the URL parser forgives them.
const writtenOut = /^https?:\/\/[^/?#@]/i;

/**
 * Whether `url` may be stored as an image rendition's address (`urls[].url`). Templates put it in
 * `src`, `srcset`, `og:image` and JSON-LD, so only what the product itself writes is accepted:
 * - an absolute `https:` or `http:` URL with a host and no user name or password — uploads
 *   (`{API_URL}/api/uploads/…`), bundled pictures (`{APP_URL}/assets/images/…`), Pexels and
 *   Unsplash renditions and imported photos are all written this way (`http:` for a local API_URL
 *   and for pages imported over http);
 * - the stand-in picture, {@link placeholderImageUrl}, exactly.
 *
 * Everything else is refused: relative references (the product writes none, and a published page
 * on the sites origin could not load the app's `/api/uploads/…` or `/assets/images/…` anyway),
 * `//host` references, and `javascript:`, `data:`, `vbscript:`, `blob:` or any other scheme.
 */
export function isImageUrl(url: string): boolean {
  if (url === placeholderImageUrl) return true;
  if (forbiddenCharacter.test(url) || !writtenOut.test(url)) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
    parsed.hostname !== '' &&
    parsed.username === '' &&
    parsed.password === ''
  );
}
