import express, { Router } from 'express';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { notFound } from './api-error.ts';

/** What API calls get to work with. Grows as calls are added (mailer, queue, storage …). */
export interface ApiDependencies {
  db: Database;
  logger: Logger;
  config?: Config;
}

/**
 * Largest JSON body accepted. A draft document with its code embeds (spec §9: up to
 * 6 × 102400 characters) must fit; anything larger is refused with 413.
 */
export const jsonBodyLimit = '2mb';

/**
 * Everything under `/api`. Add a call by writing a router factory in `src/http/routes/` and
 * mounting it here (see the README). Unknown paths end in a JSON 404.
 */
export function apiRouter(_deps: ApiDependencies): Router {
  const router = Router();
  router.use(express.json({ limit: jsonBodyLimit }));
  // Mount route modules here, e.g. router.use('/invite', inviteRoutes(deps));
  router.use(notFound);
  return router;
}
