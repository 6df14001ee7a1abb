import type { ApiRoutes } from '../contract/index.ts';
import { credentialRoutes } from './credentials.ts';
import { magicLinkRoutes } from './magic-link.ts';
import { oneTimeCodeRoutes } from './one-time-code.ts';
import { passwordRoutes } from './password.ts';
import type { AuthDependencies } from './services.ts';
import { sessionRoutes } from './session-routes.ts';

/**
 * Every sign-in API call (README "Sign-in"): `/api/login/*` (link, code, password, Google,
 * token, register) and `/api/auth/*` (refresh, sign-out, me, change e-mail and password).
 * The e-mailed-link pages (`/auth/link`, `/auth/verify-email`) are `authPages`.
 */
export function authRoutes(routes: ApiRoutes, deps: AuthDependencies): void {
  magicLinkRoutes(routes, deps);
  oneTimeCodeRoutes(routes, deps);
  passwordRoutes(routes, deps);
  sessionRoutes(routes, deps);
  credentialRoutes(routes, deps);
}
