import type { Database } from '@sitewright/store';
import type { Config } from '../config.ts';
import { type Clock, systemClock } from '../contract/clock.ts';
import { createMemoryRateLimiter, type RateLimiter } from '../http/rate-limit.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createMemoryMailer } from '../mail/memory-mailer.ts';
import { openMailer } from '../mail/open-mailer.ts';
import { type AuthServices, createAuthServices } from './services.ts';
import { type AuthSettings, authSettings } from './settings.ts';

/** The services every API call may use, built once by `createApp` (`deps.clock`, `deps.mailer` …). */
export interface AppServices {
  clock: Clock;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  auth: AuthServices;
}

/** What tests (or an embedding process) replace. Everything else comes from the configuration. */
export interface AppServiceOverrides {
  clock?: Clock;
  mailer?: Mailer;
  rateLimiter?: RateLimiter;
  auth?: Partial<AuthSettings>;
}

/**
 * Builds the {@link AppServices}: the configured mailer (a memory mailer without configuration),
 * the in-memory rate limiter, the clock, and sign-in.
 */
export function createAppServices(options: {
  db: Database;
  logger: Logger;
  config?: Config;
  overrides?: AppServiceOverrides;
}): AppServices {
  const { overrides = {} } = options;
  const clock = overrides.clock ?? systemClock;
  const mailer =
    overrides.mailer ?? (options.config ? openMailer(options.config.mail) : createMemoryMailer());
  const rateLimiter = overrides.rateLimiter ?? createMemoryRateLimiter();
  const settings = authSettings(options.config, overrides.auth);
  return {
    clock,
    mailer,
    rateLimiter,
    auth: createAuthServices({ db: options.db, clock, logger: options.logger, settings }),
  };
}
