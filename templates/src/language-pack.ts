import { type SiteLanguage, translatedWebsite } from '@sitewright/model';
import type { PageWords } from './page/page-words.ts';
import { pageWords } from './page/page-words-translated.ts';

/**
 * What rendering a page in a site's second language needs besides the document: the translation of
 * the document (the model's `translatedWebsite`) and the templates' own words in every language.
 * `renderSite` always brings it; the designer's preview passes it as `RenderOptions.languagePack`
 * once the owner switches the preview's language. It is an entry of its own
 * (`@sitewright/templates/language-pack`) so the designer's first visit carries neither the field
 * table nor six languages' words (the designer route's JS budget).
 */
export interface LanguagePack {
  translate: typeof translatedWebsite;
  words: Readonly<Record<SiteLanguage, PageWords>>;
}

export const languagePack: LanguagePack = { translate: translatedWebsite, words: pageWords };
