import type { Image, ImageUrl } from '@sitewright/model';

/** One file of a published image: its address (root-relative on the sites origin, or a CDN URL) and width. */
export interface ImageCandidate {
  url: string;
  /** Its width in px, as `srcset`'s `w` descriptor. */
  width: number;
}

/**
 * What a published build shows for one picture instead of the document's address: renditions made
 * once per source image and served from the sites origin (or, for Unsplash, its own CDN), each list
 * narrowest first. `avif` and `webp` may be empty (an SVG has only its fallback).
 */
export interface PublishedImage {
  /** The intrinsic size, written as the `<img>`'s `width`/`height` so the page never shifts. */
  width: number;
  height: number;
  avif: readonly ImageCandidate[];
  webp: readonly ImageCandidate[];
  /** JPEG or PNG (or the SVG itself): the `<img>`'s `src`, for browsers without the formats above. */
  fallback: readonly ImageCandidate[];
}

/** The published renditions of a build, by {@link publishedImageSource} of each image. */
export type PublishedImages = ReadonlyMap<string, PublishedImage>;

const copiedPreference: readonly ImageUrl['type'][] = ['full', 'raw', 'regular', 'small', 'thumbnail'];
const hotlinkedPreference: readonly ImageUrl['type'][] = ['raw', 'full', 'regular', 'small', 'thumbnail'];

/**
 * The one address of an image its published renditions are made from (and looked up by): the
 * largest reasonable rendition — `full` (Pexels' large2x, an upload's only file), or for Unsplash,
 * whose CDN resizes on request, `raw`.
 */
export function publishedImageSource(image: Image): string {
  const preference = image.provider === 'Unsplash' ? hotlinkedPreference : copiedPreference;
  for (const type of preference) {
    const found = image.urls.find((u) => u.type === type);
    if (found) return found.url;
  }
  return image.urls[0]?.url ?? '';
}

/** `srcset` of candidates: `url 480w,url 960w`. */
export function candidateSrcSet(candidates: readonly ImageCandidate[]): string {
  return candidates.map((c) => `${c.url} ${c.width}w`).join(',');
}

/** The candidate closest to `width` without going under it (the widest when none is as wide). */
export function candidateFor(
  candidates: readonly ImageCandidate[],
  width: number,
): ImageCandidate | undefined {
  return candidates.find((c) => c.width >= width) ?? candidates[candidates.length - 1];
}

/** The published renditions of `image` in this render, if the build made any. */
export function publishedImageFor(images: PublishedImages | null, image: Image): PublishedImage | undefined {
  return images?.get(publishedImageSource(image));
}

/**
 * One address for a picture that takes no `srcset` (the browser icon, Open Graph): its published
 * fallback nearest `width`, or else the document's own rendition of that type.
 */
export function singleImageUrl(
  images: PublishedImages | null,
  image: Image,
  width: number,
  type: ImageUrl['type'],
  documentUrl: (image: Image, type: ImageUrl['type']) => string,
): string {
  const published = publishedImageFor(images, image);
  return (published && candidateFor(published.fallback, width)?.url) || documentUrl(image, type);
}
