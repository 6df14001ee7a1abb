import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../api/post-json.ts';
import { session } from '../../auth/session.ts';
import { RequireSignIn, useSession } from '../../auth/use-session.tsx';
import type { PageDefinition, PageProps } from '../../router/page.ts';
import { titleSuffix } from '../../router/page.ts';
import { useRouter } from '../../router/router.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { collaborationApi } from '../designer/collaboration-api.ts';
import {
  type AcceptState,
  acceptFailureState,
  acceptHeadings,
  inviteIdStorageKey,
} from './accept-outcome.ts';
import './invite.css';

function remember(inviteId: string | null): void {
  try {
    if (inviteId) sessionStorage.setItem(inviteIdStorageKey, inviteId);
    else sessionStorage.removeItem(inviteIdStorageKey);
  } catch {
    // storage refused: the `next` parameter of the sign-in page still brings the user back
  }
}

/**
 * `/invite/:inviteId`, where the invitation e-mail links (spec §2 "Accept-invite page"). A visitor
 * signs in first (`/login?next=/invite/{id}`) and comes back; a signed-in user's acceptance is sent
 * at once, and on success the designer of that website opens.
 */
function AcceptInvitePage({ match }: PageProps) {
  const inviteId = match.params.inviteId ?? '';
  useEffect(() => remember(inviteId), [inviteId]);
  return (
    <RequireSignIn>
      <AcceptInvite key={inviteId} inviteId={inviteId} />
    </RequireSignIn>
  );
}

function AcceptInvite({ inviteId }: { inviteId: string }) {
  const { user } = useSession();
  const { navigate } = useRouter();
  const [state, setState] = useState<AcceptState>({ kind: 'verifying' });
  const started = useRef(false);

  const accept = useCallback(() => {
    setState({ kind: 'verifying' });
    collaborationApi.accept(inviteId).then(
      ({ invite }) => {
        remember(null);
        navigate(`/designer/${encodeURIComponent(invite.websiteId)}`, { replace: true });
      },
      (error: ApiError) => {
        if (session.handleErrorCode(error.code)) return; // spec §8: signed out; RequireSignIn takes over
        setState(acceptFailureState(error));
      },
    );
  }, [inviteId, navigate]);

  useEffect(() => {
    if (started.current) return; // once, also under StrictMode's double effects
    started.current = true;
    accept();
  }, [accept]);

  const switchAccount = async () => {
    await session.signOut();
    navigate(`/login?next=${encodeURIComponent(`/invite/${inviteId}`)}`, { replace: true });
  };

  return (
    <section className="invite-page" aria-labelledby="page-title" data-accept-state={state.kind}>
      <h1 id="page-title">{acceptHeadings[state.kind]}</h1>
      {state.kind === 'verifying' ? (
        <p role="status">Checking your invitation…</p>
      ) : (
        <>
          <p className="invite-page__message" role="alert">
            {state.message}
          </p>
          {state.kind === 'wrong-account' && (
            <>
              <p>
                You are signed in as <strong>{user?.email}</strong>.
              </p>
              <div className="invite-page__actions">
                <Button onClick={() => void switchAccount()}>Sign out and switch account</Button>
                <ButtonLink variant="secondary" href="/designer">
                  Stay signed in
                </ButtonLink>
              </div>
            </>
          )}
          {state.kind === 'generic-error' && (
            <div className="invite-page__actions">
              <Button onClick={accept}>Try again</Button>
              <ButtonLink variant="secondary" href="/designer">
                Go to your websites
              </ButtonLink>
            </div>
          )}
          {(state.kind === 'expired' ||
            state.kind === 'limit-exceeded' ||
            state.kind === 'email-not-verified') && (
            <div className="invite-page__actions">
              {state.kind === 'email-not-verified' && <Button onClick={accept}>Try again</Button>}
              <ButtonLink
                variant={state.kind === 'email-not-verified' ? 'secondary' : 'primary'}
                href="/designer"
              >
                Go to your websites
              </ButtonLink>
            </div>
          )}
        </>
      )}
    </section>
  );
}

export const page: PageDefinition = {
  head: () => ({
    title: `Accept invitation${titleSuffix}`,
    description: 'Accept an invitation to edit a website.',
  }),
  Component: AcceptInvitePage,
};
