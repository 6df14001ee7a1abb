import type { CheerioAPI } from 'cheerio';
import type { BusinessFields } from '../imported-business.ts';
import type { PageMeta } from './meta-tags.ts';

/** What a page-specific extractor gets: the parsed page, its final URL and its head facts. */
export interface PageContext {
  $: CheerioAPI;
  url: URL;
  meta: PageMeta;
}

/** An extractor for one kind of page (spec §3 CreateFromLink). */
export interface SiteExtractor {
  /** The facts this kind of page states in its own markup; they win over generic findings. */
  fields(page: PageContext): BusinessFields;
  /** Where the page's main text is, most specific first (see `visibleText`). */
  textRoots: readonly string[];
}

/** Stars from an accessible label: "4.5 star rating", "5 out of 5 stars". */
export function starsFromLabel(label: string | undefined): number | undefined {
  const match = /([\d.]+)\s*(?:out of 5\s*)?stars?/i.exec((label ?? '').slice(0, 100));
  const value = Number(match?.[1]);
  return Number.isFinite(value) && value >= 0 && value <= 5 ? value : undefined;
}
