import { authCalls, type RouteAnswer, type RouteContract } from '@sitewright/model';
import { routeUrl } from '../api/route-url.ts';

/** How this server signs users in (`GET /api/auth/config`). */
export type SignInMode = RouteAnswer<typeof authCalls.signInConfig>;

let asked: Promise<SignInMode> | null = null;

/**
 * The server's sign-in mode, asked once per page (the answer never changes while the api runs).
 * A failed call is asked again next time; meanwhile the built-in mode is assumed, whose calls then
 * fail with the api's own answer.
 */
export function signInMode(): Promise<SignInMode> {
  asked ??= fetch(routeUrl<RouteContract>(authCalls.signInConfig, {}), {
    headers: { accept: 'application/json' },
  })
    .then(async (response) => {
      if (!response.ok) throw new Error(`GET /api/auth/config answered ${response.status}`);
      return (await response.json()) as SignInMode;
    })
    .catch((): SignInMode => {
      asked = null;
      return { signIn: 'built-in' };
    });
  return asked;
}

/** The Supabase project when Supabase Auth signs users in, else null. */
export async function supabaseProject(): Promise<{ url: string; anonKey: string } | null> {
  const mode = await signInMode();
  return mode.signIn === 'supabase' ? { url: mode.supabaseUrl, anonKey: mode.supabaseAnonKey } : null;
}
