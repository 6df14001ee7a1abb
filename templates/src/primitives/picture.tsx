import { type Image, type ImageFrame, type ImageUrl, imageSource } from '@sitewright/model';
import type { CSSProperties } from 'react';
import type { RenderContext } from '../render-context.ts';
import {
  candidateFor,
  candidateSrcSet,
  frameAspectOf,
  needsFrameCrop,
  type PublishedImage,
  publishedImageFor,
} from './published-image.ts';

/** The width, in px, each rendition is taken to have (the providers' conventions). */
const renditionWidth: Partial<Record<ImageUrl['type'], number>> = {
  thumbnail: 200,
  small: 400,
  regular: 1080,
  full: 2000,
};

/** The renditions with a width, narrowest first. */
const renditionsByWidth = (Object.entries(renditionWidth) as [ImageUrl['type'], number][]).sort(
  (a, b) => a[1] - b[1],
);

/** `srcset` from the image's renditions, narrowest first, so a phone downloads the small one. */
export function srcSet(image: Image): string | undefined {
  // Width by width rather than filter + sort: every picture of the page passes here.
  let entries = '';
  let count = 0;
  for (const [type, width] of renditionsByWidth) {
    for (const u of image.urls) {
      if (u.type !== type) continue;
      entries += `${count > 0 ? ', ' : ''}${u.url} ${width}w`;
      count++;
    }
  }
  return count > 1 ? entries : undefined;
}

/** The cropper's placement (spec §3 image effects) as a CSS transform on the image in its frame. */
export function effectsStyle(image: Image): CSSProperties | undefined {
  const e = image.effects;
  if (!e) return undefined;
  const transforms: string[] = [];
  if (e.translateX !== 0 || e.translateY !== 0)
    transforms.push(`translate(${e.translateX}%, ${e.translateY}%)`);
  if (e.zoom !== 1) transforms.push(`scale(${e.zoom})`);
  if (e.rotation !== 0) transforms.push(`rotate(${e.rotation}deg)`);
  const style: CSSProperties = {};
  if (transforms.length > 0) style.transform = transforms.join(' ');
  if (e.width !== 100) style.width = `${e.width}%`;
  return Object.keys(style).length > 0 ? style : undefined;
}

interface PictureProps {
  image: Image;
  ctx: RenderContext;
  /** A frame forced by the layout; otherwise the image's own frame, otherwise its natural shape. */
  frame?: ImageFrame;
  /** `sizes` for the browser's choice in `srcset`. @defaultValue '100vw' */
  sizes?: string;
  /** Decorative images get an empty alt and are hidden from assistive technology. */
  decorative?: boolean;
  /** The page's main image loads eagerly with high priority; every other image lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * An image inside its frame: aspect ratio from the frame (Landscape 4:3, Portrait 3:4, Square,
 * Circle, Wide 16:9), corners from the theme, fit cover/contain, the Grayscale filter, and the
 * cropper's effects. Alt text is the image's description.
 */
export function Picture({
  image,
  ctx,
  frame,
  sizes = '100vw',
  decorative,
  priority,
  className,
}: PictureProps) {
  const shape = frame ?? image.frame;
  const classes = [
    'sw-picture',
    shape ? `sw-frame-${shape.toLowerCase()}` : '',
    image.fit === 'contain' ? 'sw-fit-contain' : 'sw-fit-cover',
    image.filter === 'Grayscale' ? 'sw-grayscale' : '',
    className ?? '',
  ].filter(Boolean);
  const whole = publishedImageFor(ctx.options.images, image);
  if (whole) {
    const style = effectsStyle(image);
    return (
      <div className={classes.join(' ')}>
        <PublishedPicture
          published={shape && image.fit !== 'contain' && !style ? framed(whole, shape) : whole}
          sizes={sizes}
          alt={decorative ? '' : image.description}
          priority={priority}
          style={style}
        />
      </div>
    );
  }
  const set = srcSet(image);
  return (
    <div className={classes.join(' ')}>
      <img
        src={imageSource(image, 'regular')}
        srcSet={set}
        sizes={set ? sizes : undefined}
        alt={decorative ? '' : image.description}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        style={effectsStyle(image)}
        data-preview={ctx.options.mode === 'preview' ? 'image' : undefined}
      />
    </div>
  );
}

/**
 * The renditions to show in a frame with fit cover and the cropper at rest: the ones cropped to the
 * frame's aspect when the photo's own differs (more than 5 %) — the rest would be sent to be hidden
 * — else the whole picture. A crop the build lacks is asked for ({@link PublishedImage.wantFrame}).
 */
function framed(published: PublishedImage, shape: ImageFrame): PublishedImage {
  // An SVG (no AVIF/WebP: any width) costs nothing to show whole.
  if (published.avif.length === 0) return published;
  const aspect = frameAspectOf(shape);
  if (!needsFrameCrop(published.width, published.height, aspect)) return published;
  const crop = published.frames?.[aspect];
  if (crop) return crop;
  published.wantFrame?.(aspect);
  return published;
}

/** The width the `<img>`'s own `src` is picked for, when the formats in `<source>` serve the rest. */
const fallbackWidth = 960;

interface PublishedPictureProps {
  published: PublishedImage;
  sizes: string;
  alt: string;
  /** Eager with `fetchpriority="high"` (the page's main image). */
  priority?: boolean | undefined;
  /** Eager without raising its priority (a small picture always above the fold: the logo). */
  eager?: boolean | undefined;
  style?: CSSProperties | undefined;
}

/**
 * A published picture: AVIF and WebP candidates in `<source>`, the JPEG/PNG (or SVG) as the `<img>`,
 * its intrinsic `width`/`height` so nothing shifts as it loads. The `<img>` lists its own candidates
 * only when no `<source>` does: every browser that reads `<picture>` decodes WebP.
 */
export function PublishedPicture({ published, sizes, alt, priority, eager, style }: PublishedPictureProps) {
  const fallback = candidateFor(published.fallback, fallbackWidth);
  const sourced = published.avif.length > 0 || published.webp.length > 0;
  const ownSet = !sourced && published.fallback.length > 1;
  return (
    <picture>
      {published.avif.length > 0 ? (
        <source type="image/avif" srcSet={candidateSrcSet(published.avif)} sizes={sizes} />
      ) : null}
      {published.webp.length > 0 ? (
        <source type="image/webp" srcSet={candidateSrcSet(published.webp)} sizes={sizes} />
      ) : null}
      <img
        src={fallback?.url}
        srcSet={ownSet ? candidateSrcSet(published.fallback) : undefined}
        sizes={ownSet ? sizes : undefined}
        width={published.width > 0 ? published.width : undefined}
        height={published.height > 0 ? published.height : undefined}
        alt={alt}
        loading={priority || eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        style={style}
      />
    </picture>
  );
}
