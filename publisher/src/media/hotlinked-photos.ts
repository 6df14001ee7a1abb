import {
  type FrameAspect,
  frameAspectSides,
  type ImageCandidate,
  type PublishedImage,
} from '@sitewright/templates';
import { download } from './media-sources.ts';
import { cropSize, loadSharp, maxInputPixels, renditionWidths, widthsFor } from './renditions.ts';

/**
 * Stock photos left on their provider's CDN (Unsplash asks for hotlinking): measured once from a
 * small copy, then shown at addresses the CDN resizes and crops on request.
 */

/** A hotlinked photo as published: its shape at the widest rendition width. */
export interface HotlinkedSource {
  version: 1;
  kind: 'hotlink';
  width: number;
  height: number;
}

/**
 * A hotlinked photo's address at `width` px in `format`, resized by its CDN (never enlarged); with
 * `height`, its centre cropped to `width` × `height` (`fit=crop`, the CDN's default centre).
 */
export function hotlinkUrl(
  url: string,
  width: number,
  format: 'avif' | 'webp' | 'jpg',
  height?: number,
): string {
  const address = new URL(url);
  for (const name of ['w', 'h', 'fm', 'q', 'fit', 'auto', 'crop', 'dpr']) address.searchParams.delete(name);
  address.searchParams.set('w', String(width));
  if (height !== undefined) address.searchParams.set('h', String(height));
  address.searchParams.set('fit', height !== undefined ? 'crop' : 'max');
  address.searchParams.set('q', '70');
  address.searchParams.set('fm', format);
  return address.href;
}

/** A hotlinked photo's shape, from a 480 px copy (the provider's CDN resizes on request). */
export async function measureHotlink(url: string): Promise<HotlinkedSource> {
  // A small file from a CDN: a slow answer is a failure (tried again later), not a slow publish.
  const small = await download(hotlinkUrl(url, 480, 'jpg'), 5000);
  const sharp = await loadSharp();
  const meta = await sharp(small, { limitInputPixels: maxInputPixels }).metadata();
  if (!meta.width || !meta.height) throw new Error('a hotlinked photo without a size');
  const width = renditionWidths[renditionWidths.length - 1] as number;
  return { version: 1, kind: 'hotlink', width, height: Math.round((width * meta.height) / meta.width) };
}

/** How the page shows a hotlinked photo: its CDN's addresses, every frame's crop among them. */
export function shownAsHotlink(url: string, entry: HotlinkedSource): PublishedImage {
  const at = (format: 'avif' | 'webp' | 'jpg'): ImageCandidate[] =>
    renditionWidths.map((width) => ({ url: hotlinkUrl(url, width, format), width }));
  const shown: PublishedImage = {
    width: entry.width,
    height: entry.height,
    avif: at('avif'),
    webp: at('webp'),
    fallback: at('jpg'),
  };
  // Its CDN crops on request: every frame's crop is an address, made by nobody until asked for.
  const frames: Partial<Record<FrameAspect, PublishedImage>> = {};
  for (const [aspect, sides] of Object.entries(frameAspectSides) as [FrameAspect, [number, number]][]) {
    const crop = cropSize(entry.width, entry.height, sides);
    const cropAt = (format: 'avif' | 'webp' | 'jpg'): ImageCandidate[] =>
      widthsFor(crop.width).map((width) => ({
        url: hotlinkUrl(url, width, format, Math.max(1, Math.round((width * crop.height) / crop.width))),
        width,
      }));
    frames[aspect] = { ...crop, avif: cropAt('avif'), webp: cropAt('webp'), fallback: cropAt('jpg') };
  }
  shown.frames = frames;
  return shown;
}
