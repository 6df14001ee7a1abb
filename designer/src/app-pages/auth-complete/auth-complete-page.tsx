import { useEffect, useRef, useState } from 'react';
import { authApi, supabaseSessionFromFragment } from '../../auth/auth-api.ts';
import { completeSignIn, signInMessage } from '../../auth/sign-in.ts';
import { supabaseProject } from '../../auth/sign-in-mode.ts';
import type { PageDefinition } from '../../router/page.ts';
import { titleSuffix } from '../../router/page.ts';
import { useRouter } from '../../router/router.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { LinkProblemView } from '../login/link-problem.tsx';
import '../login/login.css';

type Outcome = { kind: 'working' } | { kind: 'expired' } | { kind: 'failed'; message: string };

/** Single-use sign-in tokens (and Supabase's e-mail links) answer these codes when spent or out of date. */
const expiredCodes = new Set(['invalid-custom-token', 'expired-action-code', 'invalid-token']);

/**
 * The session the address's fragment brings: our sign-in token (`#token=…`, exchanged once), or in
 * Supabase Auth mode Supabase's (`#access_token=…&refresh_token=…` or `#error_code=…`).
 */
async function sessionOf(fragment: URLSearchParams) {
  const project = await supabaseProject();
  if (project) return supabaseSessionFromFragment(project, fragment);
  const token = fragment.get('token');
  if (!token) throw Object.assign(new Error('no token'), { code: 'invalid-token' });
  return authApi.exchangeToken(token);
}

/**
 * `/auth/complete#token=…`: where a used e-mail link lands. Exchanges the token once
 * (`POST /api/login/token`) — in Supabase Auth mode takes the session Supabase put in the fragment
 * (an e-mail link, Google) — removes it from the address bar, and continues to onboarding.
 */
function AuthCompletePage() {
  const { navigate } = useRouter();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    sessionOf(fragment)
      .then(completeSignIn)
      .then(() =>
        navigate(new URLSearchParams(window.location.search).get('next') ?? '/onboarding', { replace: true }),
      )
      .catch((error: unknown) => {
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'string' && expiredCodes.has(code)) setOutcome({ kind: 'expired' });
        else setOutcome({ kind: 'failed', message: signInMessage(error) });
      });
  }, [navigate]);

  if (outcome.kind === 'expired') return <LinkProblemView problem="link-expired" />;
  return (
    <section className="login" aria-labelledby="page-title">
      <h1 id="page-title">Signing you in</h1>
      {outcome.kind === 'working' ? (
        <p role="status">Just a moment…</p>
      ) : (
        <>
          <p className="login__message" role="alert">
            {outcome.message}
          </p>
          <ButtonLink href="/login">Back to sign in</ButtonLink>
        </>
      )}
    </section>
  );
}

export const page: PageDefinition = {
  head: () => ({ title: `Signing in${titleSuffix}`, description: 'Completing your sign-in.' }),
  Component: AuthCompletePage,
};
