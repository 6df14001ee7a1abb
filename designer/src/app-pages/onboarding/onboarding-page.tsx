import { RequireSignIn } from '../../auth/use-session.tsx';
import type { PageDefinition } from '../../router/page.ts';
import { titleSuffix } from '../../router/page.ts';
import { OnboardingWizard } from './onboarding-wizard.tsx';
import { SignedInAs } from './signed-in-as.tsx';
import './onboarding.css';

/**
 * `/onboarding`: the wizard of spec §2 for a signed-in user (visitors sign in first and come back
 * with their query: industry, link, source, name).
 */
function OnboardingPage() {
  return (
    <section className="onboarding" aria-labelledby="page-title">
      <h1 id="page-title">Build your website</h1>
      <RequireSignIn>
        <SignedInAs />
        <OnboardingWizard />
      </RequireSignIn>
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
