import { session } from '../../auth/session.ts';
import { useSession } from '../../auth/use-session.tsx';
import { useLocation } from '../../router/router.tsx';
import { Button } from '../../ui/button.tsx';
import { readTrial } from './trial.ts';

/** Whether a signed-in session is kept in this browser (it is being restored). */
export function hasStoredSession(): boolean {
  try {
    return Boolean(window.localStorage.getItem('sitewright.refreshToken'));
  } catch {
    return false;
  }
}

/** Who is signed in, with a way out (the api revokes the session; the page then asks to sign in). */
export function SignedInAs() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <p className="signed-in-as">
      <span>Signed in as {user.email}</span>
      <Button variant="quiet" size="small" onClick={() => void session.signOut()}>
        Sign out
      </Button>
    </p>
  );
}

/** For a visitor without an account: no sign-up needed to try; an account keeps the website. */
export function TrialNote() {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <p className="signed-in-as">
      <span>No account needed to try: sign up afterwards to keep your website and publish it.</span>
      <a href={`/login?next=${encodeURIComponent(here)}`}>Sign in</a>
    </p>
  );
}

/**
 * For a signed-in user whose browser still holds a website made before signing in (a sign-in that
 * did not come back to the designer): opening it in the designer makes it theirs.
 */
export function KeepTrial() {
  const trial = readTrial();
  if (!trial) return null;
  return (
    <p className="signed-in-as" role="note">
      <span>You made a website here before signing in.</span>
      <a href={`/designer/${encodeURIComponent(trial.websiteId)}`}>Keep it in your account</a>
    </p>
  );
}
