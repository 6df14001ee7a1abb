import { errorMessage, otpVerificationErrorCode, validateOneTimeCode } from '@sitewright/model';
import { type FormEvent, useState } from 'react';
import { authApi } from '../../auth/auth-api.ts';
import type { SessionTokens } from '../../auth/session-store.ts';
import { signInMessage } from '../../auth/sign-in.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { checkEmail, EmailField } from './email-field.tsx';

/** The primary method: e-mail → a 6-digit code from the inbox → signed in. */
export function EmailCodeForm({ onSignedIn }: { onSignedIn(tokens: SessionTokens): Promise<void> }) {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ sessionId: string; email: string } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function sendCode(event?: FormEvent) {
    event?.preventDefault();
    const checked = checkEmail(sent?.email ?? email);
    if ('error' in checked) return setEmailError(checked.error);
    setEmailError(null);
    setMessage(null);
    setBusy(true);
    try {
      const { sessionId } = await authApi.requestCode(checked.email);
      setSent({ sessionId, email: checked.email });
      setCode('');
    } catch (error) {
      setMessage(signInMessage(error));
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!sent) return;
    const checked = validateOneTimeCode(code);
    if (!checked.ok) return setCodeError(checked.message);
    setCodeError(null);
    setMessage(null);
    setBusy(true);
    try {
      const answer = await authApi.verifyCode(sent.sessionId, sent.email, checked.value);
      const failed = otpVerificationErrorCode(answer.result);
      if (failed) {
        setMessage(errorMessage(failed));
      } else {
        await onSignedIn(answer as SessionTokens);
      }
    } catch (error) {
      setMessage(signInMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const alert = message ? (
    <p className="login__message" role="alert">
      {message}
    </p>
  ) : null;

  if (!sent) {
    return (
      <form className="login__form" onSubmit={sendCode} noValidate>
        <EmailField value={email} onChange={setEmail} error={emailError} disabled={busy} />
        {alert}
        <Button type="submit" busy={busy} busyLabel="Sending…">
          Email me a code
        </Button>
      </form>
    );
  }
  return (
    <form className="login__form" onSubmit={verify} noValidate>
      <p role="status">
        We sent a 6-digit code to <strong>{sent.email}</strong>. It works for a few minutes.
      </p>
      <TextField
        label="Code"
        name="one-time-code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={12}
        value={code}
        error={codeError}
        onChange={(event) => setCode(event.target.value)}
      />
      {alert}
      <Button type="submit" busy={busy} busyLabel="Checking…">
        Sign in
      </Button>
      <div className="login__row">
        <Button variant="quiet" size="small" onClick={() => void sendCode()} disabled={busy}>
          Send a new code
        </Button>
        <Button variant="quiet" size="small" onClick={() => setSent(null)} disabled={busy}>
          Use another email
        </Button>
      </div>
    </form>
  );
}
