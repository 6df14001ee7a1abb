import { metaCalls } from '@sitewright/model';
import type { Database } from '@sitewright/store';
import express, { type RequestHandler, Router } from 'express';
import { accountRoutes } from '../account/index.ts';
import type { AppServices } from '../auth/app-services.ts';
import { authRoutes } from '../auth/auth-routes.ts';
import { collaborationRoutes } from '../collaboration/index.ts';
import type { Config } from '../config.ts';
import { type ApiRoutes, createApiRoutes, openApiDocument } from '../contract/index.ts';
import { domainsApi } from '../domains/index.ts';
import { eventRoutes } from '../events/event-routes.ts';
import { exportApi } from '../export/export-routes.ts';
import { contactExportApi, siteFormsApi } from '../forms/index.ts';
import { imageRoutes } from '../images/image-routes.ts';
import { leadRoutes, newsletterExportApi } from '../leads/index.ts';
import { liveRoutes } from '../live/index.ts';
import type { Logger } from '../logger.ts';
import type { PublishingRuntime } from '../publishing/index.ts';
import { rewriteRoutes } from '../rewrite/index.ts';
import { toolRoutes } from '../tools/index.ts';
import { translateRoutes } from '../translate/index.ts';
import { createTrialCaller, trialRoutes } from '../trial/index.ts';
import { uploadsApi } from '../uploads/index.ts';
import { websitesApi } from '../websites/index.ts';
import { ApiError, notFound } from './api-error.ts';

/**
 * What API calls get to work with: the database, the logger, and the {@link AppServices}
 * (`clock`, `mailer`, `rateLimiter`, `auth`). Grows as calls are added (queue, storage …).
 */
export interface ApiDependencies extends AppServices {
  db: Database;
  logger: Logger;
  config?: Config;
  /** Publishing (queue, store), built by `main.ts`; absent in tests that do not run jobs. */
  publishing?: PublishingRuntime;
}

/**
 * Largest JSON body accepted. A draft document with its code embeds (spec §9: up to
 * 6 × 102400 characters) must fit; anything larger is refused with 413.
 */
export const jsonBodyLimit = '2mb';

/**
 * No id, handle or query value may hold U+0000 (`%00`): Postgres text cannot store it, so a lookup
 * would fail as a 500. Refused before any route, raw ones included, reads the URL.
 */
const refuseNulInUrl: RequestHandler = (req, _res, next) => {
  if (/%00/i.test(req.originalUrl))
    throw new ApiError(
      400,
      'invalid-request',
      'The request path and query must not contain the NUL character.',
    );
  next();
};

/** `GET /api/openapi.json`: the OpenAPI 3.1 document of every registered call (built once). */
function openApiRoute(routes: ApiRoutes): void {
  let document: unknown;
  routes.implement(
    metaCalls.openApiDocument,
    {
      summary: 'This API as an OpenAPI 3.1 document',
      tags: ['meta'],
    },
    async () => {
      document ??= openApiDocument(routes.list());
      return document as Record<string, unknown>;
    },
  );
}

/** The `/api` router, with the registry of every call it serves (suites that walk the whole api read it). */
export type ApiRouter = Router & { readonly apiRoutes: ApiRoutes };

/**
 * Everything under `/api`. Add a call by registering it on `routes` in a route module
 * (`inviteRoutes(routes, deps)`, see the README "How to add an API call"). Unknown paths end in
 * a JSON 404.
 */
export function apiRouter(deps: ApiDependencies): ApiRouter {
  const router = Router();
  router.use(refuseNulInUrl);
  router.use(express.json({ limit: jsonBodyLimit }));
  const routes = createApiRoutes({
    authenticator: deps.auth.authenticator,
    cookieCaller: createTrialCaller(deps),
    rateLimiter: deps.rateLimiter,
    clock: deps.clock,
    logger: deps.logger,
  });
  authRoutes(routes, deps);
  eventRoutes(routes, deps);
  router.use(liveRoutes(routes, deps));
  router.use(websitesApi(routes, deps));
  trialRoutes(routes, deps);
  domainsApi(routes, deps);
  router.use(uploadsApi(routes, deps));
  router.use(siteFormsApi(routes, deps));
  router.use(contactExportApi(routes, deps));
  router.use(exportApi(routes, deps));
  leadRoutes(routes, deps);
  rewriteRoutes(routes, deps);
  translateRoutes(routes, deps);
  router.use(newsletterExportApi(routes, deps));
  collaborationRoutes(routes, deps);
  accountRoutes(routes, deps);
  toolRoutes(routes, deps);
  imageRoutes(routes, deps);
  // Register route modules here, e.g. inviteRoutes(routes, deps);
  openApiRoute(routes);
  router.use(routes.router);
  router.use(notFound);
  return Object.assign(router, { apiRoutes: routes });
}
