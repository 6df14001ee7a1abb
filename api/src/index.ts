/**
 * @sitewright/api: the Express server. Its public face: the app factory and the pieces a
 * process (or a cross-package test) needs to assemble one.
 */

// Website creation and images, as `tests/bench/generation.bench.ts` times them (README "Generation").
export {
  type CreatedWebsite,
  generateWebsite,
  type ImageProviders,
  type ImageSource,
  OfflineGenerator,
  pickImages,
} from '@sitewright/generator';
export type { CreationAnswers } from '@sitewright/model';
export { type AppOptions, apiRoutesOf, createApp } from './app.ts';
// Sign-in, the request contract, mail and events (README "Sign-in", "How to add an API call").
export { type AppServiceOverrides, type AppServices, deriveAuthKeys, mintSignInToken } from './auth/index.ts';
export { type Config, ConfigError, type Env, loadConfig, parseEnv } from './config.ts';
export { configSummary, redactUrl } from './config-summary.ts';
export {
  type ApiRoutes,
  type AuthUser,
  type Clock,
  createApiRoutes,
  type ManualClock,
  manualClock,
  type OpenApiDocument,
  openApiDocument,
  type RegisteredRoute,
  reply,
  systemClock,
} from './contract/index.ts';
// Custom domains, uploads and visitor forms: what a process wires and a cross-package test injects
// (README "Domains", "Uploads", "Forms and export").
export {
  type CertificateIssuer,
  type ConnectedDomains,
  checkPendingDomains,
  createConnectedDomains,
  createDomainRuntime,
  type DomainRuntime,
  type DomainServices,
  type DomainSiteEffects,
  provideDomainServices,
  publishingSiteEffects,
  sweepTenants,
  type TenantSweep,
  type TxtResolver,
} from './domains/index.ts';
export { ApiError, type ErrorBody } from './http/api-error.ts';
export { createMemoryRateLimiter, type RateLimiter, type RateRule } from './http/rate-limit.ts';
export { createLifecycle, type Lifecycle } from './lifecycle.ts';
export { createLogger, type Logger, type LogLevel } from './logger.ts';
export { createMemoryMailer, type Mailer, type MemoryMailer, sendMail } from './mail/index.ts';
// The embedded default's sites origin, as a cross-package test runs it.
export {
  type SitesServer,
  type SitesServerStart,
  sitesStoreFor,
  startSitesServer,
  stopSitesServer,
  type WatchedConnectedDomains,
  watchConnectedDomains,
} from './publishing/index.ts';
export { boundPort, listen, type ShutdownOptions, shutdown } from './server.ts';
export { provideUploadServices, type UploadServices } from './uploads/index.ts';
