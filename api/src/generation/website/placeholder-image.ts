import type { Image } from '@sitewright/model';

/**
 * A neutral picture bundled in the code (an SVG data URL: no file, no request), used only where the
 * document needs an image and no image source is available: gallery items, whose image the schema
 * requires. Marked for the owner by its description and the `placeholder` tag.
 */
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">' +
  '<rect width="1200" height="900" fill="#E5E7EB"/>' +
  '<circle cx="790" cy="330" r="60" fill="#C4C9D1"/>' +
  '<path d="M330 640l170-220 120 140 90-100 160 180z" fill="#C4C9D1"/></svg>';

export const placeholderImageUrl = `data:image/svg+xml,${encodeURIComponent(svg)}`;

export const placeholderTag = 'placeholder';

export function placeholderImage(): Image {
  return {
    provider: 'Custom',
    description: 'Placeholder picture: replace it with a photo of your work',
    tags: [placeholderTag],
    urls: [{ type: 'regular', url: placeholderImageUrl }],
    fit: 'cover',
  };
}

/** Whether an image is this placeholder (for the designer's "replace me" hint). */
export function isPlaceholderImage(img: Image): boolean {
  return img.tags.includes(placeholderTag);
}
