import { authCalls, type RouteAnswer, type RouteCallInput, type RouteContract } from '@sitewright/model';
import {
  ApiError,
  clientErrors,
  networkTimeoutMs,
  type PostJsonOptions,
  postJson,
} from '../api/post-json.ts';
import { routeUrl } from '../api/route-url.ts';
import { supabaseProject } from './sign-in-mode.ts';

type Body<C> = RouteCallInput<C> extends { body: infer B } ? B : never;

/**
 * POSTs a sign-in call's body to its contract's path (none has path parameters); the answer is
 * typed by the contract.
 */
function post<C extends RouteContract>(contract: C, body: Body<C>, options?: PostJsonOptions) {
  return postJson<RouteAnswer<C>>(routeUrl<RouteContract>(contract, {}), body, options);
}

/** The sign-in calls of the api (docs/decisions/sign-in.md); every failure is an `ApiError`. */
const builtInApi = {
  requestCode: (email: string) => post(authCalls.requestSignInCode, { email }),
  verifyCode: (sessionId: string, email: string, code: string) =>
    post(authCalls.verifySignInCode, { sessionId, email, code }),
  requestLink: (email: string) => post(authCalls.requestSignInLink, { email }),
  exchangeToken: (token: string) => post(authCalls.exchangeSignInToken, { token }),
  passwordSignUp: (email: string, password: string) => post(authCalls.passwordSignUp, { email, password }),
  passwordSignIn: (email: string, password: string) => post(authCalls.passwordSignIn, { email, password }),
  google: (idToken: string) => post(authCalls.googleSignIn, { idToken }),
  refresh: (refreshToken: string) => post(authCalls.refreshSession, { refreshToken }),
  signOut: (accessToken: string, refreshToken: string) =>
    post(authCalls.signOut, refreshToken ? { refreshToken } : {}, {
      headers: { authorization: `Bearer ${accessToken}` },
    }).then(() => undefined),
  /** `POST /api/login/register`: 201 the first time (spec §4). Resolves whether the user is new. */
  async register(accessToken: string): Promise<boolean> {
    const response = await send(authCalls.register, accessToken);
    return response.status === 201;
  },
  async me(accessToken: string): Promise<RouteAnswer<typeof authCalls.me>['user']> {
    const response = await send(authCalls.me, accessToken);
    return ((await response.json()) as RouteAnswer<typeof authCalls.me>).user;
  },
};

type Answer<C> = Promise<RouteAnswer<C>>;

/** Supabase mode: a password sign-up whose address must be confirmed first. */
export const supabaseConfirmationMessage =
  'We sent you an e-mail to confirm your address. Open its link to finish signing up.';
type Project = { url: string; anonKey: string };

/** Supabase Auth mode's calls, loaded (with supabase-js) the first time they are needed. */
async function viaSupabase() {
  const module = await import('./supabase-sign-in.ts');
  return module;
}

/** Where an e-mail link and Google come back to: `/auth/complete`, keeping `?next=`. */
function completeUrl(): string {
  const next = new URLSearchParams(window.location.search).get('next');
  return `${window.location.origin}/auth/complete${next ? `?next=${encodeURIComponent(next)}` : ''}`;
}

/** A Supabase session answered as our sign-in calls answer: with our user (created on its first call). */
async function supabaseAnswer(session: import('@supabase/supabase-js').Session | null) {
  const { supabaseError } = await viaSupabase();
  if (!session) throw supabaseError(null);
  const user = await builtInApi.me(session.access_token);
  const expires = session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in;
  return {
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
    expiresAt: new Date(expires * 1000).toISOString(),
    user,
  };
}

/** Runs `supabase` in Supabase Auth mode (its project from `GET /api/auth/config`), `builtIn` otherwise. */
async function either<T>(supabase: (project: Project) => Promise<T>, builtIn: () => Promise<T>): Promise<T> {
  const project = await supabaseProject();
  return project ? supabase(project) : builtIn();
}

/**
 * The sign-in calls the screens make, in either mode: the api's own (`builtInApi`), or — when the
 * api says Supabase Auth signs users in — supabase-js's `signInWithOtp`, `verifyOtp`, `signUp`,
 * `signInWithPassword`, `refreshSession` and `signOut`, answered in the same shapes, Supabase's
 * error codes turned into the spec §8 ones (`supabase-sign-in.ts`).
 */
