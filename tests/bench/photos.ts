import type { Image, Website } from '@sitewright/model';
import sharp from 'sharp';

/**
 * Photos for the benches that publish pictures: JPEGs with as much detail per pixel as a real
 * photo (so their renditions cost what a real one costs), and a draft showing them.
 */

/** The three photos the benches upload: a landscape of the size, a large one, a portrait. */
export const benchPhotoSizes = [
  { width: 1600, height: 1200, description: 'A furnace being serviced' },
  { width: 2400, height: 1600, description: 'A new water heater' },
  { width: 1200, height: 1600, description: 'A technician at work' },
] as const;

/** A photo-like JPEG: smooth colour fields with fine grain; the same `seed` gives the same bytes. */
export async function photo(width: number, height: number, seed: number): Promise<Buffer> {
  const cells = { width: 24, height: 18 };
  const raw = Buffer.alloc(cells.width * cells.height * 3);
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state;
  };
  for (let i = 0; i < raw.length; i++) raw[i] = 40 + (next() % 180);
  const smooth = await sharp(raw, { raw: { ...cells, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  for (let i = 0; i < smooth.length; i++) {
    smooth[i] = Math.max(0, Math.min(255, (smooth[i] as number) + ((next() >> 8) % 25) - 12));
  }
  return sharp(smooth, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** `document` with every picture (an object with a provider and urls) showing `photos`, in turn. */
export function withPhotos(document: Website, photos: readonly Pick<Image, 'provider' | 'urls'>[]): Website {
  let next = 0;
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (value === null || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    if (typeof record.provider === 'string' && Array.isArray(record.urls)) {
      const shown = photos[next++ % photos.length] as Pick<Image, 'provider' | 'urls'>;
      return { ...record, provider: shown.provider, urls: shown.urls };
    }
    return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, visit(inner)]));
  };
  return { ...document, sections: visit(document.sections) as Website['sections'] };
}
