import {
  type CreationOutcome,
  classifyCreation,
  creationTimers,
  fieldLimits,
  normaliseExternalUrl,
} from '@sitewright/model';
import { detectSource } from './extract/detect-source.ts';
import { extractBusiness } from './extract/extract-business.ts';
import { emptyBusiness, type ImportedBusiness } from './imported-business.ts';
import { LinkFetchError, type LinkFetchErrorCode } from './link-fetch-error.ts';
import { type SafeFetchOptions, safeFetch } from './safe-fetch.ts';

/** The outcomes of spec §4 a finished import can have ("taking longer" is a notice, not an end). */
export type ImportOutcome = Exclude<CreationOutcome, 'takingLongerThanExpected'>;

export interface ImportLinkOptions extends SafeFetchOptions {
  /**
   * Called once when the import is still running after `extendedScrapeMs` (spec §4 "Taking longer
   * than expected"); the import goes on until it finishes or hits its time limit.
   */
  onTakingLonger?: () => void;
  /** @defaultValue 8000 (spec §4/§9 extended scrape) */
  extendedScrapeMs?: number;
}

export interface LinkImport {
  outcome: ImportOutcome;
  /** What was found; empty (no text, no fields) when nothing could be imported. */
  business: ImportedBusiness;
  /** True when the "taking longer than expected" notice was given. */
  tookLongerThanExpected: boolean;
  /** Why nothing was imported, for logs and support (the user sees the §8 message of the outcome). */
  error?: { code: LinkFetchErrorCode; message: string };
}

/**
 * Imports a business from a link the owner supplied (spec §1, §4). The link is normalised like
 * any external URL (§5: `https://` added to a bare address), fetched with {@link safeFetch}
 * (private addresses refused, size and time capped) and read by `extractBusiness`.
 *
 * The outcome follows model's `classifyCreation` on the scraped text: none → 'noContentImported'
 * (also when the link is refused or does not load), under 500 characters →
 * 'minimalContentImported', under 5000 → 'partialSuccess', else 'success'. Failures never throw:
 * creation carries on with the owner's answers.
 */
export async function importLink(link: string, options: ImportLinkOptions = {}): Promise<LinkImport> {
  const url = normaliseExternalUrl(link);
  let tookLongerThanExpected = false;
  const timer = setTimeout(() => {
    tookLongerThanExpected = true;
    options.onTakingLonger?.();
  }, options.extendedScrapeMs ?? creationTimers.extendedScrape);
  try {
    if (url === '' || url.length > fieldLimits.externalUrl) {
      throw new LinkFetchError('invalid-url', 'This is not a valid web address');
    }
    const page = await safeFetch(url, options);
    const business = extractBusiness(page.html, page.url);
    const outcome = classifyCreation({
      status: 'finished',
      linkSupplied: true,
      scrapedTextLength: business.text.length,
    }) as ImportOutcome;
    return { outcome, business, tookLongerThanExpected };
  } catch (error) {
    if (!(error instanceof LinkFetchError)) throw error;
    return {
      outcome: 'noContentImported',
      business: emptyBusiness(sourceOf(url), url),
      tookLongerThanExpected,
      error: { code: error.code, message: error.message },
    };
  } finally {
    clearTimeout(timer);
  }
}

function sourceOf(url: string): ImportedBusiness['source'] {
  try {
    return detectSource(new URL(url), {});
  } catch {
    return 'Generic';
  }
}
