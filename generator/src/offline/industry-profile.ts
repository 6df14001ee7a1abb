import type { Industry, PresetStyle } from '@sitewright/model';

/**
 * What the offline generator knows about one industry: real services and what they involve, the
 * questions customers ask, the words the trade uses. One data file per industry
 * (`industries/<slug>.ts`); `general` covers a business no industry matches.
 *
 * Text may hold two tokens, filled per business: `{name}` (the business name) and `{town}` (the
 * town of its location, or "your area"). Compact rows use ` | ` between their parts.
 */
export interface IndustryProfile {
  slug: Industry | 'general';
  /** The trade in a page title: "Dentist" → "Dentist in Austin". */
  label: string;
  /** Lower-case word stems that point to this industry ("dent", "teeth", "orthodont"). */
  keywords: readonly string[];
  /** Who the customers are, in the trade's word: "patients", "clients", "diners". */
  customers: string;
  look: {
    preset: PresetStyle;
    /** Font pair names of `@sitewright/templates` `fontPairs`, best first. */
    fonts: readonly string[];
    /** Brand hues (degrees) the palettes start from. */
    hues: readonly number[];
  };
  headings: {
    services: string;
    gallery: string;
    reviews: string;
    team: string;
    faq: string;
    /** At most 4 words (spec §5 contact title). */
    contact: string;
    /** Main call-to-action button, at most 28 characters. */
    cta: string;
    newsletter: string;
    scheduling: string;
  };
  /** Intro headlines, each at most 6 words once filled. */
  headlines: readonly string[];
  /** One or two sentences under the headline. */
  introBodies: readonly string[];
  /** About sentences: the first opens; the others follow, two at most are used. */
  about: readonly string[];
  /** One line of contact-section text and one line for the image banner. */
  contactBody: string;
  banners: readonly string[];
  /**
   * `Heading | Paragraph`. No price: what a service costs is the owner's to say, so the data
   * holds none (nor any other fact the owner would answer for: years, credentials, guarantees).
   */
  services: readonly string[];
  /** `Question | Answer` */
  faq: readonly string[];
  /** Mottos for the quote banner, at most 12 words. */
  quotes: readonly string[];
  /** Parts of business-name suggestions: a leading word and a trade ending. */
  names: { words: readonly string[]; endings: readonly string[] };
  /** Business ideas in this field, 5 to 8 words each. */
  ideas: readonly string[];
  article: { heading: string; paragraphs: readonly string[] };
  /** Image search queries for the image source. */
  images: { hero: string; gallery: string; banner: string; service: string; portrait: string };
}

/** Splits a compact ` | ` row. @throws Error when it has fewer than `parts` parts (a data bug) */
export function row(text: string, parts: number): string[] {
  const cells = text.split(' | ').map((c) => c.trim());
  if (cells.length < parts) throw new Error(`Industry data row needs ${parts} parts: ${text}`);
  return cells;
}
