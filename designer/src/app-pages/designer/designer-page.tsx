import { RequireSignIn } from '../../auth/use-session.tsx';
import type { PageDefinition, PageProps } from '../../router/page.ts';
import { titleSuffix } from '../../router/page.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { DesignerScreen } from './designer-screen.tsx';
import { useDesignerWebsite } from './use-designer-website.ts';
import './designer.css';

/**
 * The designer (spec §2): `/designer/:websiteId` opens that draft; `/designer` opens the first
 * owned website, otherwise the first shared one, otherwise shows the no-websites view.
 */
function DesignerPage({ match }: PageProps) {
  return (
    <RequireSignIn>
      <Designer websiteId={match.params.websiteId} />
    </RequireSignIn>
  );
}

function Designer({ websiteId }: { websiteId: string | undefined }) {
  const { load, reload } = useDesignerWebsite(websiteId);

  if (load.status === 'Waiting') {
    return (
      <section className="designer-status" aria-busy="true" data-loading-status="Waiting">
        <h1>Designer</h1>
        <p role="status">Loading your website…</p>
      </section>
    );
  }
  if (load.status === 'Unavailable') {
    if (load.reason === 'no-websites') {
      return (
        <section className="designer-status" data-loading-status="Unavailable">
          <h1>No websites yet</h1>
          <p>
            Build your first website in a few minutes: tell us about your business and we write it for you.
          </p>
          <ButtonLink href="/onboarding">Build a website</ButtonLink>
        </section>
      );
    }
    return (
      <section className="designer-status" data-loading-status="Unavailable">
        <h1>This website is unavailable</h1>
        <p role="alert">{load.message}</p>
        {load.reason === 'signed-out' ? (
          <ButtonLink href="/login">Sign in</ButtonLink>
        ) : (
          <Button onClick={reload}>Try again</Button>
        )}
      </section>
    );
  }
  return (
    <DesignerScreen key={load.websiteId} websiteId={load.websiteId} loaded={load.loaded} onReload={reload} />
  );
}

export const page: PageDefinition = {
  head: () => ({ title: `Designer${titleSuffix}`, description: 'Edit and publish your website.' }),
  Component: DesignerPage,
};
