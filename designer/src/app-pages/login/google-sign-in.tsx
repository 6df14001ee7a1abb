import { useState } from 'react';
import { authApi } from '../../auth/auth-api.ts';
import type { SessionTokens } from '../../auth/session-store.ts';
import { signInMessage } from '../../auth/sign-in.ts';
import { Button } from '../../ui/button.tsx';

/** The Google client id, set at build time (`VITE_GOOGLE_CLIENT_ID`); no id, no Google button. */
export const googleClientId: string = import.meta.env.VITE_GOOGLE_CLIENT_ID ?? '';

/** The part of Google Identity Services the app uses (also the account deletion re-authentication). */
export interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback(answer: { credential: string }): void }): void;
      prompt(
        notification?: (n: {
          isDismissedMoment(): boolean;
          isSkippedMoment(): boolean;
          getDismissedReason?(): string;
        }) => void,
      ): void;
    };
  };
}

/** Loads Google Identity Services once (on demand: only when a Google button is used). */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const existing = (window as { google?: GoogleIdentity }).google;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://accounts.google.com/gsi/client';
    script.async = true;
    script.onload = () => {
      const google = (window as { google?: GoogleIdentity }).google;
      google ? resolve(google) : reject(new Error('no google'));
    };
    script.onerror = () => reject(new Error('network'));
    document.head.append(script);
  });
}

/**
 * "Continue with Google": Google Identity Services gives an ID token, which the api checks
 * (`POST /api/login/google`). A closed prompt shows 'Login Popup Closed.' (spec §8).
 */
export function GoogleSignIn({ onSignedIn }: { onSignedIn(tokens: SessionTokens): Promise<void> }) {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!googleClientId) return null;

  async function start() {
    setMessage(null);
    setBusy(true);
    try {
      const google = await loadGoogleIdentity();
      google.accounts.id.initialize({
        client_id: googleClientId,
        callback: ({ credential }) => {
          authApi
            .google(credential)
            .then(onSignedIn)
            .catch((error: unknown) => setMessage(signInMessage(error)))
            .finally(() => setBusy(false));
        },
      });
      google.accounts.id.prompt((n) => {
        if (n.isDismissedMoment() || n.isSkippedMoment()) {
          setMessage(signInMessage({ code: 'popup-closed-by-user' }));
          setBusy(false);
        }
      });
    } catch {
      setMessage(signInMessage({ code: 'network-request-failed' }));
      setBusy(false);
    }
  }

  return (
    <div className="login__google">
      <Button variant="secondary" onClick={() => void start()} busy={busy} busyLabel="Opening Google…">
        Continue with Google
      </Button>
      {message ? (
        <p className="login__message" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
