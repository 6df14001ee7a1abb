import type { Database } from '@sitewright/store';
import type { RequestHandler } from 'express';
import type { Authenticator } from '../contract/authenticator.ts';
import type { Clock } from '../contract/clock.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createAuthenticator, optionalUser, requireUser } from './authenticate.ts';
import { createGoogleVerifier, type GoogleVerifier } from './google.ts';
import { type AuthKeys, deriveAuthKeys } from './secrets.ts';
import type { AuthSettings } from './settings.ts';
import { createSupabaseAuthenticator } from './supabase-auth.ts';

/** Sign-in, assembled once per app: what route authors reach as `deps.auth`. */
export interface AuthServices {
  settings: AuthSettings;
  keys: AuthKeys;
  /** What the route helper uses for `auth: 'user' | 'optional'`. */
  authenticator: Authenticator;
  /** Middleware for raw Express routes: 401 without a valid bearer token; caller in `res.locals.user`. */
  requireUser: RequestHandler;
  /** Middleware: anonymous allowed, a sent token must be valid. */
  optionalUser: RequestHandler;
  google: GoogleVerifier;
}

/** Builds the {@link AuthServices}. */
export function createAuthServices(options: {
  db: Database;
  clock: Clock;
  logger: Logger;
  settings: AuthSettings;
}): AuthServices {
  const keys = deriveAuthKeys(options.settings.jwtSecret);
  const { supabase } = options.settings;
  const authenticator = supabase
    ? createSupabaseAuthenticator({
        db: options.db,
        settings: supabase,
        clock: options.clock,
        logger: options.logger,
      })
    : createAuthenticator(options.db, keys, options.clock);
  return {
    settings: options.settings,
    keys,
    authenticator,
    requireUser: requireUser(authenticator),
    optionalUser: optionalUser(authenticator),
    google: createGoogleVerifier({
      jwksUrl: options.settings.googleJwksUrl,
      logger: options.logger,
      ...(options.settings.googleClientId ? { clientId: options.settings.googleClientId } : {}),
    }),
  };
}

/** What the sign-in routes work with (a subset of the api's dependencies). */
export interface AuthDependencies {
  db: Database;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  auth: AuthServices;
}
