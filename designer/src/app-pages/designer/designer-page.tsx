import { type MouseEvent, useState } from 'react';
import { RequireSignIn, useSession } from '../../auth/use-session.tsx';
import type { PageDefinition, PageProps } from '../../router/page.ts';
import { titleSuffix } from '../../router/page.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { hasStoredSession } from '../onboarding/signed-in-as.tsx';
import { readTrial } from '../onboarding/trial.ts';
import { DesignerScreen } from './designer-screen.tsx';
import { useDesignerWebsite } from './use-designer-website.ts';
import './designer.css';

/**
 * The designer (spec §2): `/designer/:websiteId` opens that draft; `/designer` opens the first
 * owned website, otherwise the first shared one, otherwise shows the no-websites view. A visitor
 * without an account opens the website their trial made (docs/decisions/trial.md); signing in
 * claims it before anything loads.
 */
function DesignerPage({ match }: PageProps) {
  const { status } = useSession();
  const websiteId = match.params.websiteId;
  const trial = readTrial();
  const visitor = status === 'signed-out' && !hasStoredSession();
  if (visitor && trial && (!websiteId || websiteId === trial.websiteId)) {
    return <TrialDesigner websiteId={trial.websiteId} expiresAt={trial.expiresAt} />;
  }
  return (
    <RequireSignIn>
      <Designer websiteId={websiteId} />
    </RequireSignIn>
  );
}

function Designer({ websiteId }: { websiteId: string | undefined }) {
  const { load, reload } = useDesignerWebsite(websiteId);
  if (load.status !== 'Ready') return <DesignerStatus load={load} reload={reload} />;
  return (
    <>
      {load.claimRefused ? (
        <p className="designer-banner" role="alert">
          The website you made before signing in was not added to your account. {load.claimRefused}
        </p>
      ) : null}
      <DesignerScreen
        key={load.websiteId}
        websiteId={load.websiteId}
        loaded={load.loaded}
        onReload={reload}
      />
    </>
  );
}

/** The designer's Waiting and Unavailable views. */
function DesignerStatus({
  load,
  reload,
}: {
  load: Exclude<ReturnType<typeof useDesignerWebsite>['load'], { status: 'Ready' }>;
  reload(): void;
}) {
  if (load.status === 'Waiting') {
    return (
      <section className="designer-status" aria-busy="true" data-loading-status="Waiting">
        <h1>Designer</h1>
        <p role="status">Loading your website…</p>
      </section>
    );
  }
  if (load.reason === 'no-websites') {
    return (
      <section className="designer-status" data-loading-status="Unavailable">
        <h1>No websites yet</h1>
        <p>Build your first website in a few minutes: tell us about your business and we write it for you.</p>
        <ButtonLink href="/onboarding">Build a website</ButtonLink>
      </section>
    );
  }
  return (
    <section className="designer-status" data-loading-status="Unavailable">
      <h1>This website is unavailable</h1>
      <p role="alert">{load.message}</p>
      {load.reason === 'trial-expired' ? (
        <ButtonLink href="/onboarding">Build a website</ButtonLink>
      ) : load.reason === 'signed-out' ? (
        <ButtonLink href="/login">Sign in</ButtonLink>
      ) : (
        <Button onClick={reload}>Try again</Button>
      )}
    </section>
  );
}

/** Which of the designer's buttons need an account: they ask the visitor to sign up instead. */
const accountActions = /^(Publish|Share|Open publishing|Versions|Search|Upload)\b/;

/** What a trial's account-only button would have done, and the sign-up dialog that says so. */
type AccountAction = 'publish' | 'share' | 'versions' | 'pictures';
const accountActionOf = (label: string): AccountAction =>
  label.startsWith('Share')
    ? 'share'
    : label.startsWith('Versions')
      ? 'versions'
      : label.startsWith('Search') || label.startsWith('Upload')
        ? 'pictures'
        : 'publish';
const signUpDialogs: Record<AccountAction, { title: string; why: string }> = {
  publish: {
    title: 'Sign up to publish your website',
    why: 'Publishing puts your website online at its own address, and needs an account.',
  },
  share: { title: 'Sign up to share your website', why: 'Inviting editors needs an account.' },
  versions: {
    title: 'Sign up to keep versions of your website',
    why: 'The version history keeps what you publish, and needs an account.',
  },
  pictures: {
    title: 'Sign up to add your own pictures',
    why: 'Uploading your photos and searching photo libraries need an account.',
  },
};

/**
 * The designer of a trial website: the same screen, reading and saving with the trial cookie, under
 * a banner that offers signing up. Publishing, sharing, the version history and adding pictures
 * (upload, photo search) need an account: their buttons open a dialog that says so (the api
 * refuses them to a trial anyway, 401 `sign-up-required`).
 */
function TrialDesigner({ websiteId, expiresAt }: { websiteId: string; expiresAt: string }) {
  const { load, reload } = useDesignerWebsite(websiteId, 'trial');
  const [asking, setAsking] = useState<AccountAction | null>(null);
  const signUp = `/login?next=${encodeURIComponent(`/designer/${websiteId}`)}`;
  const until = new Date(expiresAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  if (load.status !== 'Ready') return <DesignerStatus load={load} reload={reload} />;

  // Capture phase: the screen's own handler never runs for these buttons.
  const askToSignUp = (event: MouseEvent) => {
    const button = (event.target as Element).closest('button');
    const action = button?.textContent?.trim() ?? '';
    if (!button || !accountActions.test(action)) return;
    event.preventDefault();
    event.stopPropagation();
    setAsking(accountActionOf(action));
  };
  return (
    <div className="designer-trial" data-trial="true" onClickCapture={askToSignUp}>
      <div className="designer-banner" role="note">
        <p>
          <strong>Sign up to keep this site and publish it.</strong> You are trying Sitewright without an
          account: your changes are saved here until {until}.
        </p>
        <ButtonLink href={signUp} size="small">
          Sign up
        </ButtonLink>
      </div>
      <DesignerScreen
        key={load.websiteId}
        websiteId={load.websiteId}
        loaded={load.loaded}
        onReload={reload}
      />
      <Modal
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={signUpDialogs[asking ?? 'publish'].title}
        actions={
          <>
            <Button variant="secondary" onClick={() => setAsking(null)}>
              Keep editing
            </Button>
            <ButtonLink href={signUp}>Sign up</ButtonLink>
          </>
        }
      >
        <p>
          {signUpDialogs[asking ?? 'publish'].why} Sign up with your e-mail or Google: this website and your
          changes become yours, ready to publish.
        </p>
      </Modal>
    </div>
  );
}

export const page: PageDefinition = {
  head: () => ({ title: `Designer${titleSuffix}`, description: 'Edit and publish your website.' }),
  Component: DesignerPage,
};
