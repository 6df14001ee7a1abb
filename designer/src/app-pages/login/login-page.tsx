import { useEffect, useState } from 'react';
import { supabaseGoogleSignIn } from '../../auth/auth-api.ts';
import type { SessionTokens } from '../../auth/session-store.ts';
import { completeSignIn, nextPath, signInMessage } from '../../auth/sign-in.ts';
import { type SignInMode, signInMode } from '../../auth/sign-in-mode.ts';
import { useSession } from '../../auth/use-session.tsx';
import type { PageDefinition } from '../../router/page.ts';
import { titleSuffix } from '../../router/page.ts';
import { useRouter, useSearchParams } from '../../router/router.tsx';
import { Button } from '../../ui/button.tsx';
import { EmailCodeForm } from './email-code-form.tsx';
import { EmailLinkForm } from './email-link-form.tsx';
import { GoogleSignIn } from './google-sign-in.tsx';
import { HandedOver } from './handed-over.tsx';
import { isLinkProblem, LinkProblemView } from './link-problem.tsx';
import { PasswordForm } from './password-form.tsx';
import './login.css';

/** Each method says what it sends (or asks), so the link tab never promises a code. */
const methods = [
  {
    id: 'code',
    label: 'Email code',
    intro: 'New or returning, enter your email: we will send you a 6-digit code. No password needed.',
  },
  {
    id: 'link',
    label: 'Email link',
    intro: 'New or returning, enter your email: we will send you a sign-in link. No password needed.',
  },
  {
    id: 'password',
    label: 'Password',
    intro: 'Sign in with your email and password, or create an account with them.',
  },
] as const;
type Method = (typeof methods)[number]['id'];

/**
 * `/login`: a one-time code by e-mail (primary), an e-mail link, a password, and Google when a
 * client id is configured. `?next=/path` says where to go after; `?problem=link-expired` and
 * `?problem=device-not-supported` show the magic-link states.
 */
function LoginPage() {
  const search = useSearchParams();
  const { navigate } = useRouter();
  const state = useSession();
  const [method, setMethod] = useState<Method>('code');
  const next = nextPath(search);
  const problem = search.get('problem');
  const [mode, setMode] = useState<SignInMode | null>(null);
  const [googleError, setGoogleError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void signInMode().then((answer) => live && setMode(answer));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (state.status === 'signed-in' && !isLinkProblem(problem)) navigate(next, { replace: true });
  }, [state.status, problem, next, navigate]);

  if (isLinkProblem(problem)) return <LinkProblemView problem={problem} />;

  const onSignedIn = async (tokens: SessionTokens) => {
    await completeSignIn(tokens);
    navigate(next, { replace: true });
  };

  return (
    <section className="login" aria-labelledby="page-title">
      <h1 id="page-title">Sign in to Sitewright</h1>
      <p data-testid="login-intro">{methods.find((m) => m.id === method)?.intro}</p>
      <HandedOver next={next} />
      <fieldset className="login__methods">
        <legend className="visually-hidden">Sign-in method</legend>
        {methods.map((m) => (
          <button
            key={m.id}
            type="button"
            className="login__method"
            aria-pressed={method === m.id}
            onClick={() => setMethod(m.id)}
          >
            {m.label}
          </button>
        ))}
      </fieldset>
      {method === 'code' ? <EmailCodeForm onSignedIn={onSignedIn} /> : null}
      {method === 'link' ? <EmailLinkForm /> : null}
      {method === 'password' ? <PasswordForm onSignedIn={onSignedIn} /> : null}
      {mode?.signIn === 'supabase' ? (
        <div className="login__google">
          <Button
            variant="secondary"
            onClick={() => {
              setGoogleError(null);
              supabaseGoogleSignIn({ url: mode.supabaseUrl, anonKey: mode.supabaseAnonKey }).catch(
                (error: unknown) => setGoogleError(signInMessage(error)),
              );
            }}
          >
            Continue with Google
          </Button>
          {googleError ? (
            <p className="login__message" role="alert">
              {googleError}
            </p>
          ) : null}
        </div>
      ) : (
        <GoogleSignIn onSignedIn={onSignedIn} />
      )}
    </section>
  );
}

export const page: PageDefinition = {
  head: () => ({ title: `Sign in${titleSuffix}`, description: 'Sign in to Sitewright.' }),
  Component: LoginPage,
};
