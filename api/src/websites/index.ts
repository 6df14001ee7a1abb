import type { Router } from 'express';
import type { ApiRoutes } from '../contract/index.ts';
import { versionRoutes } from '../publishing/versions-routes.ts';
import { creationRoutes } from './creation-routes.ts';
import type { WebsitesDependencies } from './dependencies.ts';
import { draftRoutes } from './draft-routes.ts';
import { handleRoutes } from './handle-routes.ts';
import { publishRoutes } from './publish-routes.ts';
import { websiteRoutes } from './website-routes.ts';

/**
 * Websites (README "Websites"): create, list, get, save the draft, take edit control, delete,
 * handle availability and publishing. Registers the calls on `routes` and returns the raw router
 * of the creation progress stream (mount it before `routes.router`).
 */
export function websitesApi(routes: ApiRoutes, deps: WebsitesDependencies): Router {
  const streams = creationRoutes(routes, deps);
  websiteRoutes(routes, deps);
  draftRoutes(routes, deps);
  handleRoutes(routes, deps);
  publishRoutes(routes, deps);
  versionRoutes(routes, deps);
  return streams;
}

export type { NewWebsite } from './create-website.ts';
export { requireMember, websiteErrors } from './website-access.ts';
