import { z } from 'zod';
import { decidedLimits, entityId } from '../entities/common.ts';
import { secondLanguageCode, textFieldKey, translation } from '../entities/site-language.ts';
import { defineRoute } from './route-contract.ts';

/**
 * Translating a whole page into its second language (the designer's "Translate with AI"): the
 * server answers translations of the saved draft's text fields, each within its field's §9 limit,
 * and changes nothing — the designer merges them into `secondLanguage.translations` and saves.
 */

/** What is asked: the language, and which text fields (`textFields` keys); none named: every field not yet translated. */
export const translateRequest = z.object({
  language: secondLanguageCode,
  /** The fields to translate. Absent: every field without a translation for its present words. */
  keys: z
    .array(textFieldKey)
    .min(1, 'Name at least one text to translate, or leave keys out to translate every untranslated text.')
    .max(decidedLimits.translations)
    .optional(),
});
export type TranslateRequest = z.infer<typeof translateRequest>;

/** The translations found, and the fields left for the owner to write. */
export const translateAnswer = z.object({
  language: secondLanguageCode,
  /** By field key: the translation and the first language's words it was written for. */
  translations: z.record(textFieldKey, translation),
  /** The asked fields with no translation in this answer (offline, or an answer that broke the field's limit). */
  untranslated: z.array(textFieldKey),
  /** A sentence for the owner about what was left, or null when everything asked was translated. */
  note: z.string().max(500).nullable(),
});
export type TranslateAnswer = z.infer<typeof translateAnswer>;

/** Whether this server translates with an AI service, and into which languages. */
export const translateOptions = z.object({
  /** True with an AI service (OPENAI_API_KEY): "Translate with AI" is offered. */
  ai: z.boolean(),
  languages: z.array(secondLanguageCode),
  /** Said beside the translations when there is no AI service. */
  note: z.string().nullable(),
});
export type TranslateOptions = z.infer<typeof translateOptions>;

const websiteIdParams = z.object({ websiteId: entityId });

export const translateCalls = {
  /** What translating offers here. Owners and editors (spec §6 "Edit content and settings"). */
  translateOptions: defineRoute({
    method: 'get',
    path: '/websites/:websiteId/translate',
    auth: 'user',
    params: websiteIdParams,
    responses: { 200: translateOptions },
  }),
  /** Translates the saved draft's text fields; nothing is saved (the designer merges and saves). */
  translatePage: defineRoute({
    method: 'post',
    path: '/websites/:websiteId/translate',
    auth: 'user',
    params: websiteIdParams,
    body: translateRequest,
    responses: { 200: translateAnswer },
  }),
};
