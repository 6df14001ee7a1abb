import { authCalls, type RouteAnswer, type RouteCallInput, type RouteContract } from '@sitewright/model';
import {
  ApiError,
  clientErrors,
  networkTimeoutMs,
  type PostJsonOptions,
  postJson,
} from '../api/post-json.ts';
import { routeUrl } from '../api/route-url.ts';

type Body<C> = RouteCallInput<C> extends { body: infer B } ? B : never;

/**
 * POSTs a sign-in call's body to its contract's path (none has path parameters); the answer is
 * typed by the contract.
 */
function post<C extends RouteContract>(contract: C, body: Body<C>, options?: PostJsonOptions) {
  return postJson<RouteAnswer<C>>(routeUrl<RouteContract>(contract, {}), body, options);
}

/** The sign-in calls of the api (docs/decisions/sign-in.md); every failure is an `ApiError`. */
export const authApi = {
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
