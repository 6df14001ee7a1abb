import {
  type authCalls,
  backoffPresets,
  type RouteAnswer,
  retryDelayMs,
  signsOut,
  timings,
} from '@sitewright/model';

type AnswerUser = RouteAnswer<typeof authCalls.me>['user'];

/** The user as the api answers it (`GET /api/auth/me`, every sign-in): the fields the session reads. */
export type SessionUser = Pick<AnswerUser, 'id' | 'email' | 'createdAt' | 'firstSignInAt'> &
  Partial<Pick<AnswerUser, 'displayName'>>;

/** A sign-in answer: `{ accessToken, refreshToken, expiresAt, user }` (docs/decisions/sign-in.md). */
export type SessionTokens = RouteAnswer<typeof authCalls.refreshSession> & { user?: SessionUser };

export interface SessionState {
  status: 'signed-out' | 'restoring' | 'signed-in';
  user: SessionUser | null;
  /** Set when a refresh failed (spec §4: a warning only); cleared by the next success. */
  warning: string | null;
}

/** What the store needs from the outside world; tests pass fakes. */
export interface SessionEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  refresh(refreshToken: string): Promise<SessionTokens>;
  fetchUser(accessToken: string): Promise<SessionUser>;
  revoke(accessToken: string, refreshToken: string): Promise<void>;
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

/**
 * Decision: the refresh token lives in `localStorage` under this key, so a reload or a second tab
 * stays signed in (the api spends a refresh token once, so the newest one is always re-read from
 * storage before a refresh); the access token lives in memory only.
 */
export const refreshTokenKey = 'sitewright.refreshToken';

export const refreshWarning = 'We could not refresh your session. We will keep trying.';

/** Creates the session store: tokens, the signed-in user, and the refresh timer (spec §9). */
export function createSessionStore(env: SessionEnvironment) {
  let state: SessionState = { status: 'signed-out', user: null, warning: null };
  let accessToken: string | null = null;
  let expiresAt = 0;
  let timer: unknown = null;
  let attempt = 0;
  const listeners = new Set<() => void>();

  const set = (next: Partial<SessionState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const schedule = (ms: number) => {
    if (timer !== null) env.clearTimer(timer);
    timer = env.setTimer(() => void refreshNow(), Math.max(0, ms));
  };
  const clear = () => {
    if (timer !== null) env.clearTimer(timer);
    timer = null;
    accessToken = null;
    env.storage?.removeItem(refreshTokenKey);
  };

  /** Takes a session: keeps the tokens and schedules the refresh 5 minutes before expiry. */
  function accept(tokens: SessionTokens, user?: SessionUser | null): void {
    accessToken = tokens.accessToken;
    expiresAt = Date.parse(tokens.expiresAt);
    env.storage?.setItem(refreshTokenKey, tokens.refreshToken);
    attempt = 0;
    schedule(expiresAt - timings.tokenRefreshMargin - env.now());
    set({ status: 'signed-in', user: tokens.user ?? user ?? state.user, warning: null });
  }

  /**
   * One refresh at a time: a refresh token is single-use, so two callers at once (two screens
   * restoring the session on the same start) share the one call instead of spending it twice —
   * the second would be refused and sign the user out.
   */
  let inFlight: Promise<boolean> | null = null;
  function refreshNow(): Promise<boolean> {
    inFlight ??= refreshOnce().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  async function refreshOnce(): Promise<boolean> {
    const refreshToken = env.storage?.getItem(refreshTokenKey);
    if (!refreshToken) {
      signOutLocally();
      return false;
    }
    try {
      const tokens = await env.refresh(refreshToken);
      const user = tokens.user ?? state.user ?? (await env.fetchUser(tokens.accessToken));
      accept(tokens, user);
      return true;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && signsOut(code)) {
        signOutLocally();
        return false;
      }
      // Spec §4: a refresh failure only warns; retry 30 s doubling to 960 s (spec §9).
      schedule(retryDelayMs(attempt++, backoffPresets.tokenRefresh));
      set({ warning: refreshWarning, status: accessToken ? 'signed-in' : state.status });
      return false;
    }
  }

  function signOutLocally(): void {
    clear();
    set({ status: 'signed-out', user: null, warning: null });
  }

  return {
    getState: (): SessionState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    accept,
    /** The access token (memory only), or null when signed out. */
    accessToken: (): string | null => accessToken,
    /** The `Authorization` header of product calls, or none when signed out. */
    authHeaders(): Record<string, string> {
      return accessToken ? { authorization: `Bearer ${accessToken}` } : {};
    },
    /** On start: turns a stored refresh token into a session. */
    async restore(): Promise<void> {
      if (!env.storage?.getItem(refreshTokenKey) || state.status === 'signed-in') return;
      set({ status: 'restoring' });
      const ok = await refreshNow();
      if (!ok && !accessToken) signOutLocally();
    },
    refreshNow,
    /** Spec §8: `user-disabled` / `user-token-expired` sign the user out. Returns whether it did. */
    handleErrorCode(code: string): boolean {
      if (!signsOut(code)) return false;
      signOutLocally();
      return true;
    },
    async signOut(): Promise<void> {
      const refreshToken = env.storage?.getItem(refreshTokenKey);
      const token = accessToken;
      signOutLocally();
      if (token) await env.revoke(token, refreshToken ?? '').catch(() => undefined);
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
