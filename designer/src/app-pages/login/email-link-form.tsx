import { type FormEvent, useState } from 'react';
import { authApi } from '../../auth/auth-api.ts';
import { signInMessage } from '../../auth/sign-in.ts';
import { Button } from '../../ui/button.tsx';
import { checkEmail, EmailField } from './email-field.tsx';

/**
 * The e-mail link method: the api e-mails a link and binds it to this browser (a cookie); the link
 * ends at `/auth/complete#token=…`. Also the "request a new link" of the expired-link state.
 */
export function EmailLinkForm({ submitLabel = 'Email me a link' }: { submitLabel?: string }) {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    const checked = checkEmail(email);
    if ('error' in checked) return setEmailError(checked.error);
    setEmailError(null);
    setMessage(null);
    setBusy(true);
    try {
      await authApi.requestLink(checked.email);
      setSentTo(checked.email);
    } catch (error) {
      setMessage(signInMessage(error));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <div className="login__form">
        <p role="status">
          Check your inbox: we sent a sign-in link to <strong>{sentTo}</strong>. Open it in this browser.
        </p>
        <Button variant="secondary" onClick={() => setSentTo(null)}>
          Send another link
        </Button>
      </div>
    );
  }
  return (
    <form className="login__form" onSubmit={send} noValidate>
      <EmailField value={email} onChange={setEmail} error={emailError} disabled={busy} />
      {message ? (
        <p className="login__message" role="alert">
          {message}
        </p>
      ) : null}
      <Button type="submit" busy={busy} busyLabel="Sending…">
        {submitLabel}
      </Button>
    </form>
  );
}
