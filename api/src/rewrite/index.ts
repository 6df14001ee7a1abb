/** Rewriting a text selected in the designer's preview (docs/decisions/rewrite.md): `GET`/`POST /api/websites/{id}/rewrite`. */
export {
  rewriteRoutes,
  rewriterOf,
  rewritesOverall,
  rewritesPerUser,
  rewriteUnavailable,
} from './rewrite-routes.ts';
