import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { useLocation, useRouter } from '../router/router.tsx';
import { session } from './session.ts';
import type { SessionState } from './session-store.ts';

/** The current session state; restores a stored session on first use. */
export function useSession(): SessionState {
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  useEffect(() => {
    void session.restore();
  }, []);
  return state;
}

/**
 * Shows `children` to a signed-in user only; anyone else goes to `/login?next=<here>` and comes
 * back after signing in.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const state = useSession();
  const { navigate } = useRouter();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const mustSignIn = state.status === 'signed-out' && !hasStoredSession();
  useEffect(() => {
    if (mustSignIn) navigate(`/login?next=${encodeURIComponent(here)}`, { replace: true });
  }, [mustSignIn, navigate, here]);
  if (state.status !== 'signed-in') {
    return (
      <p className="auth-wait" role="status">
        Checking your sign-in…
      </p>
    );
  }
  return (
    <>
      {state.warning ? (
        <p className="auth-warning" role="alert">
          {state.warning}
        </p>
      ) : null}
      {children}
    </>
  );
}

function hasStoredSession(): boolean {
  try {
    return Boolean(window.localStorage.getItem('sitewright.refreshToken'));
  } catch {
    return false;
  }
}
