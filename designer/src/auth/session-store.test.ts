import { describe, expect, it } from 'vitest';
import { createSessionStore, refreshTokenKey, refreshWarning, type SessionTokens } from './session-store.ts';

const minute = 60_000;

/** A store with a fake clock, timers, storage and api. */
function harness(refreshAnswers: Array<SessionTokens | { code: string }>) {
  let now = 1_000_000;
  const timers: Array<{ at: number; run: () => void; id: number }> = [];
  const stored = new Map<string, string>();
  const refreshCalls: string[] = [];
  let nextId = 1;
  const store = createSessionStore({
    storage: {
      getItem: (k) => stored.get(k) ?? null,
      setItem: (k, v) => void stored.set(k, v),
      removeItem: (k) => void stored.delete(k),
    },
    refresh: async (token) => {
      refreshCalls.push(token);
      const answer = refreshAnswers.shift() ?? { code: 'network-request-failed' };
      if ('code' in answer) throw answer;
      return answer;
    },
    fetchUser: async () => ({ id: 'u1', email: 'a@example.com', createdAt: 'x', firstSignInAt: 'x' }),
    revoke: async () => undefined,
    now: () => now,
    setTimer: (run, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimer: (id) => {
      const i = timers.findIndex((t) => t.id === id);
      if (i >= 0) timers.splice(i, 1);
    },
  });
  /** Moves the clock to the next timer and runs it; returns the delay it waited. */
  async function fireNext(): Promise<number> {
    timers.sort((a, b) => a.at - b.at);
    const timer = timers.shift();
    if (!timer) throw new Error('no timer');
    const waited = timer.at - now;
    now = timer.at;
    timer.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return waited;
  }
  const tokens = (n: number): SessionTokens => ({
    accessToken: `access-${n}`,
    refreshToken: `refresh-${n}`,
    expiresAt: new Date(now + 15 * minute).toISOString(),
    user: { id: 'u1', email: 'a@example.com', createdAt: 'x', firstSignInAt: 'x' },
  });
  return { store, stored, refreshCalls, fireNext, tokens, timers };
}

describe('session store', () => {
  it('keeps the access token in memory and the refresh token in storage; refreshes 5 minutes before expiry (spec §9)', async () => {
    const h = harness([]);
    h.store.accept(h.tokens(1));
    expect(h.store.authHeaders()).toEqual({ authorization: 'Bearer access-1' });
    expect(h.stored.get(refreshTokenKey)).toBe('refresh-1');
    expect([...h.stored.values()]).not.toContain('access-1');
    const h2 = harness([h.tokens(2)]);
    h2.store.accept(h2.tokens(1));
    expect(await h2.fireNext()).toBe(10 * minute); // a 15-minute token is refreshed at 10
    expect(h2.refreshCalls).toEqual(['refresh-1']);
    expect(h2.store.authHeaders()).toEqual({ authorization: 'Bearer access-2' });
  });

  it('retries a failed refresh 30 s, 60 s … up to 960 s with only a warning (spec §4, §9)', async () => {
    const h = harness([]);
    h.store.accept(h.tokens(1));
    await h.fireNext();
    const delays: number[] = [];
    for (let i = 0; i < 7; i++) delays.push(await h.fireNext());
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 960_000]);
    expect(h.store.getState()).toMatchObject({ status: 'signed-in', warning: refreshWarning });
  });

  it('signs out on user-token-expired and user-disabled (spec §8)', async () => {
    const h = harness([{ code: 'user-token-expired' }]);
    h.store.accept(h.tokens(1));
    await h.fireNext();
    expect(h.store.getState().status).toBe('signed-out');
    expect(h.stored.has(refreshTokenKey)).toBe(false);
    expect(h.timers).toEqual([]);

    const h2 = harness([]);
    h2.store.accept(h2.tokens(1));
    expect(h2.store.handleErrorCode('wrong-password')).toBe(false);
    expect(h2.store.handleErrorCode('user-disabled')).toBe(true);
    expect(h2.store.authHeaders()).toEqual({});
  });

  it('restores a stored session with the refresh token', async () => {
    const h = harness([harness([]).tokens(5)]);
    h.stored.set(refreshTokenKey, 'refresh-0');
    await h.store.restore();
    expect(h.refreshCalls).toEqual(['refresh-0']);
    expect(h.store.getState().status).toBe('signed-in');
    expect(h.stored.get(refreshTokenKey)).toBe('refresh-5');
    expect(await harness([]).store.restore()).toBeUndefined(); // nothing stored: stays signed out
  });

  it('spends a stored refresh token once when two screens restore the session at the same time', async () => {
    const answer = harness([]).tokens(2);
    // The api refuses a refresh token used twice: only the first call may be made.
    const firstOnly = harness([answer, { code: 'user-token-expired' }]);
    firstOnly.stored.set(refreshTokenKey, 'refresh-1');
    await Promise.all([firstOnly.store.restore(), firstOnly.store.restore(), firstOnly.store.refreshNow()]);
    expect(firstOnly.refreshCalls).toEqual(['refresh-1']);
    expect(firstOnly.store.getState().status).toBe('signed-in');
    expect(firstOnly.stored.get(refreshTokenKey)).toBe('refresh-2');
  });
});
