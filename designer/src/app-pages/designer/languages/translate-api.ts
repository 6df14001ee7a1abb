import { type TranslateRequest, translateCalls } from '@sitewright/model';
import { callRoute } from '../websites-api.ts';

/** The translate calls (model `translateCalls`; docs/decisions/languages.md): what the server offers, and a page's translations. */
export const translateApi = {
  options: (websiteId: string) => callRoute(translateCalls.translateOptions, { params: { websiteId } }),
  /** The saved draft's fields translated; nothing is saved (the panel merges the answer into the draft). */
  translate: (websiteId: string, body: TranslateRequest) =>
    callRoute(translateCalls.translatePage, { params: { websiteId }, body }),
};
