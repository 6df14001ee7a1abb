import { session } from '../../auth/session.ts';
import { useSession } from '../../auth/use-session.tsx';
import { Button } from '../../ui/button.tsx';

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
