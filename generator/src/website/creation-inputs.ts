import { type Image, image } from '@sitewright/model';
import type { PictureSet } from '../images/bundled/trade-art.ts';

/**
 * What a link import found, as the importer returns it (`ImportedBusiness` of `generator/src/import`
 * fits this shape). Only `text` is required; everything else is used when present.
 */
export interface ImportedSummary {
  /** The page's main text (capped at 7500 characters before it reaches a prompt). */
  text: string;
  /** The prompt summary of the import, when the importer made one; else it is composed here. */
  summary?: string;
  /** Which site the page is on ('Yelp', 'Facebook', 'Thumbtack', 'GitHub', 'Generic') and its address. */
  source?: string;
  url?: string;
  name?: string;
  description?: string;
  category?: string;
  services?: readonly string[];
  address?: string;
  phone?: string;
  email?: string;
  hours?: readonly string[];
  /** The places the page says the business serves. */
  serviceArea?: readonly string[];
  reviews?: ReadonlyArray<{ text: string; author?: string; rating?: number }>;
  /** Photos from the page (`{ url, alt }`) or already in the §3 image shape. */
  images?: ReadonlyArray<{ url: string; alt?: string } | Image>;
}

/** Where an image goes on the page; the image source may treat unknown kinds like 'gallery'. */
export type ImageKind = 'intro' | 'banner' | 'gallery' | 'service' | 'team' | 'article';

/**
 * Supplies images for a new site (stock providers, bundled pictures, the owner's uploads). May
 * return fewer than `count`, or none; may be synchronous.
 */
export interface ImageSource {
  pick(
    kind: ImageKind,
    query: string,
    count: number,
    /** `industry`: the bundled drawings that suit the business (an industry's or another set), null when none do. */
    hints: { industry: PictureSet | null },
  ): Promise<readonly Image[]> | readonly Image[];
}

/** An imported photo in the §3 image shape; page photos are the owner's own, so provider Custom. */
export function importedImage(
  candidate: { url: string; alt?: string } | Image,
  businessName: string,
): Image | null {
  const shaped =
    'urls' in candidate
      ? candidate
      : {
          provider: 'Custom',
          description: (candidate.alt ?? `Photo of ${businessName}`).slice(0, 512),
          tags: [],
          urls: [{ type: 'regular', url: candidate.url }],
        };
  const parsed = image.safeParse(shaped);
  return parsed.success ? parsed.data : null;
}
