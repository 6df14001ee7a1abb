import { z } from 'zod';
import { decidedLimits } from './common.ts';
import type { FormLanguage } from './enums.ts';

/**
 * The languages a site can be published in (issue 19): its first language is English; the owner may
 * add one more. BCP 47 tags, as `<html lang>`, `hreflang` and the `/{handle}/{lang}/` path write them.
 */
export const siteLanguageCodes = ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl'] as const;
export const siteLanguage = z.enum(siteLanguageCodes);
export type SiteLanguage = z.infer<typeof siteLanguage>;

/** The language every site is written in first (its home page, `x-default`). */
export const primaryLanguage: SiteLanguage = 'en';

/** The languages an owner may add as the second one: every site language but the first. */
export const secondLanguageCodes = ['es', 'fr', 'de', 'pt', 'it', 'nl'] as const;
export const secondLanguageCode = z.enum(
  secondLanguageCodes,
  'Choose Spanish, French, German, Portuguese, Italian or Dutch',
);
export type SecondLanguageCode = z.infer<typeof secondLanguageCode>;

/** Each language's name in English (the designer) and in itself (the visitor's language switch). */
export const languageNames: Record<SiteLanguage, { english: string; native: string }> = {
  en: { english: 'English', native: 'English' },
  es: { english: 'Spanish', native: 'Español' },
  fr: { english: 'French', native: 'Français' },
  de: { english: 'German', native: 'Deutsch' },
  pt: { english: 'Portuguese', native: 'Português' },
  it: { english: 'Italian', native: 'Italiano' },
  nl: { english: 'Dutch', native: 'Nederlands' },
};

/** The contact form's language (spec §3 "Form languages") that matches a site language, where one does. */
export const formLanguageOf: Partial<Record<SiteLanguage, FormLanguage>> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
};

/**
 * One text field's translation: `text` in the second language, written for the field's words
 * `source`. When the owner later changes the field, `source` no longer matches: the translation is
 * out of date, the field is marked untranslated and the page shows the first language's words.
 */
export const translation = z.object({
  source: z.string().max(decidedLimits.translationText),
  text: z.string().max(decidedLimits.translationText),
});
export type Translation = z.infer<typeof translation>;

/** The key of a text field (`textFields`): `services-1/items/<itemId>/paragraph`, `settings/pageTitle` … */
export const textFieldKey = z.string().min(1).max(decidedLimits.translationKey);

/** The translations of a draft, by text field key. */
export const translations = z
  .record(textFieldKey, translation)
  .refine((all) => Object.keys(all).length <= decidedLimits.translations, {
    message: `A site holds at most ${decidedLimits.translations} translated texts`,
  });

/** The site's second language (issue 19): its code and its translations. Absent or null: English only. */
export const secondLanguage = z.object({
  code: secondLanguageCode,
  translations: translations.default({}),
});
export type SecondLanguage = z.infer<typeof secondLanguage>;
