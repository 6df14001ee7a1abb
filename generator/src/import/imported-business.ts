import { createFromLink, fieldLimits } from '@sitewright/model';
import { z } from 'zod';

/**
 * What the importer found on a linked page: raw material for the generator, not a persisted shape
 * (so it lives here, not in `model`). Every field is parsed here because it comes from a stranger's
 * page; the extractors clip values to these limits first, so a long page never fails the parse.
 */
export const importedLimits = {
  name: 120,
  description: 2000,
  category: 120,
  service: 200,
  services: 24,
  address: 300,
  phone: 40,
  email: 254,
  hoursLine: 120,
  hoursLines: 14,
  place: 128,
  places: 20,
  reviewText: 1000,
  reviewAuthor: 80,
  reviews: 10,
  imageAlt: 300,
  images: 12,
} as const;

export const importedReview = z.object({
  text: z.string().min(1).max(importedLimits.reviewText),
  author: z.string().min(1).max(importedLimits.reviewAuthor).optional(),
  /** Stars out of 5. */
  rating: z.number().min(0).max(5).optional(),
});
export type ImportedReview = z.infer<typeof importedReview>;

export const importedImage = z.object({
  url: z
    .string()
    .max(fieldLimits.externalUrl)
    .regex(/^https?:\/\//, 'An imported image is an http(s) URL'),
  alt: z.string().max(importedLimits.imageAlt).optional(),
});
export type ImportedImage = z.infer<typeof importedImage>;

export const importedBusiness = z.object({
  /** Which extractor read the page (spec §3 CreateFromLink). */
  source: createFromLink,
  /** The page that was read, after redirects. */
  url: z.string().max(fieldLimits.externalUrl),
  name: z.string().min(1).max(importedLimits.name).optional(),
  description: z.string().min(1).max(importedLimits.description).optional(),
  /** What kind of business the page says it is ("Plumbing Service", "Coffee shop"). */
  category: z.string().min(1).max(importedLimits.category).optional(),
  /** Services offered (for GitHub: pinned projects). */
  services: z.array(z.string().min(1).max(importedLimits.service)).max(importedLimits.services),
  address: z.string().min(1).max(importedLimits.address).optional(),
  phone: z.string().min(1).max(importedLimits.phone).optional(),
  email: z.string().min(1).max(importedLimits.email).optional(),
  /** The business's own website when the page links to one (GitHub blog, Facebook website). */
  website: z.string().min(1).max(fieldLimits.externalUrl).optional(),
  /** Opening hours, one readable line each ("Monday–Friday: 08:00–17:00"). */
  hours: z.array(z.string().min(1).max(importedLimits.hoursLine)).max(importedLimits.hoursLines).optional(),
  /** The towns, districts or regions the business says it serves ("Boise", "Meridian"). */
  serviceArea: z.array(z.string().min(1).max(importedLimits.place)).max(importedLimits.places).optional(),
  rating: z.object({ value: z.number().min(0).max(5), count: z.number().int().min(0).optional() }).optional(),
  reviews: z.array(importedReview).max(importedLimits.reviews),
  images: z.array(importedImage).max(importedLimits.images),
  /** The page's visible main text, whitespace collapsed, capped at 7500 characters (spec §5). */
  text: z.string().max(fieldLimits.scrapeText),
});
export type ImportedBusiness = z.infer<typeof importedBusiness>;

/** The part of an {@link ImportedBusiness} an extractor fills in. */
export type BusinessFields = Partial<Omit<ImportedBusiness, 'source' | 'url' | 'text'>>;

/** An import that found nothing (no link, a refused link, a page that did not load). */
export function emptyBusiness(source: ImportedBusiness['source'], url: string): ImportedBusiness {
  return {
    source,
    url: url.slice(0, fieldLimits.externalUrl),
    services: [],
    reviews: [],
    images: [],
    text: '',
  };
}
