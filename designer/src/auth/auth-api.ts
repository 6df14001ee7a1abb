import { ApiError, clientErrors, networkTimeoutMs, postJson } from '../api/post-json.ts';
import type { SessionTokens, SessionUser } from './session-store.ts';

/** The sign-in calls of the api (docs/decisions/sign-in.md); every failure is an `ApiError`. */
export const authApi = {
  requestCode: (email: string) => postJson<{ sessionId: string }>('/api/login/otp/generate', { email }),
  verifyCode: (sessionId: string, email: string, code: string) =>
    postJson<
      { result: 'Success' | 'ExpiredCode' | 'InvalidCode' | 'InvalidSession' } & Partial<SessionTokens>
    >('/api/login/otp/verify', { sessionId, email, code }),
  requestLink: (email: string) => postJson<{ sent: boolean }>('/api/login/link/', { email }),
  exchangeToken: (token: string) => postJson<SessionTokens>('/api/login/token', { token }),
  passwordSignUp: (email: string, password: string) =>
    postJson<SessionTokens>('/api/login/password/sign-up', { email, password }),
  passwordSignIn: (email: string, password: string) =>
    postJson<SessionTokens>('/api/login/password/sign-in', { email, password }),
  google: (idToken: string) => postJson<SessionTokens>('/api/login/google', { idToken }),
  refresh: (refreshToken: string) => postJson<SessionTokens>('/api/auth/refresh', { refreshToken }),
  signOut: (accessToken: string, refreshToken: string) =>
    postJson<unknown>('/api/auth/sign-out', refreshToken ? { refreshToken } : {}, {
      headers: { authorization: `Bearer ${accessToken}` },
    }).then(() => undefined),
  /** `POST /api/login/register`: 201 the first time (spec §4). Resolves whether the user is new. */
  async register(accessToken: string): Promise<boolean> {
    const response = await send('/api/login/register', 'POST', accessToken);
    return response.status === 201;
  },
  async me(accessToken: string): Promise<SessionUser> {
    const response = await send('/api/auth/me', 'GET', accessToken);
    return ((await response.json()) as { user: SessionUser }).user;
  },
};

async function send(path: string, method: string, accessToken: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
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
