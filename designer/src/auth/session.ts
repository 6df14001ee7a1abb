import { setAccessTokenSource } from '../app-pages/designer/access-token.ts';
import { pageViewHeaders } from '../router/page-view.ts';
import { authApi } from './auth-api.ts';
import { createSessionStore, type SessionEnvironment } from './session-store.ts';

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage refused (privacy mode): the session lasts as long as the page
  }
}

/**
 * A refresh token is single-use and a reused one revokes the session, so tabs take turns:
 * the Web Locks API serialises refreshes across tabs where the browser has it.
 */
function oneTabAtATime<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request('sitewright-refresh', run) as Promise<T>) : run();
}

const environment: SessionEnvironment = {
  storage: browserStorage(),
  refresh: (refreshToken) =>
    oneTabAtATime(() =>
      authApi.refresh(environment.storage?.getItem('sitewright.refreshToken') ?? refreshToken),
    ),
  fetchUser: (accessToken) => authApi.me(accessToken),
  revoke: (accessToken, refreshToken) => authApi.signOut(accessToken, refreshToken),
  now: () => Date.now(),
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The app's one session (app chunks only: it imports `@sitewright/model`). */
export const session = createSessionStore(environment);

// The designer reads the bearer token through its access-token door (app-pages/designer), and page
// views of a signed-in user are attributed to them (spec §1).
setAccessTokenSource(() => session.accessToken());
pageViewHeaders.current = () => session.authHeaders();
