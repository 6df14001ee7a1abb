import {
  type Suggestion,
  sectionsWithoutSuggestions,
  type Website,
  type WebsiteSettings,
  withoutWords,
} from '@sitewright/model';
import { type PublishableDocument, withoutStandIns } from './stand-ins.ts';

/** The document a visitor's page is rendered from, and what publishing left out of it. */
export interface PublishedDocument extends PublishableDocument {
  /**
   * The marked suggestions the owner has not confirmed, left out of the page (in the draft's order):
   * the publish dialog names each one.
   */
  suggestionsLeftOut: Suggestion[];
}

/**
 * The document the visitor's page is rendered from. First every pending suggestion is taken out
 * (`withoutPendingSuggestions`), then every stand-in picture and every section left with nothing
 * (`withoutStandIns`) — in that order, so a Customer Reviews or Team list emptied of its suggested
 * entries is left out with its menu link, and a picture of a suggested item is neither counted nor
 * shown. Returns the same document when there is nothing to leave out.
 */
export function publishedDocument(website: Website): PublishedDocument {
  const confirmed = withoutPendingSuggestions(website);
  const { website: shown, standIns } = withoutStandIns(confirmed.website);
  return { website: shown, standIns, suggestionsLeftOut: confirmed.leftOut };
}

/**
 * The document without its pending suggestions: the model's `sectionsWithoutSuggestions` takes
 * the words out of each marked field and each marked item out of its list. The page's head is
 * built from the website settings, which the generator fills from the same words (the page title
 * from the services, the keywords, the description): a suggested phrase found there verbatim is
 * taken out too, so no title, description, keyword, Open Graph or JSON-LD text states it either.
 * Confirmed suggestions have no mark and stay. The marks themselves are not part of the page.
 */
export function withoutPendingSuggestions(website: Website): { website: Website; leftOut: Suggestion[] } {
  if (!website.suggestions?.length) return { website, leftOut: [] };
  const { sections, leftOut } = sectionsWithoutSuggestions(website.sections, website.suggestions);
  if (leftOut.length === 0) return { website, leftOut };
  const { suggestions: _marks, ...page } = website;
  const texts = leftOut.map((s) => s.text);
  return {
    website: { ...page, sections, websiteSettings: settingsWithout(website.websiteSettings, texts) },
    leftOut,
  };
}

/** The settings' page title, description and keywords without the suggested phrases in them. */
function settingsWithout(settings: WebsiteSettings, texts: readonly string[]): WebsiteSettings {
  const pageTitle = texts.reduce(
    (title, text) =>
      title.includes(text) ? withoutWords(title, text).replace(/^[\s|·–—-]+|[\s|·–—-]+$/g, '') : title,
    settings.pageTitle,
  );
  const businessDescription = texts.reduce(withoutWords, settings.businessDescription);
  const keywords = settings.seoKeywords.split(',');
  const kept = keywords.filter((keyword) => !texts.some((text) => containsPhrase(keyword, text)));
  const seoKeywords = kept.length === keywords.length ? settings.seoKeywords : kept.join(',').trim();
  if (
    pageTitle === settings.pageTitle &&
    businessDescription === settings.businessDescription &&
    seoKeywords === settings.seoKeywords
  ) {
    return settings;
  }
  return { ...settings, pageTitle, businessDescription, seoKeywords };
}

/** Whether `text` holds `phrase` as whole words, ignoring case ("drain cleaning austin" holds "Drain cleaning"). */
function containsPhrase(text: string, phrase: string): boolean {
  const escaped = phrase.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return escaped !== '' && new RegExp(`(^|\\W)${escaped}(\\W|$)`, 'i').test(text);
}
