import {
  primaryLanguage,
  type SecondLanguageCode,
  type SiteLanguage,
  type Theme,
  type Website,
  type WebsiteSettings,
} from '@sitewright/model';
import type { LanguagePack } from './language-pack.ts';
import { englishPageWords, type PageWords } from './page/page-words.ts';
import { publishedDocument } from './page/published-document.ts';
import type { PublishedImages } from './primitives/published-image.ts';

/** How and where a site is rendered. */
export interface RenderOptions {
  /**
   * The public URL of the site's home page, no trailing slash: `http://localhost:3001/riverside` on
   * the shared sites origin, `https://www.riverside.com` on a custom domain. Canonical URL, Open Graph
   * and JSON-LD are built from it (never from a request's Host header).
   */
  siteUrl: string;
  /**
   * The path every asset link starts with, ending in '/': `/riverside/` on the shared origin, `/` on a
   * custom domain. Assets are linked root-relative so `/riverside` and `/riverside/` both work.
   */
  basePath: string;
  /** Base URL of the api that receives contact-form and newsletter submissions. */
  apiUrl: string;
  /**
   * True when the site is rendered for its connected custom domain. Custom head code and code embeds
   * are rendered only then (spec §5; ARCHITECTURE "Security"): never on the shared origin.
   * @defaultValue false
   */
  customDomain?: boolean;
  /**
   * 'publish' renders the visitor's page, with every pending suggestion and every stand-in picture
   * left out (`publishedDocument`); 'preview' renders the designer's live preview (suggestions and
   * stand-ins shown so the owner confirms or replaces them, no analytics tag, no cookie banner
   * script side effects).
   * @defaultValue 'publish'
   */
  mode?: 'publish' | 'preview';
  /**
   * The app's public URL (APP_URL), no trailing slash: the 'Made with Sitewright' badge links to it.
   * @defaultValue 'https://sitewright.app'
   */
  appUrl?: string;
  /**
   * The page's language (`<html lang>`), a BCP 47 tag.
   * @defaultValue 'en'
   */
  lang?: string;
  /**
   * The published build's renditions of its pictures, by `publishedImageSource(image)`: an image
   * found here is rendered from them (`<picture>` with AVIF, WebP and a JPEG/PNG fallback, served
   * from the sites origin); any other keeps the document's addresses (the designer's preview).
   * @defaultValue null
   */
  images?: PublishedImages | null;
  /**
   * The designer's preview of the site's second language (`mode: 'preview'`): with the code of the
   * website's `secondLanguage`, the page shows its translations, every untranslated field in the
   * first language's words (marked `data-sw-untranslated`), `<html lang>` set to the code. Any
   * other code, or none, shows the first language. Publishing ignores it: `renderSite` renders
   * every language of the site itself.
   * @defaultValue null
   */
  previewLanguage?: SecondLanguageCode | null;
  /**
   * What a page in the second language needs (`@sitewright/templates/language-pack`): `renderSite`
   * brings it itself; the designer passes it with `previewLanguage`. Without it a page renders in
   * the first language.
   * @defaultValue null
   */
  languagePack?: LanguagePack | null;
  /**
   * Where `renderSite` puts the stylesheet, script, icon and fonts. 'build': in the build, at
   * `assets/site.<hash>.css`, `fonts/<file>` …, linked from `basePath`. 'shared' (the publisher):
   * named by their bytes, `_assets/<hash>/<name>` (`hash`: the first 32 hex digits of the file's
   * SHA-256; `site.css`, `site.js`, `icon.svg`, the font's file name), linked root-absolute as
   * `/_assets/<hash>/<name>` on every origin, so the builds of every site share one copy of a file.
   * @defaultValue 'build'
   */
  assets?: 'build' | 'shared';
}

/** What every section component receives besides its own section. */
export interface RenderContext {
  /** The document as this mode shows it: published, without its pending suggestions and stand-in pictures. */
  website: Website;
  settings: WebsiteSettings;
  theme: Theme;
  options: Required<RenderOptions>;
  /** The language this page is in: the first ('en'), or the site's second language. */
  language: SiteLanguage;
  /** The site's languages, first language first: `['en']`, or `['en', 'es']` with a second language. */
  languages: readonly SiteLanguage[];
  /**
   * In the preview of a second language, the fields still shown in the first language's words,
   * as `{sectionId}/{path joined by '.'}` (`services-1/items.0.paragraph`); empty otherwise.
   */
  untranslated: ReadonlySet<string>;
  /** The templates' own words in the page's language (`wordsOf`). */
  words: PageWords;
}

/** The defaults of the optional `RenderOptions`. */
export const renderOptionDefaults = {
  customDomain: false,
  mode: 'publish',
  appUrl: 'https://sitewright.app',
  lang: 'en',
  images: null,
  previewLanguage: null,
  languagePack: null,
  assets: 'build',
} as const satisfies Partial<RenderOptions>;

/**
 * Fills the defaults of `RenderOptions` (an option given as `undefined` takes its default too).
 * Publishing, the context holds the document without its pending suggestions and stand-in pictures
 * (`publishedDocument`): every part of the page (sections, menu, title, description, Open Graph,
 * JSON-LD, icon) reads the document from here, so none can publish either.
 *
 * A page in the site's second language (`language`, or the preview's `previewLanguage`) holds that
 * document translated (`translatedWebsite`): suggestions and stand-ins are taken out FIRST, so a
 * field that lost a suggestion no longer matches its translation's source and shows the first
 * language's words — a translated suggestion is never published.
 * @defaultValue see `renderOptionDefaults`; `language` is the first language ('en')
 */
export function renderContext(
  website: Website,
  options: RenderOptions,
  language: SiteLanguage = primaryLanguage,
): RenderContext {
  const filled = { ...renderOptionDefaults, ...options } as Required<RenderOptions>;
  for (const key of Object.keys(renderOptionDefaults) as Array<keyof typeof renderOptionDefaults>) {
    if (filled[key] === undefined) (filled as Record<string, unknown>)[key] = renderOptionDefaults[key];
  }
  filled.siteUrl = filled.siteUrl.replace(/\/+$/, '');
  if (!filled.basePath.endsWith('/')) filled.basePath = `${filled.basePath}/`;
  const second = website.secondLanguage ?? null;
  const languages: SiteLanguage[] = second ? [primaryLanguage, second.code] : [primaryLanguage];
  const shown = filled.mode === 'publish' ? publishedDocument(website).website : website;
  const asked = filled.mode === 'preview' && filled.previewLanguage ? filled.previewLanguage : language;
  const pack = filled.languagePack;
  if (second === null || asked !== second.code || pack === null) {
    return {
      website: shown,
      settings: shown.websiteSettings,
      theme: shown.theme,
      options: filled,
      language: primaryLanguage,
      languages,
      untranslated: new Set(),
      words: englishPageWords,
    };
  }
  const translated = pack.translate(shown, second);
  filled.lang = second.code;
  const doc = translated.website;
  return {
    website: doc,
    settings: doc.websiteSettings,
    theme: doc.theme,
    options: filled,
    language: second.code,
    languages,
    untranslated: new Set(
      filled.mode === 'preview'
        ? translated.untranslated
            .filter((f) => f.sectionId !== null)
            .map((f) => `${f.sectionId}/${f.path.join('.')}`)
        : [],
    ),
    words: pack.words[second.code],
  };
}
