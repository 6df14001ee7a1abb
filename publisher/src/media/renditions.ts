import { createHash } from 'node:crypto';
import type { Metadata } from 'sharp';

/** The widths a photo is published at, never above its own width. */
export const renditionWidths = [480, 720, 960, 1600, 2400] as const;

/**
 * The largest picture read: 50 megapixels, the upload limit (sharp's `limitInputPixels`). A larger
 * source is refused before it is decoded.
 */
export const maxInputPixels = 50_000_000;

/** What the renditions of one source are: enough to write every address without listing the store. */
export interface MediaManifest {
  version: 1;
  /** {@link mediaHash} of the source bytes. */
  hash: string;
  width: number;
  height: number;
  /** Widths written as `{width}.avif` and `{width}.webp`, narrowest first (none for SVG and ICO). */
  widths: number[];
  /** The fallback: `{width}.jpg`/`{width}.png` at every width, or the source itself as `image.svg`/`image.ico`. */
  fallback: 'jpg' | 'png' | 'svg' | 'ico';
}

/** One file to store under `media/{hash}/`. */
export interface MediaFile {
  name: string;
  contentType: string;
  body: Buffer;
}

/** A source sharp may not read: too many pixels, or not an image it decodes. */
export class UnusableImage extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnusableImage';
  }
}

/** The content address of a source: 32 hex digits (128 bits) of its SHA-256. */
export function mediaHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}

/** The widths a source `width` px wide is published at: the standard ones below it, then its own (≤ 2400). */
export function widthsFor(width: number): number[] {
  const largest = renditionWidths[renditionWidths.length - 1] as number;
  const widths: number[] = renditionWidths.filter((w) => w < width);
  const top = Math.min(width, largest);
  if (!widths.includes(top)) widths.push(top);
  return widths;
}

const isIco = (bytes: Uint8Array) => bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 1 && bytes[3] === 0;
const isSvg = (bytes: Uint8Array) =>
  /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(
    Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024)).toString('utf8'),
  );

/**
 * The content address of a source's crop to an aspect (`4x3`): files of its own, named as any
 * picture's (`{width}.{ext}`, `manifest.json` last), so the store keys and the routing stay one shape.
 */
export function cropHash(sourceHash: string, aspect: string): string {
  return mediaHash(Buffer.from(`${sourceHash}/crop/${aspect}`, 'utf8'));
}

/** The size of the centred crop of a `width` × `height` picture to `sides` (4:3 as `[4, 3]`). */
export function cropSize(
  width: number,
  height: number,
  sides: readonly [number, number],
): { width: number; height: number } {
  const [w, h] = sides;
  return width * h > height * w
    ? { width: Math.round((height * w) / h), height }
    : { width, height: Math.round((width * h) / w) };
}

/**
 * sharp (libvips, ~30 MB resident) is loaded by the first picture made, not by every process that
 * imports the publisher (the api, the sites thread).
 */
export async function loadSharp(): Promise<typeof import('sharp').default> {
  return (await import('sharp')).default;
}

/** Counts every source this process decoded: a republish of known pictures decodes none. */
export const renditionCounter = { sources: 0 };

/**
 * Makes the renditions of one source picture: at each of {@link widthsFor} its width, AVIF, WebP
 * and a JPEG (PNG when it has transparency), oriented by its EXIF. An SVG (vector: any width) and an
 * ICO (a browser icon) are kept as they are. With `crop`, the same of its centre cut to the aspect
 * `sides` (widths never above the crop's own), under {@link cropHash}. Throws {@link UnusableImage} for a source over
 * {@link maxInputPixels} or one sharp cannot read.
 */
export async function makeRenditions(
  bytes: Buffer,
  crop?: { aspect: string; sides: readonly [number, number] },
): Promise<{ manifest: MediaManifest; files: MediaFile[] }> {
  const sourceHash = mediaHash(bytes);
  const hash = crop ? cropHash(sourceHash, crop.aspect) : sourceHash;
  const sharp = await loadSharp();
  if (isIco(bytes) && !crop) {
    return {
      manifest: { version: 1, hash, width: 0, height: 0, widths: [], fallback: 'ico' },
      files: [{ name: 'image.ico', contentType: 'image/x-icon', body: bytes }],
    };
  }
  const svg = isSvg(bytes);
  renditionCounter.sources++;
  const input = () => sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' });
  let meta: Metadata;
  try {
    // The header only (nothing decoded): the size is checked against the limit below, by name.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new UnusableImage(`not a readable image (${(error as Error).message})`);
  }
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = (rotated ? meta.height : meta.width) ?? 0;
  const height = (rotated ? meta.width : meta.height) ?? 0;
  if (width <= 0 || height <= 0) throw new UnusableImage('an image without a size');
  if (svg && crop) throw new UnusableImage('an SVG is not cropped');
  if (svg) {
    return {
      manifest: { version: 1, hash, width, height, widths: [], fallback: 'svg' },
      files: [{ name: 'image.svg', contentType: 'image/svg+xml; charset=utf-8', body: bytes }],
    };
  }
  if (width * height > maxInputPixels) {
    throw new UnusableImage(
      `${width} × ${height} px is over the ${maxInputPixels / 1_000_000} megapixel limit`,
    );
  }
  const fallback = meta.hasAlpha ? 'png' : 'jpg';
  // A crop: the centre of the oriented picture at the aspect, its widths never above its own.
  const shown = crop ? cropSize(width, height, crop.sides) : { width, height };
  // The fastest encoder settings that keep the bytes (measured on a 2400 × 1600 photo: AVIF effort 0
  // within 4 % of effort 2's bytes at a fifth of its time, WebP effort 2 within 10 % at half, and the
  // JPEG — fetched only by browsers without WebP — with mozjpeg's slower trellis only up to 960 px,
  // the `<img>`'s own `src`).
  const widths = widthsFor(shown.width);
  const files: MediaFile[] = [];
  try {
    for (const w of widths) {
      const resized = input()
        .autoOrient()
        .resize(
          crop
            ? {
                width: w,
                height: Math.max(1, Math.round((w * shown.height) / shown.width)),
                fit: 'cover',
                position: 'centre',
              }
            : { width: w, withoutEnlargement: true },
        );
      // One encode at a time per picture: each holds a libuv thread (4 in all, shared with fs and
      // DNS) for its whole run, so the publish lanes never take the pool from the rest of the process.
      const avif = await resized.clone().avif({ quality: 50, effort: 0 }).toBuffer();
      const webp = await resized.clone().webp({ quality: 72, effort: 2 }).toBuffer();
      const last =
        fallback === 'png'
          ? await resized.clone().png({ compressionLevel: 9, palette: true }).toBuffer()
          : await resized
              .clone()
              .jpeg({ quality: 78, progressive: true, mozjpeg: w <= 960 })
              .toBuffer();
      files.push(
        { name: `${w}.avif`, contentType: 'image/avif', body: avif },
        { name: `${w}.webp`, contentType: 'image/webp', body: webp },
        {
          name: `${w}.${fallback}`,
          contentType: fallback === 'png' ? 'image/png' : 'image/jpeg',
          body: last,
        },
      );
    }
  } catch (error) {
    throw new UnusableImage(`its renditions failed (${(error as Error).message})`);
  }
  return {
    manifest: { version: 1, hash, width: shown.width, height: shown.height, widths, fallback },
    files,
  };
}