export const authApi = {
  ...builtInApi,
  requestCode: (email: string): Answer<typeof authCalls.requestSignInCode> =>
    either(
      async (project) => {
        const { supabaseClient, unwrap } = await viaSupabase();
        const client = await supabaseClient(project);
        unwrap(
          await client.auth.signInWithOtp({
            email,
            options: { shouldCreateUser: true, emailRedirectTo: completeUrl() },
          }),
        );
        return { sessionId: 'supabase' };
      },
      () => builtInApi.requestCode(email),
    ),
  verifyCode: (sessionId: string, email: string, code: string): Answer<typeof authCalls.verifySignInCode> =>
    either(
      async (project) => {
        const { supabaseClient } = await viaSupabase();
        const client = await supabaseClient(project);
        const answer = await client.auth.verifyOtp({ email, token: code, type: 'email' });
        // GoTrue answers `otp_expired` for a wrong code as for an expired one ("has expired or is invalid").
        if (answer.error?.code === 'otp_expired') return { result: 'InvalidCode' as const };
        if (answer.error) throw (await viaSupabase()).supabaseError(answer.error);
        return { result: 'Success' as const, ...(await supabaseAnswer(answer.data.session)) };
      },
      () => builtInApi.verifyCode(sessionId, email, code),
    ),
  requestLink: (email: string): Answer<typeof authCalls.requestSignInLink> =>
    either(
      async (project) => {
        const { supabaseClient, unwrap } = await viaSupabase();
        const client = await supabaseClient(project);
        unwrap(
          await client.auth.signInWithOtp({
            email,
            options: { shouldCreateUser: true, emailRedirectTo: completeUrl() },
          }),
        );
        return { sent: true as const };
      },
      () => builtInApi.requestLink(email),
    ),
  passwordSignUp: (email: string, password: string): Answer<typeof authCalls.passwordSignUp> =>
    either(
      async (project) => {
        const { supabaseClient, unwrap } = await viaSupabase();
        const client = await supabaseClient(project);
        const data = unwrap(
          await client.auth.signUp({ email, password, options: { emailRedirectTo: completeUrl() } }),
        );
        // A project that confirms e-mail addresses answers the user without a session: the link it
        // sent signs in (at /auth/complete).
        if (!data.session) throw new ApiError('confirmation-sent', supabaseConfirmationMessage);
        return (await supabaseAnswer(data.session)) as RouteAnswer<typeof authCalls.passwordSignUp>;
      },
      () => builtInApi.passwordSignUp(email, password),
    ),
  passwordSignIn: (email: string, password: string): Answer<typeof authCalls.passwordSignIn> =>
    either(
      async (project) => {
        const { supabaseClient, unwrap } = await viaSupabase();
        const client = await supabaseClient(project);
        const data = unwrap(await client.auth.signInWithPassword({ email, password }));
        return (await supabaseAnswer(data.session)) as RouteAnswer<typeof authCalls.passwordSignIn>;
      },
      () => builtInApi.passwordSignIn(email, password),
    ),
  refresh: (refreshToken: string): Answer<typeof authCalls.refreshSession> =>
    either(
      async (project) => {
        const { supabaseClient, unwrap } = await viaSupabase();
        const client = await supabaseClient(project);
        const data = unwrap(await client.auth.refreshSession({ refresh_token: refreshToken }));
        return supabaseAnswer(data.session);
      },
      () => builtInApi.refresh(refreshToken),
    ),
  signOut: (accessToken: string, refreshToken: string): Promise<void> =>
    either(
      async (project) => {
        const { supabaseClient } = await viaSupabase();
        await (await supabaseClient(project)).auth.signOut();
      },
      () => builtInApi.signOut(accessToken, refreshToken),
    ),
};

/** Supabase Auth mode only: Google through Supabase (`signInWithOAuth`); the page leaves for Google. */
export async function supabaseGoogleSignIn(project: Project): Promise<void> {
  const { supabaseClient, unwrap } = await viaSupabase();
  const client = await supabaseClient(project);
  unwrap(await client.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: completeUrl() } }));
}

/**
 * Supabase Auth mode only: the session an e-mail link or Google brought back in the address's
 * fragment (`#access_token=…&refresh_token=…`, or `#error_code=…`), kept by supabase-js.
 */
export async function supabaseSessionFromFragment(
  project: Project,
  fragment: URLSearchParams,
): Promise<RouteAnswer<typeof authCalls.refreshSession>> {
  const { supabaseClient, supabaseError, unwrap } = await viaSupabase();
  const errorCode = fragment.get('error_code');
  if (errorCode)
    throw supabaseError(
      Object.assign(new Error(fragment.get('error_description') ?? errorCode), { code: errorCode }),
    );
  const accessToken = fragment.get('access_token');
  const refreshToken = fragment.get('refresh_token');
  if (!accessToken || !refreshToken)
    throw supabaseError(Object.assign(new Error('no session'), { code: 'otp_expired' }));
  const client = await supabaseClient(project);
  const data = unwrap(
    await client.auth.setSession({ access_token: accessToken, refresh_token: refreshToken }),
  );
  return supabaseAnswer(data.session);
}

/** A call without a body, with the caller's token: the raw answer (its status tells register apart). */
async function send(contract: RouteContract, accessToken: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(routeUrl(contract, {}), {
      method: contract.method.toUpperCase(),
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(networkTimeoutMs()),
    });
  } catch {
    throw new ApiError('network-request-failed', clientErrors['network-request-failed']);
  }
  if (response.ok) return response;
  const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
  throw new ApiError(body?.code ?? 'unknown', body?.message ?? clientErrors.unknown, response.status);
}
