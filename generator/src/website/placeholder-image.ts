import { type Image, placeholderImageUrl } from '@sitewright/model';

export const placeholderTag = 'placeholder';

/**
 * A neutral picture bundled in the code (the model's `placeholderImageUrl`, an SVG data URL: no
 * file, no request), used only where the document needs an image and no image source is available:
 * gallery items, whose image the schema requires. Marked for the owner by its description and the
 * `placeholder` tag.
 */
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
