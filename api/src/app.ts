import express, { type Express } from 'express';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Migration } from './db/migrate.ts';
import { errorHandler, notFound } from './http/api-error.ts';
import { apiRouter } from './http/api-router.ts';
import { designerRouter } from './http/designer.ts';
import { healthRouter } from './http/health.ts';
import { requestLog } from './http/request-log.ts';
import type { Lifecycle } from './lifecycle.ts';
import type { Logger } from './logger.ts';

/** What the app is built from. Tests pass an in-memory database and a temporary dist folder. */
export interface AppOptions {
  db: Database;
  logger: Logger;
  /** The migrations this build expects applied (`/readyz` checks them). */
  migrations: readonly Migration[];
  lifecycle: Lifecycle;
  config?: Config;
  /** The built designer. @defaultValue `designer/dist` at the repository root */
  designerDist?: string;
}

/**
 * The Express app: health probes, every API call under `/api`, and the designer SPA at `/`.
 * Errors answer `{ code, message }`. It does not listen; see `server.ts`.
 */
export function createApp(options: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestLog(options.logger));
  app.use((_req, res, next) => {
    // While draining, close each connection after its answer so keep-alive clients move on.
    if (options.lifecycle.shuttingDown) res.setHeader('connection', 'close');
    next();
  });
  app.use(healthRouter(options));
  app.use(
    '/api',
    apiRouter({
      db: options.db,
      logger: options.logger,
      ...(options.config ? { config: options.config } : {}),
    }),
  );
  app.use(designerRouter(options.designerDist));
  app.use(notFound);
  app.use(errorHandler(options.logger));
  return app;
}
