import { ApiError } from '../api/post-json.ts';
import { googleClientId, loadGoogleIdentity } from '../app-pages/login/google-sign-in.tsx';
import { signInMessage } from '../auth/sign-in.ts';

/**
 * Whether Google accounts can be re-authenticated here: this build has `VITE_GOOGLE_CLIENT_ID`, or
 * Google Identity Services is already on the page (`window.google.accounts.id`, put there by the
 * host page; the browser suites put a stand-in there, as no test may reach Google).
 */
export const googleAvailable = (): boolean =>
  googleClientId !== '' ||
  (typeof window !== 'undefined' &&
    typeof (window as { google?: { accounts?: { id?: unknown } } }).google?.accounts?.id === 'object');

/**
 * A fresh Google ID token for the signed-in Google account (spec §4: "Google users are
 * re-authenticated first"); the api accepts one issued within the last 5 minutes.
 * Rejects with `ApiError` 'popup-closed-by-user' when the prompt is closed.
 */
export async function freshGoogleIdToken(): Promise<string> {
  const closed = () => new ApiError('popup-closed-by-user', signInMessage({ code: 'popup-closed-by-user' }));
  const google = await loadGoogleIdentity().catch(() => {
    throw new ApiError('network-request-failed', signInMessage({ code: 'network-request-failed' }));
  });
  return new Promise<string>((resolve, reject) => {
    google.accounts.id.initialize({
      client_id: googleClientId,
      callback: ({ credential }) => resolve(credential),
    });
    google.accounts.id.prompt((moment) => {
      const returned = moment.getDismissedReason?.() === 'credential_returned';
      if ((moment.isDismissedMoment() && !returned) || moment.isSkippedMoment()) reject(closed());
    });
  });
}
