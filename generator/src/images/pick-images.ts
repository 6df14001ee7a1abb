import type { Image } from '@sitewright/model';
import { allBundledImages, type BundledImageKind, bundledSiteImage } from './bundled/bundled-images.ts';
import { type PictureSet, pictureArt } from './bundled/trade-art.ts';
import type { ImageOrientation, ImageProvider } from './image-provider.ts';
import { createPexelsProvider } from './pexels.ts';
import { createUnsplashProvider } from './unsplash.ts';

/** Where on a site an image goes (spec §1: gallery, banner and intro images). */
export type ImageSlot = 'intro' | 'gallery' | 'banner';

/** The image sources of one api process: stock services in order of preference, and the bundled pictures. */
export interface ImageProviders {
  /** Stock services in order: Pexels, then Unsplash, for those whose key is set; empty by default. */
  stock: ImageProvider[];
  /** The app's origin (`APP_URL`), the base of every bundled picture's URL. */
  appUrl: string;
}

/** Builds the providers from the configuration: a stock provider for every key that is set. */
export function imageProvidersFromConfig(config: {
  appUrl: string;
  images: {
    pexelsApiKey?: string;
    unsplashAccessKey?: string;
    pexelsBaseUrl?: string;
    unsplashBaseUrl?: string;
  };
}): ImageProviders {
  const { images } = config;
  const stock: ImageProvider[] = [];
  if (images.pexelsApiKey) {
    stock.push(
      createPexelsProvider({
        apiKey: images.pexelsApiKey,
        ...(images.pexelsBaseUrl ? { baseUrl: images.pexelsBaseUrl } : {}),
      }),
    );
  }
  if (images.unsplashAccessKey) {
    stock.push(
      createUnsplashProvider({
        apiKey: images.unsplashAccessKey,
        ...(images.unsplashBaseUrl ? { baseUrl: images.unsplashBaseUrl } : {}),
      }),
    );
  }
  return { stock, appUrl: config.appUrl };
}

/** Intro and gallery frames default to 4:3 and the banner is wide: both want landscape photos. */
const orientationOf: Record<ImageSlot, ImageOrientation> = {
  intro: 'landscape',
  gallery: 'landscape',
  banner: 'landscape',
};

/** Bundled pictures per slot, best first; a gallery may borrow the intro and banner pictures. */
const bundledKinds: Record<ImageSlot, readonly BundledImageKind[]> = {
  intro: ['intro'],
  banner: ['banner'],
  gallery: ['gallery-1', 'gallery-2', 'gallery-3', 'intro', 'banner'],
};

export interface PickImagesOptions {
  /** What to search for; a business-specific query ("vegan bakery") beats the industry's default. */
  query?: string;
  signal?: AbortSignal;
  /** Told about a stock service that failed (for the log); picking goes on with the next one. */
  onProviderError?: (provider: ImageProvider['name'], error: unknown) => void;
}

/**
 * Chooses `count` images for a slot of a site whose bundled pictures are the given set's (an
 * industry's, or one drawn for other trades: "pet-care"; null: no bundled drawing suits). Stock photos come first: each stock
 * provider is asked in turn (Pexels, then Unsplash) until `count` are found. Only when no stock
 * provider returns anything (none configured, all failed, or no results) do the bundled pictures
 * fill in — photos and illustrations are never mixed in one slot, so a gallery may get fewer than
 * `count` photos. Bundled pictures are distinct: at most 1 for intro and banner, 5 for a gallery;
 * with no industry there are none, and without a query nothing is searched.
 */
export async function pickImages(
  industry: PictureSet | null,
  slot: ImageSlot,
  count: number,
  providers: ImageProviders,
  options: PickImagesOptions = {},
): Promise<Image[]> {
  if (count <= 0) return [];
  const query = options.query?.trim() || (industry ? pictureArt[industry].search : '');
  const found: Image[] = [];
  const seen = new Set<string>();
  for (const provider of query ? providers.stock : []) {
    if (found.length >= count) break;
    try {
      const images = await provider.search(query, {
        count: count - found.length,
        orientation: orientationOf[slot],
        ...(options.signal ? { signal: options.signal } : {}),
      });
      const used: Image[] = [];
      for (const img of images) {
        const key = img.urls[0]?.url ?? '';
        if (seen.has(key) || found.length >= count) continue;
        seen.add(key);
        found.push(img);
        used.push(img);
      }
      // The provider's terms ask to be told of a photo put in a website (Unsplash's download ping).
      if (used.length > 0 && provider.recordUse) {
        await provider
          .recordUse(used, options.signal)
          .catch((error: unknown) => options.onProviderError?.(provider.name, error));
      }
    } catch (error) {
      options.onProviderError?.(provider.name, error);
    }
  }
  if (found.length > 0 || !industry) return found;
  return bundledImages(industry, slot, count, providers.appUrl);
}

/** The bundled pictures for a slot, in the §3 Image shape, at most `count`. */
export function bundledImages(set: PictureSet, slot: ImageSlot, count: number, appUrl: string): Image[] {
  const pictures = allBundledImages().filter((p) => p.set === set);
  return bundledKinds[slot]
    .slice(0, Math.max(0, count))
    .flatMap((kind) => pictures.filter((p) => p.kind === kind))
    .map((picture) => bundledSiteImage(picture, appUrl));
}
