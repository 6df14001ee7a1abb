import { useSession } from '../../auth/use-session.tsx';
import type { PageDefinition } from '../../router/page.ts';
import { titleSuffix } from '../../router/page.ts';
import { OnboardingWizard } from './onboarding-wizard.tsx';
import { hasStoredSession, KeepTrial, SignedInAs, TrialNote } from './signed-in-as.tsx';
import './onboarding.css';

/**
 * `/onboarding`: the wizard of spec §2. A signed-in user creates a website of their account; a
 * visitor without one tries first — the website is made as a trial they keep by signing up
 * (docs/decisions/trial.md). The query (industry, link, source, name) fills the first step.
 */
function OnboardingPage() {
  const { status } = useSession();
  const signedOut = status === 'signed-out' && !hasStoredSession();
  return (
    <section className="onboarding" aria-labelledby="page-title">
      <h1 id="page-title">Build your website</h1>
      {status === 'signed-in' ? (
        <>
          <SignedInAs />
          <KeepTrial />
          <OnboardingWizard />
        </>
      ) : signedOut ? (
        <>
          <TrialNote />
          <OnboardingWizard trial />
        </>
      ) : (
        <p className="auth-wait" role="status">
          Checking your sign-in…
        </p>
      )}
    </section>
  );
}

export const page: PageDefinition = {
  head: () => ({
    title: `Build your website${titleSuffix}`,
    description: 'Tell us about your business and get a website in minutes.',
  }),
  Component: OnboardingPage,
};
