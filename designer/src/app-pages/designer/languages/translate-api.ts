import type { SecondLanguageCode, Translation } from '@sitewright/model';
import { callApi } from '../websites-api.ts';

/** `GET /api/websites/{id}/translate`: whether this server translates with an AI, and what to say when not. */
export interface TranslateOptions {
  ai: boolean;
  languages: SecondLanguageCode[];
  note: string | null;
}

/** `POST /api/websites/{id}/translate`: the saved draft's fields translated; nothing is saved. */
export interface TranslateAnswer {
  language: SecondLanguageCode;
  translations: Record<string, Translation>;
  /** Keys of the fields asked for that came back without a translation. */
  untranslated: string[];
  note: string | null;
}

const translatePath = (websiteId: string) => `/api/websites/${encodeURIComponent(websiteId)}/translate`;

/** The translate calls (owners and editors). */
export const translateApi = {
  options: (websiteId: string) => callApi<TranslateOptions>('GET', translatePath(websiteId)),
  translate: (websiteId: string, body: { language: SecondLanguageCode; keys?: string[] }) =>
    callApi<TranslateAnswer>('POST', translatePath(websiteId), body),
};
