import type { Image, ImageFrame, ImageUrl } from '@sitewright/model';

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
  /**
   * Renditions cropped (centred) to a frame's aspect, for a picture shown in that frame with fit
   * cover and no cropper effects: the browser then downloads only what the frame shows.
   */
  frames?: Partial<Record<FrameAspect, PublishedImage>>;
  /**
   * Called by a render that would have used a crop the build has not made (yet): the publisher
   * records it, makes the crop and renders again. Absent, the whole picture is shown.
   */
  wantFrame?: (aspect: FrameAspect) => void;
}

/** The aspect of a picture frame, as a crop's name: `4x3` is 4 wide for 3 high. */
export type FrameAspect = '4x3' | '3x4' | '1x1' | '16x9';

/** Width and height of each frame aspect. */
export const frameAspectSides: Readonly<Record<FrameAspect, readonly [number, number]>> = {
  '4x3': [4, 3],
  '3x4': [3, 4],
  '1x1': [1, 1],
  '16x9': [16, 9],
};

const aspectOfFrame: Readonly<Record<ImageFrame, FrameAspect>> = {
  Landscape: '4x3',
  Portrait: '3x4',
  Square: '1x1',
  Circle: '1x1',
  Wide: '16x9',
};

/** The aspect a frame shows its picture at (spec §3: Landscape 4:3, Portrait 3:4, Square and Circle 1:1, Wide 16:9). */
export function frameAspectOf(frame: ImageFrame): FrameAspect {
  return aspectOfFrame[frame];
}

/** How far a photo's aspect may be from its frame's before a crop is worth its files (5 %). */
export const frameCropTolerance = 0.05;

/** True when a `width` × `height` photo shown at `aspect` hides enough of itself to be sent cropped. */
export function needsFrameCrop(width: number, height: number, aspect: FrameAspect): boolean {
  if (width <= 0 || height <= 0) return false;
  const [w, h] = frameAspectSides[aspect];
  return Math.abs((width * h) / (height * w) - 1) > frameCropTolerance;
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
