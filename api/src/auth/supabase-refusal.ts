import { authCalls } from '@sitewright/model';
import type { ApiRoutes } from '../contract/index.ts';
import { ApiError } from '../http/api-error.ts';

/** The refusal of our own sign-in calls while Supabase Auth signs users in. */
export const supabaseSignInMessage =
  'Sign-in is handled by Supabase Auth on this server: sign in through the app, which uses Supabase.';

/** 409 `sign-in-by-supabase`. */
export const supabaseSignInRefusal = () => new ApiError(409, 'sign-in-by-supabase', supabaseSignInMessage);

/**
 * The calls that still serve a Supabase caller: registration (spec §4, called after the first
 * sign-in) and `me` take the bearer token like every product call.
 */
const servedInSupabaseMode = new Set<unknown>([authCalls.register, authCalls.me]);

/**
 * The registry as the sign-in route modules see it in Supabase Auth mode: every call but
 * {@link servedInSupabaseMode} is still registered (documented, its input parsed) but answers
 * 409 `sign-in-by-supabase` — codes, links, passwords, Google, sign-in tokens, our refresh tokens
 * and sign-out, e-mail and password changes are Supabase's there.
 */
export function refusedInSupabaseMode(routes: ApiRoutes): ApiRoutes {
  return {
    ...routes,
    implement(contract, extras, handler) {
      if (servedInSupabaseMode.has(contract)) return routes.implement(contract, extras, handler);
      routes.implement(
        contract,
        { ...extras, errors: [...(extras.errors ?? []), { status: 409, code: 'sign-in-by-supabase' }] },
        async () => {
          throw supabaseSignInRefusal();
        },
      );
    },
  };
}
