import { authCalls } from '@sitewright/model';
import type { ApiRoutes } from '../contract/index.ts';
import { credentialRoutes } from './credentials.ts';
import { magicLinkRoutes } from './magic-link.ts';
import { oneTimeCodeRoutes } from './one-time-code.ts';
import { passwordRoutes } from './password.ts';
import type { AuthDependencies } from './services.ts';
import { sessionRoutes } from './session-routes.ts';
import { refusedInSupabaseMode } from './supabase-refusal.ts';

/**
 * Every sign-in API call (README "Sign-in"): `/api/login/*` (link, code, password, Google,
 * token, register) and `/api/auth/*` (config, refresh, sign-out, me, change e-mail and password).
 * The e-mailed-link pages (`/auth/link`, `/auth/verify-email`) are `authPages`. In Supabase Auth
 * mode the calls that sign in or keep our own sessions answer a refusal (`supabase-refusal.ts`).
 */
export function authRoutes(routes: ApiRoutes, deps: AuthDependencies): void {
  const { supabase } = deps.auth.settings;
  routes.implement(
    authCalls.signInConfig,
    {
      summary: 'How this server signs users in: built in, or Supabase Auth (its URL and public key)',
      tags: ['sign-in'],
    },
    async () =>
      supabase
        ? { signIn: 'supabase' as const, supabaseUrl: supabase.url, supabaseAnonKey: supabase.anonKey }
        : { signIn: 'built-in' as const },
  );
  const signInRoutes = supabase ? refusedInSupabaseMode(routes) : routes;
  magicLinkRoutes(signInRoutes, deps);
  oneTimeCodeRoutes(signInRoutes, deps);
  passwordRoutes(signInRoutes, deps);
  sessionRoutes(signInRoutes, deps);
  credentialRoutes(signInRoutes, deps);
}
