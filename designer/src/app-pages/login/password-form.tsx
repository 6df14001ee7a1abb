import { type FormEvent, useState } from 'react';
import { authApi } from '../../auth/auth-api.ts';
import type { SessionTokens } from '../../auth/session-store.ts';
import { signInMessage } from '../../auth/sign-in.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { checkEmail, EmailField } from './email-field.tsx';

/** E-mail and password: sign in, or sign up (the api then e-mails a verification link). */
export function PasswordForm({ onSignedIn }: { onSignedIn(tokens: SessionTokens): Promise<void> }) {
  const [mode, setMode] = useState<'sign-in' | 'sign-up'>('sign-in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkEmail(email);
    if ('error' in checked) return setEmailError(checked.error);
    setEmailError(null);
    setMessage(null);
    setBusy(true);
    try {
      const call = mode === 'sign-in' ? authApi.passwordSignIn : authApi.passwordSignUp;
      await onSignedIn(await call(checked.email, password));
    } catch (error) {
      setMessage(signInMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const signingIn = mode === 'sign-in';
  return (
    <form className="login__form" onSubmit={submit} noValidate>
      <EmailField value={email} onChange={setEmail} error={emailError} disabled={busy} />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete={signingIn ? 'current-password' : 'new-password'}
        hint={signingIn ? undefined : 'At least 6 characters.'}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {message ? (
        <p className="login__message" role="alert">
          {message}
        </p>
      ) : null}
      <Button type="submit" busy={busy} busyLabel={signingIn ? 'Signing in…' : 'Creating your account…'}>
        {signingIn ? 'Sign in' : 'Create account'}
      </Button>
      <Button variant="quiet" size="small" onClick={() => setMode(signingIn ? 'sign-up' : 'sign-in')}>
        {signingIn ? 'New here? Create an account with a password' : 'Have an account? Sign in'}
      </Button>
    </form>
  );
}
