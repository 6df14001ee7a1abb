import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from './auth-api.ts';

const answer = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status });

describe('the sign-in calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('post their body to the path of their contract', async () => {
    const fetch = vi.fn(async () => answer(200, { sessionId: 's1' }));
    vi.stubGlobal('fetch', fetch);
    expect(await authApi.requestCode('ada@example.com')).toEqual({ sessionId: 's1' });
    expect(fetch).toHaveBeenCalledWith(
      '/api/login/otp/generate',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'ada@example.com' }) }),
    );
    await authApi.requestLink('ada@example.com');
    expect(fetch).toHaveBeenLastCalledWith('/api/login/link/', expect.objectContaining({ method: 'POST' }));
  });

  it('sign out with the bearer token and the refresh token', async () => {
    const fetch = vi.fn(async () => answer(204, null));
    vi.stubGlobal('fetch', fetch);
    await expect(authApi.signOut('access', 'refresh')).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/sign-out',
      expect.objectContaining({
        body: JSON.stringify({ refreshToken: 'refresh' }),
        headers: expect.objectContaining({ authorization: 'Bearer access' }),
      }),
    );
  });

  it('tell a first registration (201) from a later one (200), and read the user of /auth/me', async () => {
    const user = { id: 'u1', email: 'ada@example.com' };
    const fetch = vi.fn(async (_: string, init: RequestInit) =>
      init.method === 'GET' ? answer(200, { user }) : answer(201, { user }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await authApi.register('access')).toBe(true);
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/login/register',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(await authApi.me('access')).toEqual(user);
    expect(fetch).toHaveBeenLastCalledWith('/api/auth/me', expect.objectContaining({ method: 'GET' }));
    fetch.mockImplementation(async () => answer(200, { user }));
    expect(await authApi.register('access')).toBe(false);
  });

  it('raise the refusal as an ApiError with its code and message', async () => {
    vi.stubGlobal('fetch', async () =>
      answer(401, { code: 'user-token-expired', message: 'Session ended.' }),
    );
    await expect(authApi.me('access')).rejects.toMatchObject({ code: 'user-token-expired', status: 401 });
  });
});
