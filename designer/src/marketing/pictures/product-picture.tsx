/** One product picture as the picture script writes it (`pictures-index.ts`). */
export interface PictureEntry {
  /** File stem in `designer/public/marketing/`: `{name}-{width}.avif|webp`. */
  name: string;
  alt: string;
  /** The largest file's size: the picture's aspect, so it takes its room before it loads. */
  width: number;
  height: number;
  widths: number[];
}

const srcSet = (entry: PictureEntry, format: 'avif' | 'webp') =>
  entry.widths.map((width) => `/marketing/${entry.name}-${width}.${format} ${width}w`).join(', ');

/**
 * A screenshot of the product (the designer, an example site): AVIF, else WebP, at the width the
 * layout asks for (`sizes`). `priority` for the one picture above the fold (loaded first, eagerly);
 * the others load lazily as they come near.
 */
export function ProductPicture({
  entry,
  sizes,
  priority = false,
  className,
}: {
  entry: PictureEntry;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const fallback = entry.widths[Math.min(1, entry.widths.length - 1)]!;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(entry, 'avif')} sizes={sizes} />
      <img
        src={`/marketing/${entry.name}-${fallback}.webp`}
        srcSet={srcSet(entry, 'webp')}
        sizes={sizes}
        width={entry.width}
        height={entry.height}
        alt={entry.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
