/** Translating a page into its second language (docs/decisions/languages.md): `GET`/`POST /api/websites/{id}/translate`. */
export {
  translateRoutes,
  translateUnavailable,
  translationsOverall,
  translationsPerUser,
  translatorOf,
} from './translate-routes.ts';
