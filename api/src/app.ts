import type { Database, Migration } from '@sitewright/store';
import express, { type Express } from 'express';
import { type AppServiceOverrides, createAppServices } from './auth/app-services.ts';
import { authPages } from './auth/auth-pages.ts';
import type { Config } from './config.ts';
import type { RegisteredRoute } from './contract/index.ts';
import { siteFormsOrigin } from './forms/index.ts';
import { errorHandler, notFound } from './http/api-error.ts';
import { apiRouter } from './http/api-router.ts';
import { compressAnswers } from './http/compress-answers.ts';
import { defaultDesignerDist, designerRouter } from './http/designer.ts';
import { designerManifestReader } from './http/designer-manifest.ts';
import { healthRouter } from './http/health.ts';
import { previewFontsRouter } from './http/preview-fonts.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { bundledImagesRouter } from './images/bundled-images-router.ts';
import type { Lifecycle } from './lifecycle.ts';
import type { Logger } from './logger.ts';
import { isOutboxMailer } from './mail/outbox-mailer.ts';
import { outboxPage } from './mail/outbox-page.ts';
import { adminQueuesPath, adminQueuesRouter } from './publishing/admin-queues.ts';
import type { PublishingRuntime } from './publishing/publishing-runtime.ts';
import { republishPage } from './publishing/republish-page.ts';

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
  /** Replaces the clock, mailer, rate limiter or sign-in settings (tests). */
  services?: AppServiceOverrides;
  /** Publishing (queue, store), built by `main.ts`; its BullMQ queue gets the `/admin/queues` dashboard. */
  publishing?: PublishingRuntime;
}

const registries = new WeakMap<Express, readonly RegisteredRoute[]>();

/**
 * Every call registered on an app made by {@link createApp} (what `GET /api/openapi.json` lists),
 * with its schemas: suites that must cover the whole api walk this instead of a hand-kept list.
 */
export function apiRoutesOf(app: Express): readonly RegisteredRoute[] {
  const routes = registries.get(app);
  if (!routes) throw new Error('apiRoutesOf: not an app made by createApp');
  return routes;
}

/**
 * The Express app: health probes, every API call under `/api`, and the designer SPA at `/`.
 * Errors answer `{ code, message }`. It does not listen; see `server.ts`.
 */
export function createApp(options: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  if (options.config?.trustProxy !== undefined) app.set('trust proxy', options.config.trustProxy);
  const services = createAppServices({
    db: options.db,
    logger: options.logger,
    ...(options.config ? { config: options.config } : {}),
    ...(options.services ? { overrides: options.services } : {}),
  });
  app.use(requestLog(options.logger));
  app.use((_req, res, next) => {
    // While draining, close each connection after its answer so keep-alive clients move on.
    if (options.lifecycle.shuttingDown) res.setHeader('connection', 'close');
    next();
  });
  const designerManifest = designerManifestReader(options.designerDist ?? defaultDesignerDist);
  app.use(
    securityHeaders(
      {
        appUrl: services.auth.settings.appUrl,
        ...(options.config?.auth.googleClientId
          ? { googleClientId: options.config.auth.googleClientId }
          : {}),
        ...(services.auth.settings.supabase ? { supabaseUrl: services.auth.settings.supabase.url } : {}),
        inlineScriptHashes: () => designerManifest()?.inlineScriptHashes ?? [],
      },
      adminQueuesPath,
    ),
  );
  app.use(compressAnswers());
  app.use(healthRouter(options));
  const adminToken = options.config?.adminToken;
  // Before the dashboard: its router would answer every path under it.
  if (options.publishing && adminToken) {
    const lifecycle = options.lifecycle;
    app.use(
      republishPage({
        db: options.db,
        queue: options.publishing.queue,
        adminToken,
        logger: options.logger,
        shouldStop: () => lifecycle.shuttingDown,
      }),
    );
  }
  const adminQueues = adminQueuesRouter(options.publishing, adminToken);
  if (adminQueues) app.use(adminQueues);
  const api = apiRouter({
    db: options.db,
    logger: options.logger,
    ...(options.config ? { config: options.config } : {}),
    ...(options.publishing ? { publishing: options.publishing } : {}),
    ...services,
  });
  registries.set(app, api.apiRoutes.list());
  // Visitors' form posts to a site's own origin (`/_forms/…`), forwarded by the sites server or the CDN.
  app.use(
    siteFormsOrigin({
      db: options.db,
      logger: options.logger,
      ...(options.config ? { config: options.config } : {}),
      ...(options.publishing ? { publishing: options.publishing } : {}),
      ...services,
    }),
  );
  app.use('/api', api);
  app.use(authPages({ db: options.db, logger: options.logger, ...services }));
  // The outbox (no SMTP_URL) lists live sign-in links: a development aid (OUTBOX_PAGE), for loopback clients.
  const mail = options.config?.mail;
  if (isOutboxMailer(services.mailer) && (mail?.kind !== 'outbox' || mail.page)) {
    app.use(outboxPage(services.mailer, adminToken ? { adminToken } : {}));
  }
  app.use(bundledImagesRouter());
  app.use(previewFontsRouter());
  app.use(designerRouter(options.designerDist));
  app.use(notFound);
  app.use(errorHandler(options.logger));
  return app;
}
